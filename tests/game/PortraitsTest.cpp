// Goat's and Sheep's portraits: the drawings render through librsvg at the sizes the table gives
// them, and a broken drawing leaves the name alone without stopping anything.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "core/DataPaths.h"
#include "decks/SvgImage.h"
#include "files/AtomicFile.h"
#include "table/Portraits.h"

using bizon::Seat;

namespace {

std::string drawing(const char* name) {
  const auto read = bizon::readFileLimited(bizon::DataPaths::locate().assets / "portraits" / name,
                                           bizon::table::Portraits::maxBytes);
  REQUIRE(read.text);
  return *read.text;
}

// The share of pixels at least half opaque.
double opaqueShare(const bizon::decks::Pixels& p) {
  std::size_t opaque = 0;
  for (std::size_t i = 3; i < p.rgba.size(); i += 4) opaque += p.rgba[i] >= 128;
  return static_cast<double>(opaque) / static_cast<double>(p.width * p.height);
}

}  // namespace

TEST_CASE("each portrait is a round picture, at 40 px as at 160 px", "[portraits]") {
  for (const char* name : {"goat.svg", "sheep.svg"})
    for (unsigned size : {40u, 160u}) {
      CAPTURE(name, size);
      const bizon::decks::Pixels p = bizon::decks::SvgImage(drawing(name)).render(size, size);
      REQUIRE(p.width == size);
      REQUIRE(p.height == size);
      // A disc fills π/4 of its square (a goat's horns reach a little past it); the corners stay clear.
      CHECK(opaqueShare(p) > 0.72);
      CHECK(opaqueShare(p) < 0.86);
      CHECK(p.rgba[3] == 0);
      CHECK(p.rgba[p.rgba.size() - 1] == 0);
    }
  // Not the same picture twice: Goat on tan, Sheep on blue.
  const auto goat = bizon::decks::SvgImage(drawing("goat.svg")).render(40, 40);
  const auto sheep = bizon::decks::SvgImage(drawing("sheep.svg")).render(40, 40);
  const std::size_t edge = (20 * 40 + 3) * 4;  // on the disc's rim side, inside it
  CHECK(goat.rgba[edge] > goat.rgba[edge + 2]);    // more red than blue
  CHECK(sheep.rgba[edge] < sheep.rgba[edge + 2]);  // more blue than red
}

// sf::Texture needs a display: run under xvfb-run with the measured text (game.layout_text).
TEST_CASE("a broken or missing portrait leaves its seat with the name alone", "[.layout-text]") {
  const auto folder = std::filesystem::temp_directory_path() / "bizon-portraits-test";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "goat.svg") << "<svg xmlns='http://www.w3.org/2000/svg' width='1' height";  // truncated
  bizon::table::Portraits portraits(folder);  // sheep.svg is missing
  portraits.setSize(40);
  CHECK(portraits.texture(Seat::Goat) == nullptr);
  CHECK(portraits.texture(Seat::Sheep) == nullptr);
  CHECK(portraits.texture(Seat::You) == nullptr);
  bizon::table::Portraits drawn(bizon::DataPaths::locate().assets / "portraits");
  drawn.setSize(40);
  REQUIRE(drawn.texture(Seat::Goat) != nullptr);
  CHECK(drawn.texture(Seat::Goat)->getSize() == sf::Vector2u(40, 40));
  CHECK(drawn.texture(Seat::Sheep) != nullptr);
  std::filesystem::remove_all(folder);
}
