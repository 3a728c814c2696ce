// The settings screen as a player uses it: a tap on a value's halves steps it back or on, the keys
// move a focus that is shown only once a key is pressed, the language opens a list, and without
// an audio device the Sound row only reads. Needs a display (fonts, the deck's preview): it runs
// under xvfb-run with the measured text (game.layout_text).
#include <catch2/catch.hpp>

#include "core/Context.h"
#include "ScreenTestContext.h"
#include "core/DataPaths.h"
#include "core/Fonts.h"
#include "core/Screen.h"
#include "core/Texts.h"
#include "Language.h"
#include "decks/DeckShelf.h"
#include "screens/SettingsLayout.h"
#include "screens/SettingsScreen.h"

using namespace bizon;

namespace {

sf::Vector2f centre(sf::FloatRect r) { return {r.left + r.width / 2.f, r.top + r.height / 2.f}; }

}  // namespace

TEST_CASE("the settings: ‹ › step a value, keys move a focus, the language opens a list", "[.layout-text]") {
  test::ScreenWorld world;
  world.shelf.setSynchronous(true);
  Context& context = world.context;
  Settings& settings = world.settings;
  const test::CountingStack& stack = world.stack;
  const sf::Vector2f window(360.f, 640.f);
  screens::SettingsScreen screen(context);
  screen.resize(window);
  // Language, Deck (with its preview), Tempo, Level (explained under it), Four colours, Shuffle,
  // Packets, Coach, Sound.
  const screens::SettingsLayout layout(window, 9, 1, 3);
  const int tempo = 2, level = 3, coach = 7, sound = 8;

  SECTION("a tap on the right half steps on, on the left half back") {
    REQUIRE(settings.tempo == Tempo::Normal);
    screen.tap(centre(layout.next(tempo)));
    CHECK(settings.tempo == Tempo::Fast);
    screen.tap(centre(layout.back(tempo)));
    screen.tap(centre(layout.back(tempo)));
    CHECK(settings.tempo == Tempo::Slow);
    CHECK(stack.changed == 3);
  }
  SECTION("the level steps Easy, Normal, Hard, explained under its row; the coach turns off and on") {
    REQUIRE(settings.level == AiLevel::Normal);  // a new player's
    REQUIRE(layout.help().height > 0.f);
    screen.tap(centre(layout.next(level)));
    CHECK(settings.level == AiLevel::Hard);
    REQUIRE(settings.coach);
    screen.tap(centre(layout.next(coach)));
    CHECK_FALSE(settings.coach);
    screen.tap(centre(layout.back(coach)));
    CHECK(settings.coach);
  }
  SECTION("without an audio device the Sound row only reads") {
    const Volume before = settings.volume;
    screen.tap(centre(layout.next(sound)));
    screen.tap(centre(layout.back(sound)));
    CHECK(settings.volume == before);
    CHECK(stack.changed == 0);
  }
  SECTION("the keys: nothing is focused until a key moves the focus; ← → change, Enter opens the list") {
    screen.key(sf::Keyboard::Right);  // no focus yet: nothing changes
    CHECK(stack.changed == 0);
    screen.key(sf::Keyboard::Down);   // the language
    screen.key(sf::Keyboard::Down);   // the deck
    screen.key(sf::Keyboard::Down);   // the tempo
    screen.key(sf::Keyboard::Right);
    CHECK(settings.tempo == Tempo::Fast);
    screen.key(sf::Keyboard::Up);
    screen.key(sf::Keyboard::Up);
    screen.key(sf::Keyboard::Enter);  // the language's list
    CHECK(stack.pushed == 1);
  }
  SECTION("the language's row opens the list; Close and Esc close") {
    screen.tap(centre(layout.selector(0)));
    CHECK(stack.pushed == 1);
    CHECK(settings.language.empty());  // chosen in the list, not cycled
    screen.tap(centre(layout.close()));
    CHECK(stack.popped == 1);
    screen.key(sf::Keyboard::Escape);
    CHECK(stack.popped == 2);
  }
}

TEST_CASE("the decks are named in the player's language where their names have words", "[settings]") {
  using localization::Language;
  const DataPaths paths = DataPaths::locate();
  const Texts french(paths, Language::French), german(paths, Language::German);
  const decks::DeckEntry painted{"painted", {}, {}};
  const decks::DeckEntry four{"anglo_modern_4_color", "Anglo modern 4 color", "/usr/share/aisleriot/cards/anglo_modern_4_color.svgz"};
  const decks::DeckEntry swiss{"swiss-xvii", "Swiss-xvii", "/usr/share/aisleriot/cards/swiss-xvii.svgz"};
  const decks::DeckEntry paris{"paris", "Paris", "/usr/share/aisleriot/cards/paris.svgz"};
  const decks::DeckEntry own{"my_deck", "My deck", "/home/me/decks/my_deck.svg"};
  CHECK(screens::SettingsScreen::deckTitle(french, painted) == "Peint");
  CHECK(screens::SettingsScreen::deckTitle(french, four) == "Anglo moderne, 4 couleurs");
  CHECK(screens::SettingsScreen::deckTitle(german, four) == "Anglo modern, 4 Farben");
  CHECK(screens::SettingsScreen::deckTitle(french, swiss) == "Suisse, XVIIe siècle");
  // A place's name, or a deck of the player's own: its own name.
  CHECK(screens::SettingsScreen::deckTitle(french, paris) == "Paris");
  CHECK(screens::SettingsScreen::deckTitle(french, own) == "My deck");
}
