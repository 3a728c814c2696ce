// A server whose history cannot be saved tells its players nothing of the set until a save is kept: the moves wait, and come once the disk takes them again.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string_view>
#include <thread>

#include "../Eventually.h"
#include "../history/TestDirectory.h"
#include "history/HistoryPaths.h"
#include "server/HostedServer.h"
#include "server/TableLink.h"
#include "Player.h"

namespace bizon {

namespace {

using namespace std::chrono_literals;

// Takes what the link has heard since the last call into `heard`; whether `wanted` holds of one.
template <class Wanted>
bool heardNow(TableLink& link, std::vector<ServerMessage>& heard, Wanted wanted) {
  bool found = false;
  for (ServerMessage& m : link.received()) {
    heard.push_back(std::move(m));
    found = found || wanted(heard.back());
  }
  return found;
}

// What the link hears until `wanted` holds of a message; fails saying `what` did not come.
template <class Wanted>
bool hear(TableLink& link, std::vector<ServerMessage>& heard, std::string_view what, Wanted wanted) {
  return test::eventually(what, [&] { return heardNow(link, heard, wanted); }, 10ms);
}

// Whether `wanted` holds of anything the link hears in `quiet`: a silence can only be listened to
// for a while, so this wait is by the clock.
template <class Wanted>
bool heardWithin(TableLink& link, std::vector<ServerMessage>& heard, Wanted wanted, std::chrono::milliseconds quiet) {
  for (auto waited = 0ms; waited < quiet; waited += 10ms) {
    if (heardNow(link, heard, wanted)) return true;
    std::this_thread::sleep_for(10ms);
  }
  return heardNow(link, heard, wanted);
}

bool toldOfTheSet(const ServerMessage& m) {
  return m.type == ServerMessage::Type::TableEvent || m.type == ServerMessage::Type::Decide;
}

}  // namespace

TEST_CASE("a set whose saves fail is told nothing until a save is kept", "[link][save]") {
  test::TestDirectory server, ann;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  LinkTarget target;
  target.host = "127.0.0.1", target.port = std::to_string(hosted->port()), target.dataDirectory = ann.path();
  target.create.name = "Ann";
  target.create.level = AiLevel::Easy;
  target.server = hosted;
  TableLink link(target);
  std::vector<ServerMessage> heard;
  const auto is = [](ServerMessage::Type type) { return [type](const ServerMessage& m) { return m.type == type; }; };
  REQUIRE(hear(link, heard, "the welcome", is(ServerMessage::Type::Welcome)));
  ClientMessage take = clientMessage(ClientMessage::Type::Take);
  take.seat = Seat::Sheep;  // Ox and Goat, built-in, open the bidding
  link.send(take);
  REQUIRE(hear(link, heard, "the chair taken", is(ServerMessage::Type::Seated)));
  link.send(clientMessage(ClientMessage::Type::Ready));

  // The sets' folder is a file now: every save of the set fails.
  const auto sets = HistoryPaths(historyDirectory(server.path())).sets();
  std::filesystem::remove_all(sets);
  std::ofstream(sets) << "in the way";
  link.send(clientMessage(ClientMessage::Type::Start));
  REQUIRE(hear(link, heard, "the set started", [](const ServerMessage& m) { return m.type == ServerMessage::Type::Chairs && m.started; }));
  // Nothing of the set comes while its saves fail (two seconds: a server that tells a move it
  // could not save tells it within milliseconds).
  CHECK_FALSE(heardWithin(link, heard, toldOfTheSet, 2s));

  std::filesystem::remove(sets);
  std::filesystem::create_directory(sets);
  // The server saves again by itself: what waited comes.
  CHECK(hear(link, heard, "the set told once its saves are kept again", toldOfTheSet));
}

}  // namespace bizon
