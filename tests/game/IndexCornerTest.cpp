// The large index's patch on an installed deck's card: found in the card's pixels, it covers the deck's own index and no pip, on a drawn card and on every card of every installed deck at a phone's size.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <string>

#include <SFML/System/Vector2.hpp>

#include "decks/DeckCatalog.h"
#include "decks/IndexCorner.h"
#include "decks/SvgDeck.h"
#include "table/CardPainter.h"

using namespace bizon;
using namespace bizon::decks;

namespace {

const CornerBox most{table::CardPainter::patchWidth, table::CardPainter::patchHeight};

// White paper with black rectangles [x0, x1) × [y0, y1).
struct Rect {
  unsigned x0, y0, x1, y1;
};
Pixels drawn(unsigned w, unsigned h, std::initializer_list<Rect> ink) {
  Pixels p{w, h, std::vector<std::uint8_t>(std::size_t{w} * h * 4, 255)};
  for (const Rect& r : ink)
    for (unsigned y = r.y0; y < r.y1; ++y)
      for (unsigned x = r.x0; x < r.x1; ++x)
        for (int c = 0; c < 3; ++c) p.rgba[(std::size_t{y} * w + x) * 4 + static_cast<std::size_t>(c)] = 0;
  return p;
}

// Where the index's corner begins: inside the card's border (the card may lie inside a transparent margin).
sf::Vector2u cornerStart(const Pixels& p) {
  const auto alpha = [&p](unsigned x, unsigned y) { return p.rgba[(std::size_t{y} * p.width + x) * 4 + 3]; };
  unsigned left = 0, top = 0;
  while (left < p.width / 4 && alpha(left, p.height / 2) < 128) ++left;
  while (top < p.height / 4 && alpha(p.width / 2, top) < 128) ++top;
  const unsigned border = std::max(1u, p.width * 3 / 100);
  return {left + border, top + border};
}

}  // namespace

TEST_CASE("index patch: it stops short of a pip beside or under the deck's index, and keeps its full size where none reaches in", "[decks]") {
  // A card 100 × 140: the index at x 4–15, y 4–40 (29 × 47 px at most for the patch).
  const Rect index{4, 4, 15, 40};
  const CornerBox free = indexCorner(drawn(100, 140, {index}), most);
  CHECK(free.width == Approx(most.width).margin(0.01));
  CHECK(free.height == Approx(most.height).margin(0.01));
  // A 10: its "1" and "0" a little apart are one index, not an index and a pip.
  const CornerBox ten = indexCorner(drawn(100, 140, {{4, 4, 7, 20}, {9, 4, 15, 20}, {4, 24, 15, 40}}), most);
  CHECK(ten.width == Approx(most.width).margin(0.01));
  // A pip beside it (x 20–40) reaching past the patch's right edge: the patch ends in the paper between.
  const CornerBox beside = indexCorner(drawn(100, 140, {index, {20, 8, 40, 30}}), most);
  CHECK(beside.width >= 0.15f);
  CHECK(beside.width <= 0.20f);
  CHECK(beside.height == Approx(most.height).margin(0.01));
  // A pip under it (y 44–60) reaching past the bottom edge: the patch ends above it.
  const CornerBox under = indexCorner(drawn(100, 140, {index, {4, 44, 15, 60}}), most);
  CHECK(under.height * 140.f >= 40.f);
  CHECK(under.height * 140.f <= 44.f);
  CHECK(under.width == Approx(most.width).margin(0.01));
  // A deck whose own index runs past the patch's room on its own rows (a "1" and a wide "0"): no patch.
  const CornerBox wide = indexCorner(drawn(100, 140, {{4, 4, 8, 24}, {12, 4, 40, 24}, {4, 28, 15, 40}}), most);
  CHECK(wide.width == 0.f);
  CHECK(wide.height == 0.f);
}

