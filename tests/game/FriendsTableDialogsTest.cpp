// The questions and ways on at a table of friends: its host is asked before quitting or opening another table in the middle of its set (the friends are told: e2e_friends.py), and a set's end offers another set with the same people or leaving their table. Needs a display (fonts): it runs in game.layout_text.
#include <algorithm>
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "ScreenTestContext.h"
#include "screens/CloseTableDialog.h"
#include "screens/MenuScreen.h"
#include "screens/SetOverScreen.h"

using namespace bizon;

namespace {

sf::Vector2f centre(sf::FloatRect r) { return {r.left + r.width / 2.f, r.top + r.height / 2.f}; }

const Screen::Target* find(const std::vector<Screen::Target>& targets, const std::string& name) {
  for (const Screen::Target& t : targets)
    if (t.name == name) return &t;
  return nullptr;
}

void tap(Screen& screen, const std::string& name) {
  const auto targets = screen.targets();
  const Screen::Target* target = find(targets, name);
  REQUIRE(target);
  screen.tap(centre(target->rect));
}

}  // namespace

TEST_CASE("the host of a table of friends in play is asked before quitting or opening another table", "[.layout-text]") {
  test::ScreenWorld world;
  test::CountingStack& stack = world.stack;
  stack.friends = stack.hosting = true;
  for (const char* way : {"quit", "friends", "leave_table"}) {
    CAPTURE(way);
    stack.names.clear(), stack.quits = 0, stack.newSets = 0;
    screens::MenuScreen menu(world.context);
    menu.resize({360.f, 640.f});
    tap(menu, way);
    // The question comes in the menu's place, and nothing is closed yet.
    REQUIRE(stack.names == std::vector<std::string>{"dialog"});
    CHECK(stack.quits == 0);
    CHECK(stack.newSets == 0);
  }
  // Without a table of its own in play, Quit quits at once.
  stack.hosting = false;
  stack.names.clear();
  screens::MenuScreen menu(world.context);
  menu.resize({1280.f, 720.f});
  tap(menu, "quit");
  CHECK(stack.names.empty());
  CHECK(stack.quits == 1);
}

TEST_CASE("the question before closing a hosted table: Keep playing (Esc too) keeps it, the other answer closes it", "[.layout-text]") {
  test::ScreenWorld world;
  int closed = 0;
  screens::CloseTableDialog dialog(world.context, screens::CloseTableDialog::Then::Quit, [&] { ++closed; });
  dialog.resize({1280.f, 720.f});
  tap(dialog, "cancel");
  CHECK(world.stack.popped == 1);
  dialog.key(sf::Keyboard::Escape);
  CHECK(world.stack.popped == 2);
  CHECK(closed == 0);
  tap(dialog, "confirm");
  CHECK(closed == 1);
}

TEST_CASE("a set's end at a table of friends offers another set with them, or leaving their table, not a new set here", "[.layout-text]") {
  test::ScreenWorld world;
  world.stack.friends = true;
  screens::SetOverScreen over(world.context, "x", PerSeat<int>{{12, -3, 9}}, PerSeat<bool>{{true, false, false}});
  over.resize({360.f, 640.f});
  const auto targets = over.targets();
  CHECK_FALSE(find(targets, "new_set"));
  REQUIRE(find(targets, "leave_table"));
  const std::string asked = world.texts.format("set_over.another_asked", {{"player", "Ann"}});
  over.update(0.f);
  CHECK(std::count(over.lines().begin(), over.lines().end(), asked) == 0);
  // Ann said yes first: this window is told, and its Another set joins her.
  world.stack.askedBy = "Ann";
  over.update(0.f);
  CHECK(std::count(over.lines().begin(), over.lines().end(), asked) == 1);
  tap(over, "another");
  CHECK(world.stack.anotherSets == 1);
  tap(over, "leave_table");
  CHECK(world.stack.newSets == 1);  // at a table of friends: that table left, the chair's set over

  world.stack.friends = false;
  screens::SetOverScreen alone(world.context, "x", PerSeat<int>{{12, -3, 9}}, PerSeat<bool>{{true, false, false}});
  alone.resize({1280.f, 720.f});
  CHECK_FALSE(find(alone.targets(), "another"));
  CHECK(find(alone.targets(), "new_set"));
}
