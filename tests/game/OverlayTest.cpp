// The dialogs over the table (menu, the question before a new set, the end of a set): every line and
// button reads whole inside its panel, in all four languages and at every size; the buttons answer
// by name (--targets) and do what they say. Needs a display (fonts): it runs under xvfb-run with
// the measured text (game.layout_text).
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "core/Context.h"
#include "ScreenTestContext.h"
#include "core/DataPaths.h"
#include "core/Fonts.h"
#include "core/Screen.h"
#include "core/Texts.h"
#include "decks/DeckShelf.h"
#include "ui/TextField.h"
#include "screens/MenuScreen.h"
#include "screens/NewSetDialog.h"
#include "screens/SetOverScreen.h"
#include "ui/Metrics.h"

using namespace bizon;

namespace {

const std::vector<sf::Vector2f> sizes{{1280.f, 720.f}, {800.f, 600.f}, {360.f, 640.f}, {1920.f, 1080.f},
                                      {640.f, 360.f},  {320.f, 480.f}, {1024.f, 768.f}};

sf::Vector2f centre(sf::FloatRect r) { return {r.left + r.width / 2.f, r.top + r.height / 2.f}; }

const Screen::Target* find(const std::vector<Screen::Target>& targets, const std::string& name) {
  for (const Screen::Target& t : targets)
    if (t.name == name) return &t;
  return nullptr;
}

float width(const sf::Font& font, const std::string& utf8, unsigned size) {
  sf::Text text(sf::String::fromUtf8(utf8.begin(), utf8.end()), font, size);
  const sf::FloatRect b = text.getLocalBounds();
  return b.left + b.width;
}

}  // namespace

TEST_CASE("the dialogs: every text inside its panel, every button's words at full size", "[.layout-text]") {
  const DataPaths paths = DataPaths::locate();
  Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  Settings settings;
  settings.tempo = Tempo::Instant;  // the totals counted up at once, the winners' stars shown
  test::CountingStack stack;
  test::Silent silent;
  decks::DeckShelf shelf(decks::DeckCatalog::scan({}));
  for (localization::Language language : localization::allLanguages) {
    Texts texts(paths, language);
    Context context{fonts, texts, settings, paths, {}, stack, nullptr, silent, shelf};
    const std::vector<std::pair<std::string, std::function<std::unique_ptr<Screen>()>>> dialogs{
        {"menu", [&] { return std::make_unique<screens::MenuScreen>(context); }},
        {"dialog", [&] { return std::make_unique<screens::NewSetDialog>(context, 14, 15); }},
        // The widest totals a set can end on, a shared win.
        {"set_over", [&] { return std::make_unique<screens::SetOverScreen>(context, "x", PerSeat<int>{{-150, 150, 150}},
                                                                           PerSeat<bool>{{false, true, true}}); }},
    };
    for (const auto& [name, make] : dialogs)
      for (const sf::Vector2f size : sizes) {
        CAPTURE(texts("seat.you"), name, size.x, size.y);
        const auto screen = make();
        screen->resize(size);
        CHECK(screen->name() == name);
        const ui::Metrics metrics(size);
        const auto targets = screen->targets();
        REQUIRE_FALSE(targets.empty());
        for (const Screen::Target& t : targets) {
          CAPTURE(t.name);
          // Inside the window with its margin, and the words at the text size inside the button's padding.
          CHECK(t.rect.left >= metrics.margin - 0.5f);
          CHECK(t.rect.top >= metrics.margin - 0.5f);
          CHECK(t.rect.left + t.rect.width <= size.x - metrics.margin + 0.5f);
          CHECK(t.rect.top + t.rect.height <= size.y - metrics.margin + 0.5f);
        }
      }
    // The buttons' words, at the size the dialog gives them, in the narrowest dialog.
    const ui::Metrics narrow(sf::Vector2f{360.f, 640.f});
    const float room = std::min(360.f - 2 * narrow.margin, 420.f * narrow.scale) - 2 * narrow.margin -
                       2.f * std::max(6.f, narrow.buttonHeight * 0.2f);
    for (const char* key : {"new_set.keep_playing", "new_set.abandon", "set_over.new_set", "set_over.scoresheet",
                            "set_over.review", "menu.quit", "menu.new_set", "menu.how_to_play", "menu.daily"}) {
      CAPTURE(texts(key));
      CHECK(width(fonts.bold, texts(key), narrow.textSize) <= room);
    }
  }
}

TEST_CASE("the question before a new set: Keep playing closes it, Abandon starts the new set", "[.layout-text]") {
  test::ScreenWorld world;
  Context& context = world.context;
  const test::CountingStack& stack = world.stack;
  screens::NewSetDialog dialog(context, 3, 15);
  dialog.resize({800.f, 600.f});
  const auto targets = dialog.targets();
  REQUIRE(find(targets, "confirm"));
  REQUIRE(find(targets, "cancel"));
  dialog.tap(centre(find(targets, "cancel")->rect));
  CHECK(stack.popped == 1);
  CHECK(stack.abandoned == 0);
  dialog.key(sf::Keyboard::Escape);  // Esc keeps the set too
  CHECK(stack.popped == 2);
  dialog.tap(centre(find(targets, "confirm")->rect));
  CHECK(stack.abandoned == 1);

  SECTION("the end of a set: without a history its scoresheet and review are greyed, a new set is offered") {
    screens::SetOverScreen over(context, "x", PerSeat<int>{{12, -3, 9}}, PerSeat<bool>{{true, false, false}});
    over.resize({800.f, 600.f});
    const auto buttons = over.targets();
    CHECK(find(buttons, "new_set"));
    CHECK(find(buttons, "quit"));
    CHECK_FALSE(find(buttons, "sheet"));
    CHECK_FALSE(find(buttons, "review"));
    over.tap(centre(find(buttons, "new_set")->rect));
    CHECK(stack.newSets == 1);
  }
}

TEST_CASE("a text field's UTF-8: a character added and the last one taken off whole, the length in characters", "[overlay]") {
  using namespace bizon::ui;
  std::string name = appendUtf8(appendUtf8("Zo", U'\u00eb'), U'\u263a');
  CHECK(name == "Zo\u00eb\u263a");
  CHECK(utf8Length(name) == 4);
  name = eraseLastUtf8(name);
  CHECK(name == "Zo\u00eb");
  name = eraseLastUtf8(name);
  CHECK(name == "Zo");
  CHECK(eraseLastUtf8("") == "");
  CHECK(appendUtf8("", U'\U0001F600') == "\U0001F600");
}
