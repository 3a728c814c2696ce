// Pictures drawn ahead of time (a deck's 25 cards, NAME.cards; a portrait, NAME.drawn: pixels,
// gzipped), for a build without librsvg: Windows' package carries the SVG decks and portraits
// drawn by the Linux build (packaging/windows/draw_pictures).
#pragma once

#include <filesystem>
#include <vector>

#include "decks/SvgImage.h"

namespace bizon::decks {

class DrawnPictures {
 public:
  // A file is read whole: at most this many bytes, and its pictures at most this large.
  static constexpr std::size_t maxFileBytes = 64u << 20;
  static constexpr unsigned maxSide = 2048;

  // Writes the pictures (all of one size) to the file; throws FileError or SvgError.
  static void save(const std::filesystem::path& file, const std::vector<Pixels>& pictures);
  // Reads and checks a file of `count` pictures; throws SvgError saying what is wrong with it.
  static DrawnPictures load(const std::filesystem::path& file, std::size_t count);

  // Picture k fitted into width x height pixels, keeping its proportions, centred, transparent
  // around it: averaged down from the drawn size (or stretched up to it).
  Pixels picture(std::size_t k, unsigned width, unsigned height) const;

 private:
  std::vector<Pixels> pictures_;
};

}  // namespace bizon::decks
