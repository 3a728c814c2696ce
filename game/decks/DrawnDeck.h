// A deck drawn ahead of time (NAME.cards: the 25 cards as pixels, gzipped), for a build without
// librsvg: Windows' package carries the SVG decks drawn by the Linux build (`bizon cards draw`).
#pragma once

#include <filesystem>
#include <vector>

#include "decks/SvgImage.h"

namespace bizon::decks {

class DrawnDeck {
 public:
  // A drawn deck file is read whole: at most this many bytes, and its cards at most this large.
  static constexpr std::size_t maxFileBytes = 64u << 20;
  static constexpr unsigned maxSide = 2048;

  // Writes the 25 cards (SvgDeck's slots, all of one size) to the file; throws FileError.
  static void save(const std::filesystem::path& file, const std::vector<Pixels>& cards);
  // Reads and checks a file; throws DeckError saying what is wrong with it.
  static DrawnDeck load(const std::filesystem::path& file);

  // The card (or back) of the slot fitted into width x height pixels, keeping its proportions,
  // centred, transparent around it: averaged down from the drawn size (or stretched up to it).
  Pixels card(int slot, unsigned width, unsigned height) const;

 private:
  std::vector<Pixels> cards_;
};

}  // namespace bizon::decks
