// Join a table with the tables found on the local network (a browser of the test's, no daemon): they
// come and go with the network, one tap puts a table's address in and asks for its code, another
// version's table is not offered, and everything stays inside the window. The host's lobby, at a
// server on 127.0.0.1: the host is not asked to be ready, Start waits for the guests' Ready and
// starts the set. Needs a display (fonts): it runs under xvfb-run with the measured text
// (game.layout_text).
#include <algorithm>
#include <catch2/catch.hpp>

#include <chrono>
#include <functional>
#include <string>
#include <string_view>

#include "../Eventually.h"
#include "../history/TestDirectory.h"
#include "ScreenTestContext.h"
#include "ui/Metrics.h"
#include "screens/JoinScreen.h"
#include "screens/LobbyScreen.h"
#include <SFML/Window/Clipboard.hpp>
#include <boost/asio.hpp>

#include "Player.h"
#include "server/HostedServer.h"
#include "server/Invitation.h"
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

// Frames of the screen (and `alongside`) until `done` holds; fails saying `what` did not happen.
bool frames(Screen& screen, std::string_view what, const std::function<bool()>& done,
            const std::function<void()>& alongside = [] {}) {
  return test::eventually(what, [&] {
    screen.update(0.02f);
    alongside();
    return done();
  }, std::chrono::milliseconds(10));
}