// Hidden from the discovered cases: CTest runs it with the other installed decks' case
// (game.installed_decks).
TEST_CASE("installed decks: the large index's patch covers no pip of a 9, a 10 or an ace at a phone's size", "[decks][.installed]") {
  const DeckCatalog catalog = DeckCatalog::scan({});
  int checked = 0, cut = 0;
  std::vector<std::string> crossing;  // the cards whose patch's edges cross ink
  for (const DeckEntry& entry : catalog.decks()) {
    if (entry.painted()) continue;
    INFO(entry.name);
    const SvgDeck deck = SvgDeck::load(entry.file);
    // Your cards at 360x640 during the bidding and the play; the cards with pips (a court card's
    // picture may touch its index: its corner is covered as before).
    for (const auto& [w, h] : {std::pair{62u, 87u}, std::pair{76u, 106u}})
      for (int slot = 0; slot < deckSize; ++slot) {
        const Card c = Card::fromIndex(slot);
        if (c.rank() != Rank::Nine && c.rank() != Rank::Ten && c.rank() != Rank::Ace) continue;
        const Pixels card = deck.card(slot, w, h);
        const CornerBox box = indexCorner(card, most);
        if (box.width <= 0.f) continue;  // no patch: nothing hidden
        const unsigned right = static_cast<unsigned>(box.width * static_cast<float>(w));
        const unsigned bottom = static_cast<unsigned>(box.height * static_cast<float>(h));
        if (right < static_cast<unsigned>(most.width * static_cast<float>(w)) ||
            bottom < static_cast<unsigned>(most.height * static_cast<float>(h)))
          ++cut;
        // The patch's right and bottom edges run through paper: it holds no part of a pip (a pixel
        // or two of a rounded edge's shading aside).
        const CornerInk ink(card, most);
        const sf::Vector2u start = cornerStart(card);
        int crossed = 0;
        for (unsigned y = start.y; y < bottom; ++y) crossed += ink.at(static_cast<int>(right) - 1, static_cast<int>(y));
        for (unsigned x = start.x; x < right; ++x) crossed += ink.at(static_cast<int>(x), static_cast<int>(bottom) - 1);
        if (crossed > 2) crossing.push_back(entry.name + " " + code(c) + " " + std::to_string(w) + "x" + std::to_string(h) + " (" + std::to_string(crossed) + " px)");
        ++checked;
      }
  }
  if (checked == 0) {
    WARN("skipped: no deck package installed, nothing to compare");
    return;
  }
  std::string list;
  for (const std::string& s : crossing) list += "\n  " + s;
  WARN(checked << " cards checked, " << cut << " patches kept clear of a pip, " << crossing.size()
               << " crossing ink where the deck's own index touches a pip at this size (the patch then covers the index alone):" << list);
  // Where a deck's own index touches a pip (swiss-xvii's 10s at this size), no box covers the one
  // without the other: the patch covers the index's own extent. That stays the exception.
  CHECK(crossing.size() * 20 <= static_cast<std::size_t>(checked));
}

TEST_CASE("pip ink: a 9's pips give the colour its index is drawn in, a light gold too", "[decks]") {
  // White paper, gold pips in the middle, a black index in the corner and a grey border.
  Pixels card = drawn(100, 140, {{4, 4, 15, 40}});
  const auto paint = [&card](Rect r, std::array<std::uint8_t, 3> colour) {
    for (unsigned y = r.y0; y < r.y1; ++y)
      for (unsigned x = r.x0; x < r.x1; ++x)
        for (std::size_t c = 0; c < 3; ++c) card.rgba[(std::size_t{y} * 100 + x) * 4 + c] = colour[c];
  };
  for (unsigned row = 0; row < 4; ++row) {
    paint({30, 30 + row * 22, 44, 44 + row * 22}, {240, 190, 40});
    paint({58, 30 + row * 22, 72, 44 + row * 22}, {240, 190, 40});
  }
  paint({0, 0, 100, 1}, {128, 128, 128});
  const auto ink = pipInk(card);
  REQUIRE(ink);
  CHECK(*ink == std::array<std::uint8_t, 3>{240, 190, 40});
  CHECK_FALSE(pipInk(drawn(100, 140, {})));  // a blank card has no pips
}

TEST_CASE("installed decks: the four-colour deck's pips read gold diamonds and blue spades", "[decks][.installed]") {
  const DeckCatalog catalog = DeckCatalog::scan({});
  for (const DeckEntry& entry : catalog.decks()) {
    if (entry.name != "anglo_modern_4_color") continue;
    const SvgDeck deck = SvgDeck::load(entry.file);
    const auto inkOf = [&](Suit suit) { return *pipInk(deck.card(Card(suit, Rank::Nine).index(), 62, 87)); };
    const auto diamonds = inkOf(Suit::Diamonds), spades = inkOf(Suit::Spades), clubs = inkOf(Suit::Clubs);
    CHECK(diamonds[0] > 180);  // gold: much red and green, little blue
    CHECK(diamonds[1] > 120);
    CHECK(diamonds[2] < 100);
    CHECK(spades[2] > spades[0] + 40);  // blue
    CHECK(clubs[1] > clubs[0] + 20);    // green
    return;
  }
  WARN("skipped: no deck package installed, nothing to compare");
}
