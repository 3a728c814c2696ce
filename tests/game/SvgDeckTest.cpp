// Decks: a generated sheet read in both layouts, each bad deck refused in one line (the painted deck
// stays), the cache, the catalogue; and the installed decks' cards checked against their whole sheets.
#include "Gzip.h"
#include <catch2/catch.hpp>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>

#include <zlib.h>

#include "../Eventually.h"
#include "decks/DeckCache.h"
#include "decks/DeckCatalog.h"
#include "decks/DeckShelf.h"
#include "decks/SvgDeck.h"
#include "files/AtomicFile.h"
#include "Language.h"
#include "core/DataPaths.h"
#include "core/Fonts.h"
#include "core/Texts.h"
#include "table/CardAtlas.h"
#include "ui/Theme.h"

using namespace bizon;
using namespace bizon::decks;
namespace fs = std::filesystem;

namespace {

constexpr const char* suits[] = {"club", "diamond", "heart", "spade"};
constexpr const char* ranks[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"};

// Each card's colour: red its column, green its row, so that a rendered card says which it is.
std::string colourOf(int column, int row) {
  return "rgb(" + std::to_string(column * 19) + "," + std::to_string(row * 50) + ",200)";
}

// An Aisleriot sheet (13 columns, 5 rows of 10x14 cards; the back in the last row's third column),
// without the cards named in `leave`. The jacks are drawn through <use> of a shape placed by a
// transform, as real decks draw their faces.
std::string aisleriotSheet(const std::string& leave = "") {
  std::string svg = R"(<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" )"
                    R"(width="130" height="70"><defs><rect id="face" width="10" height="14"/></defs>)";
  for (int row = 0; row < 4; ++row)
    for (int column = 0; column < 13; ++column) {
      const std::string id = std::string(suits[row]) + "_" + ranks[column];
      if (id == leave) continue;
      const std::string x = std::to_string(column * 10), y = std::to_string(row * 14);
      if (column == 10)
        svg += "<g id=\"" + id + "\" transform=\"translate(" + x + "," + y + ")\"><use xlink:href=\"#face\" fill=\"" +
               colourOf(column, row) + "\"/></g>";
      else
        svg += "<rect id=\"" + id + "\" x=\"" + x + "\" y=\"" + y + "\" width=\"10\" height=\"14\" fill=\"" +
               colourOf(column, row) + "\"/>";
    }
  if (leave != "back") svg += "<rect id=\"back\" x=\"20\" y=\"56\" width=\"10\" height=\"14\" fill=\"" + colourOf(2, 4) + "\"/>";
  return svg + "</svg>";
}

// A KDE sheet: ids RANK_SUIT, each card where its shapes are (one row per suit, 20x28 cards).
std::string kdeSheet() {
  std::string svg = R"(<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150">)";
  for (int row = 0; row < 4; ++row)
    for (int column = 0; column < 13; ++column)
      svg += "<rect id=\"" + std::string(ranks[column]) + "_" + suits[row] + "\" x=\"" + std::to_string(column * 22) +
             "\" y=\"" + std::to_string(row * 30) + "\" width=\"20\" height=\"28\" fill=\"" + colourOf(column, row) + "\"/>";
  return svg + R"(<rect id="back" x="0" y="120" width="20" height="28" fill="#000"/></svg>)";
}

using bizon::test::gzip;

struct Folder {
  fs::path path;
  Folder() : path(fs::temp_directory_path() / ("bizon-decks-" + std::to_string(std::random_device{}()))) {
    fs::create_directories(path);
  }
  ~Folder() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  fs::path write(const std::string& name, const std::string& bytes) const {
    std::ofstream(path / name, std::ios::binary) << bytes;
    return path / name;
  }
};

std::array<int, 4> pixel(const Pixels& p, unsigned x, unsigned y) {
  const std::size_t i = (std::size_t{y} * p.width + x) * 4;
  return {p.rgba[i], p.rgba[i + 1], p.rgba[i + 2], p.rgba[i + 3]};
}

// The shelf's job, once its worker has done it.
const CardJob& waitFor(const std::shared_ptr<CardJob>& job) {
  REQUIRE(test::eventually("the shelf's job done", [&] { return job->ready(); }, std::chrono::milliseconds(10)));
  return *job;
}