RemoteTarget at(unsigned short port, const std::filesystem::path& data, const std::string& name) {
  RemoteTarget t;
  t.host = "127.0.0.1", t.port = std::to_string(port), t.dataDirectory = data;
  t.create.name = name;
  return t;
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

TEST_CASE("Lobby: the host is not asked to be ready; Start waits for the guests' Ready, then starts the set", "[.layout-text]") {
  test::TestDirectory server, ann, bob;
  test::ScreenWorld world;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget hostTarget = at(hosted->port(), ann.path(), "Ann");
  hostTarget.server = hosted;
  const std::string shown = "127.0.0.1:" + std::to_string(hosted->port());
  screens::LobbyScreen lobby(world.context, std::make_unique<RemoteTable>(hostTarget), shown);
  lobby.resize({1280.f, 720.f});
  const auto has = [&](const char* name) { return find(lobby.targets(), name) != nullptr; };
  const auto says = [&](const std::string& line) {
    return std::find(lobby.lines().begin(), lobby.lines().end(), line) != lobby.lines().end();
  };
  REQUIRE(frames(lobby, "Start offered to the host alone", [&] { return has("start"); }));  // alone at the table: Goat and Sheep will do
  CHECK_FALSE(has("ready"));
  CHECK(says(world.texts("lobby.can_start")));
  // Copy puts the invitation on the system's clipboard: this table's address, code and certificate.
  sf::Clipboard::setString("");
  REQUIRE(has("copy"));
  lobby.tap(centre(find(lobby.targets(), "copy")->rect));
  const sf::String clipboard = sf::Clipboard::getString();
  const auto copied = readInvitation(clipboard.toAnsiString());
  INFO("on the clipboard: " << clipboard.toAnsiString());
  REQUIRE(copied);
  CHECK(copied->address() == shown);
  CHECK(copied->code == lobby.client()->code());
  CHECK(copied->fingerprint == hosted->fingerprint());

  // Bob sits down (his client takes the first free chair), not ready yet: Start waits for him.
  RemoteTarget guestTarget = at(hosted->port(), bob.path(), "Bob");
  guestTarget.code = lobby.client()->code();
  RemoteTable guest(guestTarget);
  const auto sitDown = [&] { guest.update(); };
  REQUIRE(frames(lobby, "Bob seen at Goat's chair", [&] { return lobby.client()->chairs()[Seat::Goat].person; }, sitDown));
  CHECK_FALSE(has("start"));

  guest.client().ready();
  REQUIRE(frames(lobby, "Start offered once Bob is ready", [&] { return has("start"); }, sitDown));
  // One chair left free: who plays it is named.
  CHECK(says(world.texts.format("lobby.can_start_one", {{"player", world.texts("seat.sheep")}})));
  lobby.tap(centre(find(lobby.targets(), "start")->rect));
  // The set starts: the lobby hands its table to the table of friends.
  CHECK(frames(lobby, "the table of friends opened", [&] { return world.stack.pushed == 1; }, sitDown));
  CHECK(world.stack.popped == 1);
}

TEST_CASE("Lobby: a wrong code is said in words at once, with Try again", "[.layout-text]") {
  test::TestDirectory server, bob;
  test::ScreenWorld world;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget target = at(hosted->port(), bob.path(), "Bob");
  target.code = "00000-00000";
  screens::LobbyScreen lobby(world.context, std::make_unique<RemoteTable>(target), "");
  lobby.resize({360.f, 640.f});
  REQUIRE(frames(lobby, "Try again offered", [&] { return find(lobby.targets(), "retry") != nullptr; }));
  CHECK(lobby.client()->reason() == TableReason::UnknownTable);
  CHECK_FALSE(lobby.client()->reconnecting());
  // Try again: back to the Join screen, where the code is mended.
  lobby.tap(centre(find(lobby.targets(), "retry")->rect));
  CHECK(world.stack.popped == 1);
  CHECK(world.stack.pushed == 1);
}

TEST_CASE("Join: an invitation link fills the address and the code, asks only the name, and its certificate is checked", "[.layout-text]") {
  test::TestDirectory server, ann, bob, eve;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTable host(at(hosted->port(), ann.path(), "Ann"));
  REQUIRE(test::eventually("Ann's table", [&] {
    host.update();
    return host.client().seat().has_value();
  }, std::chrono::milliseconds(10)));
  const std::string port = std::to_string(hosted->port());
  LanTableList lan;
  // Bob's name typed where the keyboard is, then Join: his lobby at the link's table, where he sits.
  const auto seatBob = [&](test::ScreenWorld& world, screens::JoinScreen& join) {
    type(join, "Bob");
    join.key(sf::Keyboard::Enter);
    REQUIRE(world.stack.pushed == 1);
    CHECK(world.settings.tableAddress == "127.0.0.1:" + port);
    CHECK(world.settings.tableCode == host.client().code());
    auto* lobby = dynamic_cast<screens::LobbyScreen*>(world.stack.top.get());
    REQUIRE(lobby);
    lobby->resize({360.f, 640.f});
    REQUIRE(frames(*lobby, "Bob seated", [&] { return lobby->client()->seat().has_value(); }, [&] { host.update(); }));
  };

  SECTION("the host's link seats you") {
    test::ScreenWorld world(localization::Language::English, bob.path());
    screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan),
                             invitationLink({"127.0.0.1", port, host.client().code(), hosted->fingerprint()}));
    join.resize({360.f, 640.f});
    CHECK(join.typing());  // the name's field has the keyboard: the rest is filled in
    seatBob(world, join);
  }
  SECTION("a link pasted into the Join screen (Ctrl+V) fills it as one opened with does, and seats you") {
    test::ScreenWorld world(localization::Language::English, bob.path());
    world.settings.tableAddress = "192.168.1.9:7340", world.settings.tableCode = "00000-00000";  // another table's, from before
    screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan));
    join.resize({360.f, 640.f});
    join.tap(centre(find(join.targets(), "address")->rect));
    const std::string link = invitationLink({"127.0.0.1", port, host.client().code(), hosted->fingerprint()});
    // As copied from a message: a space before it and the line's end after it.
    const std::string copied = " " + link + "\n";
    sf::Clipboard::setString(sf::String::fromUtf8(copied.begin(), copied.end()));
    join.text(U'\x16');  // Ctrl+V
    CHECK(join.lines().front() == world.texts.format("join.invited", {{"code", host.client().code()}, {"address", "127.0.0.1:" + port}}));
    CHECK(join.typing());  // the name's field has the keyboard: the rest is filled in
    seatBob(world, join);
  }
  SECTION("a table's code pasted into its field is typed there, trimmed") {
    test::ScreenWorld world;
    world.settings.playerName = "Bob", world.settings.tableAddress = "127.0.0.1:" + port, world.settings.tableCode = "";
    screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan));
    join.resize({1280.f, 720.f});
    join.tap(centre(find(join.targets(), "code")->rect));
    const std::string code = " " + host.client().code() + "\r\n";
    sf::Clipboard::setString(sf::String::fromUtf8(code.begin(), code.end()));
    join.text(U'\x16');
    join.key(sf::Keyboard::Enter);
    REQUIRE(world.stack.pushed == 1);
    CHECK(world.settings.tableCode == host.client().code());
  }
  SECTION("a link whose certificate is not the server's is refused in words, without Try again") {
    test::ScreenWorld world(localization::Language::French, eve.path());
    screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan),
                             invitationLink({"127.0.0.1", port, host.client().code(), std::string(64, 'e')}));
    join.resize({1280.f, 720.f});
    type(join, "Eve");
    join.key(sf::Keyboard::Enter);
    REQUIRE(world.stack.pushed == 1);
    auto* lobby = dynamic_cast<screens::LobbyScreen*>(world.stack.top.get());
    REQUIRE(lobby);
    lobby->resize({1280.f, 720.f});
    REQUIRE(frames(*lobby, "the certificate refused", [&] { return lobby->client()->untrusted(); }));
    CHECK_FALSE(find(lobby->targets(), "retry"));
    CHECK(find(lobby->targets(), "leave"));
  }
  SECTION("a damaged link is said, and nothing is sent") {
    test::ScreenWorld world;
    world.settings.playerName = "Eve";
    screens::JoinScreen join(world.context, std::make_unique<TestLan>(lan), "bizon://127.0.0.1:" + port + "/not-a-code");
    join.resize({360.f, 640.f});
    join.key(sf::Keyboard::Enter);
    CHECK(world.stack.pushed == 0);
  }
}

