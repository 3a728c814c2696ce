// The two system fonts of the game (DejaVu Sans and Sans Bold), loaded once and passed around.
#pragma once

#include <filesystem>

#include <SFML/Graphics/Font.hpp>

namespace bizon {

struct Fonts {
  sf::Font regular;
  sf::Font bold;

  // Throws std::runtime_error naming the missing file and the package that provides it.
  void load(const std::filesystem::path& regularFile, const std::filesystem::path& boldFile);
};

}  // namespace bizon
