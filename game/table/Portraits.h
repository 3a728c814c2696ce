// Goat's and Sheep's portraits (assets/portraits/*.svg) rendered through librsvg at the size the layout gives them.
#pragma once

#include <array>
#include <filesystem>
#include <string>

#include <SFML/Graphics/Texture.hpp>

#include "Seat.h"

namespace bizon::table {

class Portraits {
 public:
  // Reads both drawings from `folder` (goat.svg, sheep.svg, each at most 256 KiB); a missing or
  // broken one is said once on stderr and leaves that seat with its name alone.
  explicit Portraits(const std::filesystem::path& folder);

  // Renders them `pixels` square, unless they already are.
  void setSize(unsigned pixels);
  // Goat's or Sheep's portrait, or null (none for you, or the drawing could not be read).
  const sf::Texture* texture(Seat seat) const;

  static constexpr std::size_t maxBytes = 256 * 1024;

 private:
  std::array<std::string, 2> svg_;  // Goat's and Sheep's SVG text; empty: none
  std::array<sf::Texture, 2> textures_;
  unsigned size_ = 0;
};

}  // namespace bizon::table
