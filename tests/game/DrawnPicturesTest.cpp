// Drawn pictures (a deck's NAME.cards, a portrait's NAME.drawn): written and read back whole, scaled
// down by averaging, centred like an SVG deck's cards, broken files refused in one line, and a drawn
// deck found in the game's decks/ before the system's SVG deck of the same name.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "decks/DeckCatalog.h"
#include "decks/DeckShelf.h"
#include "decks/DrawnPictures.h"
#include "decks/SvgDeck.h"
#include "../history/TestDirectory.h"

using namespace bizon;
using namespace bizon::decks;
namespace fs = std::filesystem;

namespace {

// Slot k's card: a solid colour (k*10, 255-k*10, 7), fully opaque.
std::vector<Pixels> solidCards(unsigned width, unsigned height) {
  std::vector<Pixels> cards;
  for (int k = 0; k < SvgDeck::slots; ++k) {
    Pixels p{width, height, {}};
    for (unsigned i = 0; i < width * height; ++i)
      p.rgba.insert(p.rgba.end(), {static_cast<std::uint8_t>(k * 10), static_cast<std::uint8_t>(255 - k * 10), 7, 255});
    cards.push_back(std::move(p));
  }
  return cards;
}

const std::uint8_t* at(const Pixels& p, unsigned x, unsigned y) { return &p.rgba[(std::size_t{y} * p.width + x) * 4]; }

void writeBytes(const fs::path& file, const std::string& bytes) { std::ofstream(file, std::ios::binary) << bytes; }

}  // namespace

TEST_CASE("Drawn pictures read back the cards it was drawn with, and scales them down by averaging", "[decks][drawn]") {
  test::TestDirectory folder;
  const fs::path file = folder.path() / "paris.cards";
  std::vector<Pixels> cards = solidCards(40, 56);
  // The ace of clubs (slot 0) a checkerboard of black and white: averaged, grey.
  for (unsigned y = 0; y < 56; ++y)
    for (unsigned x = 0; x < 40; ++x) {
      const std::uint8_t v = (x + y) % 2 ? 255 : 0;
      std::uint8_t* p = &cards[0].rgba[(std::size_t{y} * 40 + x) * 4];
      p[0] = p[1] = p[2] = v;
    }
  DrawnPictures::save(file, cards);
  const DrawnPictures deck = DrawnPictures::load(file, SvgDeck::slots);

  const Pixels same = deck.picture(5, 40, 56);
  CHECK(same.rgba == cards[5].rgba);

  const Pixels half = deck.picture(5, 20, 28);
  REQUIRE(half.width == 20);
  REQUIRE(half.height == 28);
  CHECK(int(at(half, 10, 10)[0]) == 50);
  CHECK(int(at(half, 10, 10)[1]) == 205);
  CHECK(int(at(half, 10, 10)[3]) == 255);

  const Pixels grey = deck.picture(0, 20, 28);
  CHECK(int(at(grey, 3, 3)[0]) >= 126);
  CHECK(int(at(grey, 3, 3)[0]) <= 129);

  // Wider than the card's proportions: centred, transparent at the sides, as SvgDeck::card does.
  const Pixels wide = deck.picture(24, 40, 28);
  REQUIRE(wide.width == 40);
  CHECK(int(at(wide, 0, 14)[3]) == 0);
  CHECK(int(at(wide, 20, 14)[3]) == 255);
  CHECK(int(at(wide, 20, 14)[0]) == 240);
}

TEST_CASE("Broken drawn pictures are refused in one line", "[decks][drawn]") {
  test::TestDirectory folder;
  const fs::path file = folder.path() / "broken.cards";
  SECTION("not a drawn deck") {
    writeBytes(file, "<svg/>");
    CHECK_THROWS_WITH(DrawnPictures::load(file, SvgDeck::slots), Catch::Contains("not drawn pictures"));
  }
  SECTION("another count than asked") {
    DrawnPictures::save(file, solidCards(8, 10));
    CHECK_THROWS_WITH(DrawnPictures::load(file, 1), Catch::Contains("expected 1 picture of 8 x 10"));
  }
  SECTION("cards missing") {
    std::vector<Pixels> cards = solidCards(8, 10);
    DrawnPictures::save(file, cards);
    std::ifstream in(file, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), {});
    writeBytes(file, bytes.substr(0, bytes.size() / 2));
    CHECK_THROWS_AS(DrawnPictures::load(file, SvgDeck::slots), SvgError);
  }
  SECTION("an impossible size") {
    // Not gzipped at all: read as it is.
    writeBytes(file, "bizon-pictures-1 100000 3 25\n");
    CHECK_THROWS_WITH(DrawnPictures::load(file, SvgDeck::slots), Catch::Contains("impossible size"));
  }
  SECTION("cards of different sizes are not written") {
    std::vector<Pixels> cards = solidCards(8, 10);
    cards[3] = solidCards(9, 10)[3];
    CHECK_THROWS_AS(DrawnPictures::save(file, cards), SvgError);
  }
}

TEST_CASE("The game's drawn deck stands for the system's SVG deck of its name, and the shelf draws it", "[decks][drawn]") {
  test::TestDirectory folder;
  fs::create_directories(folder.path() / "game" / "decks");
  fs::create_directories(folder.path() / "aisleriot");
  writeBytes(folder.path() / "aisleriot" / "paris.svgz", "not read");
  DrawnPictures::save(folder.path() / "game" / "decks" / "paris.cards", solidCards(30, 42));
  DeckFolders folders = DeckFolders::of({}, folder.path() / "game");
  folders.aisleriot = folder.path() / "aisleriot";
  folders.kde.clear();
  const DeckCatalog catalog = DeckCatalog::scan(folders);
  const DeckEntry& paris = catalog.shown("", false);
  REQUIRE(paris.name == "paris");
  CHECK(paris.title == "Paris");
  CHECK(paris.file.extension() == ".cards");

  DeckShelf shelf(catalog);
  shelf.setSynchronous(true);
  const auto job = shelf.request(paris, 15, 21);
  REQUIRE(job->problem().empty());
  REQUIRE(job->cards().size() == std::size_t{SvgDeck::slots});
  CHECK(int(at(job->cards()[2], 7, 10)[0]) == 20);
}