TEST_CASE("Lobby: leaving while it connects to an address that never answers never waits for the connection", "[.layout-text]") {
  using boost::asio::ip::tcp;
  // A listening socket whose queue is full: a new connection is never answered.
  boost::asio::io_context io;
  tcp::acceptor acceptor(io);
  const tcp::endpoint here(boost::asio::ip::make_address("127.0.0.1"), 0);
  acceptor.open(here.protocol()), acceptor.bind(here), acceptor.listen(0);
  std::vector<std::unique_ptr<tcp::socket>> queued;
  for (int i = 0; i < 8; ++i) {
    queued.push_back(std::make_unique<tcp::socket>(io));
    queued.back()->async_connect(acceptor.local_endpoint(), [](const boost::system::error_code&) {});
  }
  io.run_for(std::chrono::milliseconds(200));
  test::TestDirectory bob;
  test::ScreenWorld world;
  auto lobby = std::make_unique<screens::LobbyScreen>(world.context, std::make_unique<RemoteTable>(at(acceptor.local_endpoint().port(), bob.path(), "Bob")), "");
  lobby->resize({1280.f, 720.f});
  // A frame and the leaving each take far less than the connection's 4 s try (a frame's few
  // milliseconds on an idle machine; a wall clock on a loaded one may show more).
  const auto quick = std::chrono::seconds(1);
  for (int i = 0; i < 5; ++i) {
    const auto before = std::chrono::steady_clock::now();
    lobby->update(0.02f);
    CHECK(std::chrono::steady_clock::now() - before < quick);
  }
  const auto before = std::chrono::steady_clock::now();
  lobby->tap(centre(find(lobby->targets(), "leave")->rect));
  CHECK(world.stack.popped == 1);
  lobby.reset();  // the lobby goes, and its connection with it
  CHECK(std::chrono::steady_clock::now() - before < quick);
}

TEST_CASE("Play with friends: every button's words at full size in the narrowest dialog, in every language", "[.layout-text]") {
  const ui::Metrics narrow(sf::Vector2f{360.f, 640.f});
  const float room = std::min(360.f - 2 * narrow.margin, 420.f * narrow.scale) - 2 * narrow.margin -
                     2.f * std::max(6.f, narrow.buttonHeight * 0.2f);
  for (localization::Language language : localization::allLanguages) {
    test::ScreenWorld world(language);
    const Texts& t = world.texts;
    for (const std::string& words :
         {t("friends.host"), t("friends.join"), t("host.open"), t("join.join"), t("lobby.ready"), t("lobby.start"),
          t("lobby.leave"), t("lobby.retry"), t.format("join.table", {{"host", "Annabelle"}}),
          t.format("join.table_other", {{"host", "Annabelle"}})}) {
      CAPTURE(words);
      sf::Text text(sf::String::fromUtf8(words.begin(), words.end()), world.fonts.bold, narrow.textSize);
      CHECK(text.getLocalBounds().left + text.getLocalBounds().width <= room);
    }
  }
}
