// Goat's and Sheep's portraits (assets/portraits/*.svg) rendered through librsvg at the size the layout gives them (or drawn ahead of time, NAME.drawn, where there is no librsvg).
#pragma once

#include <array>
#include <filesystem>
#include <functional>

#include <SFML/Graphics/Texture.hpp>

#include "Seat.h"
#include "decks/SvgImage.h"

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
  // A portrait drawn `pixels` square.
  using Drawing = std::function<decks::Pixels(unsigned pixels)>;

 private:
  std::array<Drawing, 2> drawings_;  // Goat's and Sheep's; empty: none
  std::array<sf::Texture, 2> textures_;
  unsigned size_ = 0;
};

}  // namespace bizon::table
