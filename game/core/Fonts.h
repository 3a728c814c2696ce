// The two system fonts of the game (DejaVu Sans and Sans Bold), loaded once and passed around.
#pragma once

#include <filesystem>
#include <vector>

#include <SFML/Graphics/Font.hpp>

namespace bizon {

struct Fonts {
  sf::Font regular;
  sf::Font bold;

  // Throws std::runtime_error naming the missing file and the package that provides it.
  void load(const std::filesystem::path& regularFile, const std::filesystem::path& boldFile);
  // Renders the glyphs the table uses at these sizes now, so that no frame later stalls while a
  // new glyph is uploaded to the font's texture.
  struct Use {
    bool bold;
    unsigned size;
    float outline;
  };
  void warm(const std::vector<Use>& uses);
};

}  // namespace bizon
