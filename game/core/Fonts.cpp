#include "core/Fonts.h"

#include <stdexcept>

namespace bizon {

void Fonts::load(const std::filesystem::path& regularFile, const std::filesystem::path& boldFile) {
  for (const auto* file : {&regularFile, &boldFile})
    if (!std::filesystem::exists(*file))
      throw std::runtime_error("font " + file->string() +
                               " is missing; install the package fonts-dejavu-core");
  if (!regular.loadFromFile(regularFile.string()) || !bold.loadFromFile(boldFile.string()))
    throw std::runtime_error("cannot read the DejaVu fonts (" + regularFile.string() + ")");
}

void Fonts::warm(const std::vector<Use>& uses) {
  // ASCII, the accented letters of French, Dutch and German, and the symbols of the table.
  static const sf::Uint32 extra[] = {0xE0, 0xE2, 0xE4, 0xE7, 0xE8, 0xE9, 0xEA, 0xEB, 0xEE, 0xEF, 0xF4,
                                     0xF6, 0xF9, 0xFB, 0xFC, 0xDF, 0xC0, 0xC9, 0xC4, 0xD6, 0xDC, 0xA0,
                                     0xB7, 0x2013, 0x2019, 0x201C, 0x201D, 0x2026, 0x2192, 0x2630,
                                     0x2663, 0x2666, 0x2665, 0x2660};
  for (const Use& use : uses) {
    sf::Font& font = use.bold ? bold : regular;
    for (sf::Uint32 c = 32; c < 127; ++c) font.getGlyph(c, use.size, false, use.outline);
    for (sf::Uint32 c : extra) font.getGlyph(c, use.size, false, use.outline);
  }
}

}  // namespace bizon
