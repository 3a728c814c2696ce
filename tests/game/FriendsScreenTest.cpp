// Join a table with the tables found on the local network (a browser of the test's, no daemon): they
// come and go with the network, one tap puts a table's address in and asks for its code, another
// version's table is not offered, and everything stays inside the window. Needs a display (fonts):
// it runs under xvfb-run with the measured text (game.layout_text).
#include <catch2/catch.hpp>

#include <string>

#include "ScreenTestContext.h"
#include "screens/JoinScreen.h"
#include "server/LanDiscovery.h"

using namespace bizon;

namespace {

// The network as the test makes it.
class TestLan : public LanBrowser {
 public:
  explicit TestLan(LanTableList& list) : list_(list) {}
  std::vector<LanTable> tables() const override { return list_.tables(); }
  unsigned version() const override { return list_.version(); }

 private:
  LanTableList& list_;
};

const Screen::Target* find(const std::vector<Screen::Target>& targets, const std::string& name) {
  for (const Screen::Target& t : targets)
    if (t.name == name) return &t;
  return nullptr;
}

sf::Vector2f centre(sf::FloatRect r) { return {r.left + r.width / 2.f, r.top + r.height / 2.f}; }

void type(Screen& screen, const std::string& ascii) {
  for (const char c : ascii) screen.text(static_cast<char32_t>(c));
}

}  // namespace

TEST_CASE("Join: a table found on the network is one tap away, its code still asked", "[.layout-text]") {
  test::ScreenWorld world;
  world.settings.playerName = "Bob";
  world.settings.tableAddress = "10.0.0.9:7340";
  world.settings.tableCode = "AAAAA-BBBBB";  // the last table's, elsewhere
  LanTableList lan;
  screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan));
  join.resize({1280.f, 720.f});
  CHECK_FALSE(find(join.targets(), "lan_0"));

  // Ann's table is announced (port 9 on the loopback: nobody answers there, and nothing waits).
  lan.found({1, 0, "Bizon (Ann)"}, "127.0.0.1", 9, lanTxt("Ann"));
  join.update(0.f);
  const Screen::Target* ann = find(join.targets(), "lan_0");
  REQUIRE(ann);
  join.tap(centre(ann->rect));
  CHECK(join.typing());  // the code's field has the keyboard
  // The code kept from the last table was for another address: gone, so Join asks for it.
  join.key(sf::Keyboard::Enter);
  CHECK(world.stack.pushed == 0);
  CHECK(world.settings.tableCode == "AAAAA-BBBBB");

  const Screen::Target* code = find(join.targets(), "code");
  REQUIRE(code);
  join.tap(centre(code->rect));
  type(join, "k7qm2-9xh4r");
  join.key(sf::Keyboard::Enter);
  CHECK(world.stack.pushed == 1);  // the lobby, connecting
  CHECK(world.settings.tableAddress == "127.0.0.1:9");
  CHECK(world.settings.tableCode == "K7QM2-9XH4R");
}

TEST_CASE("Join: the list follows the network, another version's table is not offered, and it fits a phone", "[.layout-text]") {
  test::ScreenWorld world;
  LanTableList lan;
  screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan));
  join.resize({360.f, 640.f});
  lan.found({2, 0, "Bizon (Old)"}, "192.168.1.7", 7340, {"proto=bizon-table-0", "host=Old"});
  join.update(0.f);
  CHECK_FALSE(find(join.targets(), "lan_0"));  // shown greyed: not a target

  for (const char* name : {"Ann", "Bea", "Cid", "Dan", "Eve"})
    lan.found({2, 0, std::string("Bizon (") + name + ")"}, "192.168.1.5", 7340, lanTxt(name));
  join.update(0.f);
  const auto targets = join.targets();
  CHECK(find(targets, "lan_1"));
  CHECK(find(targets, "lan_2"));  // lan_0 is Ann's, lan_1 Bea's …
  CHECK_FALSE(find(targets, "lan_3"));  // at most JoinScreen::maxListed
  for (const Screen::Target& t : targets) {
    INFO(t.name);
    CHECK(t.rect.left >= 0.f);
    CHECK(t.rect.top >= 0.f);
    CHECK(t.rect.left + t.rect.width <= 360.f);
    CHECK(t.rect.top + t.rect.height <= 640.f);
  }

  lan.clear();  // the daemon went away
  join.update(0.f);
  CHECK_FALSE(find(join.targets(), "lan_0"));
  CHECK(find(join.targets(), "join"));
}
