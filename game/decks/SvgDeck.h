// One SVG deck sheet (Aisleriot's or KDE's layout): where Bizon's 24 cards and the back are drawn, checked complete, each rendered at a pixel size.
#pragma once

#include <array>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

#include "Card.h"
#include "decks/SvgImage.h"

namespace bizon::decks {

// One line saying why a deck cannot be used ("no king of hearts (heart_king)").
struct DeckError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class SvgDeck {
 public:
  // A deck file is read whole: at most this many bytes (the largest Debian deck has 3.3 MB).
  static constexpr std::size_t maxFileBytes = 32u << 20;
  // Slots 0-23 are the cards (Card::index()), slot 24 the back.
  static constexpr int slots = deckSize + 1;
  static constexpr int backSlot = deckSize;

  // Reads the file (a regular file, bounded) and parses it; throws DeckError.
  static SvgDeck load(const std::filesystem::path& file);
  // An Aisleriot sheet (ids club_1 … spade_king and back, on a grid of 13 columns and 5 rows) or
  // a KDE one (ids 1_club … king_spade and back, each card where its shapes are); throws DeckError
  // when librsvg refuses it, a card is missing, or the cards are not all of one size.
  static SvgDeck parse(std::string_view bytes);

  // A card's width over its height.
  double aspect() const { return regions_[0].width / regions_[0].height; }
  // Where the slot's card lies on the sheet, in the sheet's units.
  Box region(int slot) const { return regions_[static_cast<std::size_t>(slot)]; }
  // The card (or back) of the slot fitted into width x height pixels, keeping its proportions,
  // centred; transparent around it.
  Pixels card(int slot, unsigned width, unsigned height) const;

 private:
  explicit SvgDeck(SvgImage svg) : svg_(std::move(svg)) {}

  SvgImage svg_;
  std::array<std::string, slots> ids_;
  std::array<Box, slots> regions_;
};

// "the king of hearts", "the back": a slot in words, for the messages.
std::string slotName(int slot);

}  // namespace bizon::decks
