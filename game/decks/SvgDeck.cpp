// SPDX-License-Identifier: GPL-3.0-or-later
#include "decks/SvgDeck.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "files/AtomicFile.h"

namespace bizon::decks {

namespace {

constexpr const char* suitIds[] = {"club", "diamond", "heart", "spade"};          // Suit order
constexpr const char* rankIds[] = {"9", "10", "jack", "queen", "king", "1"};       // Rank order
constexpr int aisleriotColumn[] = {8, 9, 10, 11, 12, 0};                           // ace first
constexpr int aisleriotColumns = 13, aisleriotRows = 5, aisleriotBackColumn = 2;
constexpr const char* suitWords[] = {"clubs", "diamonds", "hearts", "spades"};
constexpr const char* rankWords[] = {"nine", "ten", "jack", "queen", "king", "ace"};

enum class Layout { Aisleriot, Kde };

std::string idOf(Layout layout, int slot) {
  if (slot == SvgDeck::backSlot) return "back";
  const Card card = Card::fromIndex(slot);
  const char* suit = suitIds[static_cast<int>(card.suit())];
  const char* rank = rankIds[static_cast<int>(card.rank())];
  return layout == Layout::Aisleriot ? std::string(suit) + "_" + rank : std::string(rank) + "_" + suit;
}

}  // namespace

std::string slotName(int slot) {
  if (slot == SvgDeck::backSlot) return std::string("the ") + "back";
  const Card card = Card::fromIndex(slot);
  return std::string("the ") + rankWords[static_cast<int>(card.rank())] + " of " + suitWords[static_cast<int>(card.suit())];
}

SvgDeck SvgDeck::load(const std::filesystem::path& file) {
  // A deck the player names may be a link; never a pipe, a device or a file too large to be a deck.
  FileText read = readFileLimited(file, maxFileBytes, Links::Follow);
  if (!read.text) throw DeckError(read.why);
  return parse(*read.text);
}

namespace {

SvgImage imageOf(std::string_view text) {
  try {
    return SvgImage(text);
  } catch (const SvgError& e) {
    throw DeckError(e.what());
  }
}

}  // namespace

SvgDeck SvgDeck::parse(std::string_view bytes) {
  std::string text;
  try {
    text = inflateIfGzip(bytes, SvgImage::maxInflated);
  } catch (const SvgError& e) {
    throw DeckError(e.what());
  }
  std::optional<SvgImage> svg = imageOf(text);
  const Layout layout = svg->has("club_1") ? Layout::Aisleriot : Layout::Kde;
  if (layout == Layout::Kde && !svg->has("1_club"))
    throw DeckError("not a card deck (no card named club_1 or 1_club)");
  // Some decks define their cards inside <defs> and draw none of them on the page (KDE's renderer
  // draws any element by its id; librsvg only what the page draws): each card is then drawn through
  // a <use> of it added at the page's end, which librsvg measures and draws.
  std::string prefix;
  if (const auto end = text.rfind("</svg>"); end != std::string::npos && svg->has(idOf(layout, 0)) &&
                                               !svg->box(idOf(layout, 0), SvgImage::Extent::Logical)) {
    prefix = "bizon-use-";
    std::string uses;
    for (int slot = 0; slot < slots; ++slot)
      uses += "<use\thref=\"#" + idOf(layout, slot) + "\"\tid=\"" + prefix + idOf(layout, slot) + "\"/>";
    text.insert(end, uses);
    svg = imageOf(text);
  }
  SvgDeck deck(std::move(*svg));
  const Box sheet = deck.svg_.content();
  const double cellW = sheet.width / aisleriotColumns, cellH = sheet.height / aisleriotRows;
  for (int slot = 0; slot < slots; ++slot) {
    deck.ids_[slot] = prefix + idOf(layout, slot);
    const std::string& id = deck.ids_[slot];
    const std::optional<Box> shapes = deck.svg_.box(id, SvgImage::Extent::Logical);
    if (!shapes) throw DeckError("no card for " + slotName(slot) + " (" + idOf(layout, slot) + ")");
    if (layout == Layout::Kde) {
      deck.regions_[slot] = *shapes;
      continue;
    }
    // Aisleriot draws each card in its cell of the sheet: the row of its suit and the column of
    // its rank; the last row holds the two jokers and the back. (An element's box says nothing
    // reliable: some cards <use> an index drawn elsewhere, or hold an image larger than the card.)
    int column = aisleriotBackColumn, row = aisleriotRows - 1;
    if (slot != backSlot) {
      column = aisleriotColumn[static_cast<int>(Card::fromIndex(slot).rank())];
      row = static_cast<int>(Card::fromIndex(slot).suit());
    }
    deck.regions_[slot] = {sheet.x + column * cellW, sheet.y + row * cellH, cellW, cellH};
  }
  // Every face of a card's proportions and of one shape (within 2 %). Some KDE decks draw a face
  // larger than its card (a sword or a flourish past the edge, up to 12 %): it is cut to the
  // others' size about its middle, as their card lies. Some draw faces at another scale (KDE's
  // Paris): each is fitted to the card's size like any card. The back (which some KDE decks draw at
  // another size) is fitted to them too.
  std::array<double, backSlot> widths{}, heights{};
  for (int slot = 0; slot < backSlot; ++slot) {
    widths[slot] = deck.regions_[slot].width;
    heights[slot] = deck.regions_[slot].height;
  }
  std::nth_element(widths.begin(), widths.begin() + backSlot / 2, widths.end());
  std::nth_element(heights.begin(), heights.begin() + backSlot / 2, heights.end());
  const double width = widths[backSlot / 2], height = heights[backSlot / 2], aspect = width / height;
  if (!(aspect > 0.4 && aspect < 1.0)) throw DeckError("the cards are not of a card's proportions");
  const auto near = [](double a, double b, double slack) { return std::abs(a - b) <= slack * b; };
  for (int slot = 0; slot < backSlot; ++slot) {
    Box& r = deck.regions_[slot];
    if (near(r.width / r.height, aspect, 0.02)) continue;
    if (r.width < 0.98 * width || r.height < 0.98 * height || r.width > 1.12 * width || r.height > 1.12 * height)
      throw DeckError("the cards are not all of one shape (" + slotName(slot) + " differs from the others)");
    r = {r.x + (r.width - width) / 2, r.y + (r.height - height) / 2, width, height};
  }
  return deck;
}

Pixels SvgDeck::card(int slot, unsigned width, unsigned height) const {
  const Box& region = regions_[static_cast<std::size_t>(slot)];
  const Fitted size = fitted(region.width, region.height, width, height);
  Pixels drawn;
  try {
    drawn = svg_.renderElement(ids_[static_cast<std::size_t>(slot)], region, size.width, size.height);
  } catch (const SvgError& e) {
    throw DeckError(e.what());
  }
  return centred(std::move(drawn), width, height);
}

Fitted fitted(double pictureWidth, double pictureHeight, unsigned width, unsigned height) {
  const double scale = std::min(width / pictureWidth, height / pictureHeight);
  return {std::clamp(static_cast<unsigned>(std::lround(pictureWidth * scale)), 1u, width),
          std::clamp(static_cast<unsigned>(std::lround(pictureHeight * scale)), 1u, height)};
}

Pixels centred(Pixels drawn, unsigned width, unsigned height) {
  if (drawn.width == width && drawn.height == height) return drawn;
  const unsigned w = drawn.width, h = drawn.height;
  Pixels out;
  out.width = width;
  out.height = height;
  out.rgba.assign(std::size_t{width} * height * 4, 0);
  const unsigned left = (width - w) / 2, top = (height - h) / 2;
  for (unsigned y = 0; y < h; ++y)
    std::memcpy(&out.rgba[(std::size_t{top + y} * width + left) * 4], &drawn.rgba[std::size_t{y} * w * 4], std::size_t{w} * 4);
  return out;
}

}  // namespace bizon::decks
