// The card atlas's mipmaps, made on the CPU: each level half the size, the mean of four pixels,
// and a card's edge never darkened by the transparent border around it.
#include <catch2/catch.hpp>

#include "table/CardAtlas.h"

using bizon::table::halved;

TEST_CASE("a mipmap level is the mean of four pixels, weighed by their opacity", "[atlas]") {
  // Opaque red beside clear black, over opaque white beside half-clear blue.
  const std::vector<std::uint8_t> square = {255, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 255, 128};
  const auto half = halved(square, {2, 2});
  REQUIRE(half.size() == 4u);
  // (255·255 + 255·255) / (255 + 0 + 255 + 128) for red; the clear pixel adds nothing.
  CHECK(half[0] == 204);
  CHECK(half[1] == 102);
  CHECK(half[2] == 153);
  CHECK(half[3] == 160);  // (255 + 0 + 255 + 128) / 4
  // Nothing opaque stays nothing, not black.
  const std::vector<std::uint8_t> clear(4 * 4, 0);
  CHECK(halved(clear, {2, 2}) == std::vector<std::uint8_t>(4, 0));
}

TEST_CASE("mipmap levels halve down to one pixel, odd sizes rounding down as OpenGL's do", "[atlas]") {
  sf::Vector2u size{5, 3};
  std::vector<std::uint8_t> level(std::size_t{size.x} * size.y * 4, 200);
  const std::vector<sf::Vector2u> expected = {{2, 1}, {1, 1}};
  for (const sf::Vector2u next : expected) {
    level = halved(level, size);
    size = next;
    REQUIRE(level.size() == std::size_t{size.x} * size.y * 4);
    for (std::uint8_t v : level) CHECK(v == 200);  // a flat colour stays itself
  }
}