std::string refusal(const std::string& bytes) {
  try {
    SvgDeck::parse(bytes);
  } catch (const DeckError& e) {
    return e.what();
  }
  return "";
}

// The KDE sheet with one card's rect replaced.
std::string withCard(std::string svg, const std::string& id, const std::string& drawn) {
  const auto at = svg.find("<rect id=\"" + id + "\"");
  REQUIRE(at != std::string::npos);
  return svg.replace(at, svg.find("/>", at) + 2 - at, drawn);
}

}  // namespace

TEST_CASE("an Aisleriot sheet gives each card from its cell, faces drawn through <use> included", "[decks]") {
  const SvgDeck deck = SvgDeck::parse(aisleriotSheet());
  CHECK(deck.aspect() == Approx(10.0 / 14.0));
  // The ace of spades: column 0, row 3; the jack of hearts (a <use>): column 10, row 2; the back.
  const Card aceOfSpades(Suit::Spades, Rank::Ace), jackOfHearts(Suit::Hearts, Rank::Jack), nine(Suit::Clubs, Rank::Nine);
  CHECK(pixel(deck.card(aceOfSpades.index(), 20, 28), 10, 14) == std::array{0, 150, 200, 255});
  CHECK(pixel(deck.card(jackOfHearts.index(), 20, 28), 10, 14) == std::array{190, 100, 200, 255});
  CHECK(pixel(deck.card(nine.index(), 20, 28), 10, 14) == std::array{152, 0, 200, 255});
  CHECK(pixel(deck.card(SvgDeck::backSlot, 20, 28), 10, 14) == std::array{38, 200, 200, 255});
  // Fitted into a wider cell: centred, transparent beside it.
  const Pixels wide = deck.card(nine.index(), 40, 28);
  CHECK(pixel(wide, 2, 14)[3] == 0);
  CHECK(pixel(wide, 20, 14) == std::array{152, 0, 200, 255});
}

TEST_CASE("a KDE sheet gives each card where its shapes are", "[decks]") {
  const SvgDeck deck = SvgDeck::parse(gzip(kdeSheet()));
  CHECK(deck.aspect() == Approx(20.0 / 28.0));
  const Card queenOfDiamonds(Suit::Diamonds, Rank::Queen);
  CHECK(pixel(deck.card(queenOfDiamonds.index(), 20, 28), 10, 14) == std::array{209, 50, 200, 255});
  CHECK(pixel(deck.card(SvgDeck::backSlot, 20, 28), 10, 14) == std::array{0, 0, 0, 255});
}

TEST_CASE("a KDE sheet with its cards in <defs>, drawn nowhere on the page, gives them all", "[decks]") {
  // Tigullio International and XSkat German define every card in <defs>, as KDE draws any element
  // by its id.
  std::string svg = kdeSheet();
  svg.insert(svg.find('>') + 1, "<defs>");
  svg.insert(svg.rfind("</svg>"), "</defs>");
  const SvgDeck deck = SvgDeck::parse(svg);
  CHECK(deck.aspect() == Approx(20.0 / 28.0));
  const Card queenOfDiamonds(Suit::Diamonds, Rank::Queen);
  CHECK(pixel(deck.card(queenOfDiamonds.index(), 20, 28), 10, 14) == std::array{209, 50, 200, 255});
  CHECK(pixel(deck.card(SvgDeck::backSlot, 20, 28), 10, 14) == std::array{0, 0, 0, 255});
}

