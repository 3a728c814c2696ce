// `bizon cards list|export`: the decks found, and a deck's 24 cards and back as PNG files, as the table draws them.
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>

#include <SFML/Graphics/Image.hpp>

#include "Arguments.h"
#include "Commands.h"
#include "core/DataPaths.h"
#include "Output.h"
#include "settings/Settings.h"
#include "decks/DeckShelf.h"
#include "decks/SvgDeck.h"
#include "files/DataDirectory.h"
#include "table/CardAtlas.h"

namespace bizon {

namespace {

namespace fs = std::filesystem;

constexpr const char* cardsUsage = "cards takes: list, or export DIR [--deck NAME] [--width W]";
constexpr double paintedAspect = 0.714;  // the table's card, 2.5 x 3.5

decks::DeckCatalog catalog() {
  fs::path data;
  try {
    data = dataDirectory();
  } catch (const std::exception&) {
    // No data directory: the system decks only.
  }
  return decks::DeckCatalog::scan(decks::DeckFolders::of(data, DataPaths::locate().share));
}

std::string fileName(int slot) {
  return slot == decks::SvgDeck::backSlot ? "back.png" : code(Card::fromIndex(slot)) + ".png";
}

void save(const sf::Image& image, const fs::path& file) {
  if (!image.saveToFile(file.string())) throw std::runtime_error("cannot write " + file.string());
}

// The painted deck is drawn by the graphics card, as at the table: it needs a display.
void exportPainted(const fs::path& dir, unsigned width) {
  if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY"))
    throw std::runtime_error("the painted deck is drawn by the graphics card: export it with a display (xvfb-run)");
  const DataPaths paths = DataPaths::locate();
  Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  const Texts texts(paths, localization::Language::English);
  decks::DeckShelf shelf(decks::DeckCatalog{});
  table::CardAtlas atlas;
  const auto height = static_cast<unsigned>(std::lround(width / paintedAspect));
  atlas.build(fonts, {width, height}, table::PaintedLook::of(texts, false), shelf, shelf.catalog().shown("", false));
  const sf::Image image = atlas.texture()->copyToImage();
  for (int slot = 0; slot < decks::SvgDeck::slots; ++slot) save(atlas.card(image, slot), dir / fileName(slot));
}

// An SVG deck's cards as the table's atlas receives them: the same shelf, the same rendering.
void exportSvg(const decks::DeckEntry& deck, const fs::path& dir, unsigned width) {
  decks::SvgDeck sheet = [&] {
    try {
      return decks::SvgDeck::load(deck.file);
    } catch (const decks::DeckError& e) {
      throw std::runtime_error(deck.file.string() + ": " + e.what());
    }
  }();
  const auto height = static_cast<unsigned>(std::lround(width / sheet.aspect()));
  decks::DeckShelf shelf(decks::DeckCatalog{});
  shelf.setSynchronous(true);
  const auto job = shelf.request(deck, width, height);
  if (!job->problem().empty()) throw std::runtime_error(job->problem());
  for (int slot = 0; slot < decks::SvgDeck::slots; ++slot) {
    const decks::Pixels& p = job->cards()[static_cast<std::size_t>(slot)];
    sf::Image image;
    image.create(p.width, p.height, p.rgba.data());
    save(image, dir / fileName(slot));
  }
}

}  // namespace

int cardsCommand(const std::vector<std::string>& args) {
  const Arguments arguments(args, {"--deck", "--width"});
  const auto& words = arguments.positional();
  const decks::DeckCatalog decks = catalog();
  if (words.size() == 1 && words[0] == "list") {
    if (arguments.has("--deck") || arguments.has("--width")) throw UsageError(cardsUsage);
    const decks::DeckEntry& shown = decks.shown("", false);
    for (const decks::DeckEntry& deck : decks.decks())
      std::cout << terminalSafe(deck.name) << "\t" << (deck.painted() ? "Painted" : terminalSafe(deck.title)) << "\t"
                << (deck.painted() ? std::string("(drawn by Bizon)") : terminalSafe(deck.file.string()))
                << (&deck == &shown ? "\t(default)" : "") << "\n";
    return 0;
  }
  if (words.size() != 2 || words[0] != "export") throw UsageError(cardsUsage);
  const fs::path dir = words[1];
  const auto width = static_cast<unsigned>(arguments.number("--width", 120, 16, 2000));
  const std::string name = arguments.text("--deck").value_or("");
  const decks::DeckEntry* deck = name.empty() ? &decks.shown("", false) : decks.find(name);
  if (!deck) throw UsageError("no deck named " + name + " (bizon cards list shows the decks)");
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir))
    throw std::runtime_error("cannot make the folder " + dir.string() + (ec ? ": " + ec.message() : ""));
  if (deck->painted())
    exportPainted(dir, width);
  else
    exportSvg(*deck, dir, width);
  std::cout << "the " << terminalSafe(deck->name) << " deck: 25 cards " << width << " px wide in "
            << terminalSafe(dir.string()) << "\n";
  return 0;
}

}  // namespace bizon
