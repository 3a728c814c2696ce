// A server whose history cannot be saved tells its players nothing of the set until a save is kept: the moves wait, and come once the disk takes them again.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string_view>
#include <thread>

#include "../TableWaits.h"
#include "../history/TestDirectory.h"
#include "history/HistoryPaths.h"
#include "server/HostedServer.h"
#include "server/RemoteTable.h"
#include "Player.h"

namespace bizon {

namespace {

using namespace std::chrono_literals;

// Whether `wanted` holds in `quiet`: a silence can only be listened to for a while, so this wait
// is by the clock.
template <class Wanted>
bool heardWithin(RemoteTable& table, Wanted wanted, std::chrono::milliseconds quiet) {
  for (auto waited = 0ms; waited < quiet; waited += 10ms) {
    table.update();
    if (wanted(table.client())) return true;
    std::this_thread::sleep_for(10ms);
  }
  table.update();
  return wanted(table.client());
}

bool toldOfTheSet(const TableClient& c) { return !c.stream().empty() || c.asked(); }

}  // namespace

TEST_CASE("a set whose saves fail is told nothing until a save is kept", "[client][save]") {
  test::TestDirectory server, ann;
  auto hosted = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  RemoteTarget target;
  target.host = "127.0.0.1", target.port = std::to_string(hosted->port()), target.dataDirectory = ann.path();
  target.create.name = "Ann";
  target.create.level = AiLevel::Easy;
  target.server = hosted;
  RemoteTable table(target);
  // The host sits in the first chair (Ox's): Goat and Sheep, built-in, follow.
  REQUIRE(test::until(table, "the chair taken", [](const TableClient& c) { return c.seat().has_value(); }));
  // The sets' folder is a file now: every save of the set fails.
  const auto sets = HistoryPaths(historyDirectory(server.path())).sets();
  std::filesystem::remove_all(sets);
  std::ofstream(sets) << "in the way";
  table.client().start();
  REQUIRE(test::until(table, "the set started", [](const TableClient& c) { return c.started(); }));
  // Nothing of the set comes while its saves fail (two seconds: a server that tells a move it
  // could not save tells it within milliseconds).
  CHECK_FALSE(heardWithin(table, toldOfTheSet, 2s));

  std::filesystem::remove(sets);
  std::filesystem::create_directory(sets);
  // The server saves again by itself: what waited comes.
  CHECK(test::until(table, "the set told once its saves are kept again", toldOfTheSet));
}

}  // namespace bizon