TEST_CASE("a KDE face drawn past its card's edge is cut to the card, one drawn at another scale fitted", "[decks]") {
  // The king of hearts (column 12, row 2: x 264, y 60) with a bar 1 unit past each side, as
  // Tigullio's jack of hearts has a sword; the queen of spades (column 11, row 3) at half size, as
  // KDE's Paris draws its faces.
  std::string svg = withCard(kdeSheet(), "king_heart",
                             R"(<g id="king_heart"><rect x="264" y="60" width="20" height="28" fill="#0f0"/>)"
                             R"(<rect x="263" y="70" width="22" height="2" fill="#f00"/></g>)");
  svg = withCard(svg, "queen_spade", R"(<rect id="queen_spade" x="242" y="90" width="10" height="14" fill="#00f"/>)");
  const SvgDeck deck = SvgDeck::parse(svg);
  const Card kingOfHearts(Suit::Hearts, Rank::King), queenOfSpades(Suit::Spades, Rank::Queen);
  CHECK(deck.region(kingOfHearts.index()).x == Approx(264));
  CHECK(deck.region(kingOfHearts.index()).width == Approx(20));
  const Pixels king = deck.card(kingOfHearts.index(), 20, 28);
  CHECK(pixel(king, 0, 0) == std::array{0, 255, 0, 255});
  CHECK(pixel(king, 0, 10) == std::array{255, 0, 0, 255});
  const Pixels queen = deck.card(queenOfSpades.index(), 20, 28);
  CHECK(pixel(queen, 0, 0) == std::array{0, 0, 255, 255});
  CHECK(pixel(queen, 19, 27) == std::array{0, 0, 255, 255});
  // A face of another shape is no card of this deck.
  const std::string square = withCard(kdeSheet(), "jack_club", R"(<rect id="jack_club" x="220" y="0" width="20" height="20"/>)");
  CHECK(refusal(square) == "the cards are not all of one shape (the jack of clubs differs from the others)");
}

TEST_CASE("bad decks are refused in one line", "[decks]") {
  SECTION("not SVG") { CHECK_THAT(refusal("PK\x03\x04 a zip file"), Catch::Contains("not SVG")); }
  SECTION("an SVG that is not a deck") {
    CHECK_THAT(refusal(R"(<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>)"),
               Catch::Contains("not a card deck"));
  }
  SECTION("truncated") {
    const std::string sheet = aisleriotSheet();
    CHECK_THAT(refusal(gzip(sheet).substr(0, 300)), Catch::Contains("truncated gzip"));
    CHECK_THAT(refusal(sheet.substr(0, sheet.size() / 2)), Catch::Contains("not SVG"));
  }
  SECTION("missing a card") {
    CHECK(refusal(aisleriotSheet("heart_king")) == "no card for the king of hearts (heart_king)");
    CHECK_THAT(refusal(aisleriotSheet("back")), Catch::Contains("(back)"));
  }
  SECTION("librsvg refuses it") {
    CHECK_THAT(refusal("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><g></svg>"),
               Catch::Contains("not SVG"));
  }
  SECTION("huge once inflated") {
    const std::string bomb = gzip("<svg>" + std::string(SvgImage::maxInflated, ' '));
    CHECK_THAT(refusal(bomb), Catch::Contains("larger than 64 MB once inflated"));
  }
  SECTION("one line") {
    const std::string why = refusal("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect\n");
    CHECK_FALSE(why.empty());
    CHECK(why.find('\n') == std::string::npos);
  }
}

TEST_CASE("a huge deck file is refused unread", "[decks]") {
  const Folder folder;
  const fs::path file = folder.path / "huge.svgz";
  std::ofstream(file).close();
  fs::resize_file(file, SvgDeck::maxFileBytes + 1);
  CHECK_THROWS_WITH(SvgDeck::load(file), Catch::Contains("larger than"));
  CHECK_THROWS_WITH(SvgDeck::load(folder.path / "missing.svg"), Catch::Contains("no such file"));
}

TEST_CASE("the shelf renders off the caller's thread, says what is wrong with a bad deck, and caches", "[decks]") {
  const Folder decks, cache;
  const fs::path good = decks.write("mine.svg", aisleriotSheet());
  const fs::path bad = decks.write("broken.svgz", gzip(aisleriotSheet()).substr(0, 200));
  const DeckCatalog catalog = DeckCatalog::scan({.aisleriot = {}, .kde = {}, .drawn = {}, .user = decks.path});
  REQUIRE(catalog.find("mine"));
  REQUIRE(catalog.find("broken"));
  {
    DeckShelf shelf(catalog, DeckCache(cache.path));
    const auto mine = shelf.request(*catalog.find("mine"), 20, 28);
    const CardJob& job = waitFor(mine);
    CHECK(job.problem().empty());
    REQUIRE(job.cards().size() == SvgDeck::slots);
    CHECK(pixel(job.cards()[SvgDeck::backSlot], 10, 14) == std::array{38, 200, 200, 255});
    const auto refused = shelf.request(*catalog.find("broken"), 20, 28);
    const CardJob& broken = waitFor(refused);
    CHECK(broken.cards().empty());
    CHECK(broken.problem() == "broken.svgz: truncated gzip data");
    CHECK(shelf.problem("broken") == broken.problem());
    CHECK(shelf.problem("mine").empty());
  }
  // A second launch: the rendering comes from the cache at once, until the deck file changes.
  const DeckCache kept(cache.path);
  const auto cards = kept.load(good, 20, 28);
  REQUIRE(cards);
  CHECK(pixel((*cards)[SvgDeck::backSlot], 10, 14) == std::array{38, 200, 200, 255});
  DeckShelf again(catalog, DeckCache(cache.path));
  CHECK(again.request(*catalog.find("mine"), 20, 28)->ready());
  CHECK_FALSE(kept.load(good, 21, 28));
  std::ofstream(good, std::ios::app) << "\n<!-- changed -->\n";
  fs::last_write_time(good, fs::last_write_time(good) + std::chrono::seconds(5));
  CHECK_FALSE(kept.load(good, 20, 28));
  // A cache file cut short is not used.
  REQUIRE(kept.save(good, 20, 28, *cards));
  for (const auto& entry : fs::directory_iterator(cache.path)) fs::resize_file(entry.path(), 100);
  CHECK_FALSE(kept.load(good, 20, 28));
}

TEST_CASE("the catalogue: Paris by default, four colours from a four-colour deck, else the painted deck", "[decks]") {
  const Folder aisleriot, kde, user;
  aisleriot.write("paris.svgz", "x");
  aisleriot.write("neoclassical_4_color.svgz", "x");
  aisleriot.write("notes.txt", "x");
  fs::create_directories(kde.path / "svg-oxygen");
  kde.write("svg-oxygen/index.desktop", "[KDE Backdeck]\nName=Oxygen\nName[fr]=Oxygène\nSVG=oxygen.svgz\n");
  user.write("Mine.svg", "x");
  const DeckCatalog catalog = DeckCatalog::scan({aisleriot.path, kde.path, {}, user.path});
  REQUIRE(catalog.decks().size() == 5);
  CHECK(catalog.decks()[0].painted());
  CHECK(catalog.find("PARIS")->file == aisleriot.path / "paris.svgz");
  CHECK(catalog.find("kde-oxygen")->title == "Oxygen (KDE)");
  CHECK(catalog.find("kde-oxygen")->file == kde.path / "svg-oxygen" / "oxygen.svgz");
  CHECK(catalog.find("mine"));
  CHECK_FALSE(catalog.find("notes"));
  CHECK(catalog.shown("", false).name == "paris");
  CHECK(catalog.shown("kde-oxygen", false).name == "kde-oxygen");
  CHECK(catalog.shown("gone", false).name == "paris");
  CHECK(catalog.shown("", true).name == "neoclassical_4_color");
  CHECK(catalog.shown("kde-oxygen", true).name == "neoclassical_4_color");
  CHECK(catalog.shown("painted", true).name == "painted");
  // No deck package: the painted deck, whatever the colours.
  const DeckCatalog bare = DeckCatalog::scan({{}, {}, {}, {}});
  CHECK(bare.shown("", false).painted());
  CHECK(bare.shown("paris", true).painted());
}

// Each card of the installed decks looks as in the whole sheet: the sheet's region of the card
// rendered at the card's size, compared with the card rendered alone. Hidden from the discovered
// cases: CTest runs it as game.installed_decks, reported as skipped when it prints the warning
// below (no deck package installed, so nothing was compared).
TEST_CASE("installed decks: every card matches its place in the whole sheet", "[decks][.installed]") {
  const DeckCatalog catalog = DeckCatalog::scan({});
  int checked = 0;
  for (const char* name : {"paris", "anglo_modern_4_color", "neoclassical_4_color", "tigullio", "kde-standard", "kde-oxygen"}) {
    const DeckEntry* entry = catalog.find(name);
    if (!entry) continue;
    INFO(name);
    const SvgDeck deck = SvgDeck::load(entry->file);
    const SvgImage sheet(*readFileLimited(entry->file, SvgDeck::maxFileBytes, Links::Follow).text);
    for (int slot = 0; slot < SvgDeck::slots; ++slot) {
      INFO(slotName(slot));
      const Box r = deck.region(slot);
      // A KDE deck may keep its back off the sheet's page: it renders, but there is nothing to compare.
      if (r.x < 0 || r.y < 0 || r.x + r.width > sheet.size().width || r.y + r.height > sheet.size().height) continue;
      const auto w = static_cast<unsigned>(std::lround(r.width * 2)), h = static_cast<unsigned>(std::lround(r.height * 2));
      const Pixels card = deck.card(slot, w, h), there = sheet.render(r, w, h);
      // Inside a margin of 8 % (a sheet's neighbours may overlap a cell's edge: Tigullio's do).
      const unsigned mx = w * 8 / 100, my = h * 8 / 100;
      double sum = 0;
      long count = 0;
      for (unsigned y = my; y + my < h; ++y)
        for (unsigned x = mx; x + mx < w; ++x, ++count) {
          const auto a = pixel(card, x, y), b = pixel(there, x, y);
          for (int c = 0; c < 4; ++c) sum += std::abs(a[c] - b[c]);
        }
      REQUIRE(count > 0);
      CHECK(sum / static_cast<double>(count * 4) < 1.0);
    }
    ++checked;
  }
  if (checked == 0) WARN("skipped: no deck package installed, nothing to compare");
}

TEST_CASE("a deck chosen while cards show: they stay until the new ones are drawn, each face with the large index",
          "[.layout-text]") {
  // Changing the deck once showed blank red backs for seconds.
  const Folder decks;
  decks.write("mine.svg", aisleriotSheet());
  const DeckCatalog catalog = DeckCatalog::scan({.aisleriot = {}, .kde = {}, .drawn = {}, .user = decks.path});
  DeckShelf shelf(catalog);
  const DataPaths paths = DataPaths::locate();
  Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  const auto look = table::PaintedLook::of(Texts(paths, localization::Language::English), false);
  table::CardAtlas atlas;
  const auto at = [&atlas](int slot, float fx, float fy) {
    const sf::Image card = atlas.card(atlas.texture()->copyToImage(), slot);
    return card.getPixel(static_cast<unsigned>(static_cast<float>(card.getSize().x) * fx),
                         static_cast<unsigned>(static_cast<float>(card.getSize().y) * fy));
  };
  atlas.build(fonts, {60, 84}, look, shelf, catalog.decks().front());  // the painted deck
  for (const sf::Vector2u size : {sf::Vector2u{60, 84}, sf::Vector2u{80, 112}}) {
    CAPTURE(size.x);
    atlas.build(fonts, size, look, shelf, *catalog.find("mine"));
    // While the worker draws the deck (at the previous size, then at a new one), the cards shown
    // before stay: never the plain back.
    if (atlas.pending()) CHECK(at(SvgDeck::backSlot, 0.5f, 0.5f) != ui::colours::plainBackEdge);
    if (atlas.pending()) CHECK(at(SvgDeck::backSlot, 0.5f, 0.5f) != ui::colours::plainBackField);
    REQUIRE(test::eventually("the deck drawn at its new size", [&] {
      atlas.update();
      return !atlas.pending();
    }, std::chrono::milliseconds(5)));
    CHECK(at(SvgDeck::backSlot, 0.5f, 0.5f) == sf::Color(38, 200, 200));
    // A face keeps its own colour, with a patch of paper over its top-left corner for the index.
    const int nine = Card(Suit::Clubs, Rank::Nine).index();
    CHECK(at(nine, 0.5f, 0.6f) == sf::Color(8 * 19, 0, 200));
    CHECK(at(nine, 0.27f, 0.06f) == ui::colours::indexPatch);
  }
}
