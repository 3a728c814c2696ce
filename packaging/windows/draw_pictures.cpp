// draw_pictures deck SVG_DECK WIDTH OUT.cards | portrait SVG SIZE OUT.drawn: an SVG deck (as the
// table draws its cards) or a portrait drawn by librsvg into drawn pictures (decks/DrawnPictures.h)
// for the Windows package, which has no librsvg (packaging/windows.sh).
#include <cmath>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "decks/DrawnPictures.h"
#include "decks/SvgDeck.h"
#include "files/AtomicFile.h"

namespace {

using namespace bizon::decks;

std::vector<Pixels> deckCards(const char* file, unsigned width) {
  const SvgDeck deck = SvgDeck::load(file);
  const auto height = static_cast<unsigned>(std::lround(width / deck.aspect()));
  std::vector<Pixels> cards;
  for (int slot = 0; slot < SvgDeck::slots; ++slot) cards.push_back(deck.card(slot, width, height));
  return cards;
}

std::vector<Pixels> portrait(const char* file, unsigned size) {
  bizon::FileText read = bizon::readFileLimited(file, 1u << 20, bizon::Links::Follow);
  if (!read.text) throw SvgError(read.why);
  return {SvgImage(*read.text).render(size, size)};
}

}  // namespace

int main(int argc, char** argv) {
  const std::string kind = argc == 5 ? argv[1] : "";
  if (kind != "deck" && kind != "portrait") {
    std::cerr << "usage: draw_pictures deck SVG_DECK WIDTH OUT.cards | portrait SVG SIZE OUT.drawn\n";
    return 2;
  }
  try {
    const auto size = static_cast<unsigned>(std::stoul(argv[3]));
    DrawnPictures::save(argv[4], kind == "deck" ? deckCards(argv[2], size) : portrait(argv[2], size));
  } catch (const std::exception& e) {
    std::cerr << "draw_pictures: " << argv[2] << ": " << e.what() << "\n";
    return 1;
  }
  return 0;
}
