// draw_deck SVG_DECK WIDTH OUT.cards: an SVG deck drawn by librsvg, as the table draws it, into a
// drawn deck (decks/DrawnDeck.h) for the Windows package, which has no librsvg (windows.sh).
#include <cmath>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "decks/DrawnDeck.h"
#include "decks/SvgDeck.h"

int main(int argc, char** argv) {
  using namespace bizon::decks;
  if (argc != 4) {
    std::cerr << "usage: draw_deck SVG_DECK WIDTH OUT.cards\n";
    return 2;
  }
  try {
    const SvgDeck deck = SvgDeck::load(argv[1]);
    const auto width = static_cast<unsigned>(std::stoul(argv[2]));
    const auto height = static_cast<unsigned>(std::lround(width / deck.aspect()));
    std::vector<Pixels> cards;
    for (int slot = 0; slot < SvgDeck::slots; ++slot) cards.push_back(deck.card(slot, width, height));
    DrawnDeck::save(argv[3], cards);
  } catch (const std::exception& e) {
    std::cerr << "draw_deck: " << argv[1] << ": " << e.what() << "\n";
    return 1;
  }
  return 0;
}
