// The online table's source without a window: a whole set played through RemoteSource against a table server in this process (127.0.0.1), its games kept whole and replaying; a move out of turn refused at once.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string_view>

#include "../TableWaits.h"
#include "../history/TestDirectory.h"
#include "Match.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "history/HistoryStore.h"
#include "session/OnlineRecorder.h"
#include "session/RemoteSource.h"

namespace bizon {

namespace {

using namespace std::chrono_literals;

}  // namespace

TEST_CASE("a whole set at a table server through the remote source: its games whole, replaying, and the chairs named", "[remote]") {
  test::TestDirectory server, ann, annHistory;
  RemoteTarget target;
  target.server = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  target.host = "127.0.0.1", target.port = std::to_string(target.server->port()), target.dataDirectory = ann.path();
  target.create.name = "Ann", target.create.level = AiLevel::Easy;
  auto table = std::make_unique<RemoteTable>(target);
  REQUIRE(test::until(*table, "Ann seated", [](const TableClient& c) { return c.seat().has_value(); }));
  table->client().start();
  REQUIRE(test::until(*table, "the set started", [](const TableClient& c) { return c.started() && c.caughtUp(); }));
  const std::string code = table->client().code();
  table::RemoteSource source(std::move(table));
  const std::size_t setOut = source.soFar().size();  // told before the source: set out at once, not taken
  CHECK(source.chair(Seat::You).name == "Ann");
  CHECK_FALSE(source.chair(Seat::Goat).person);
  CHECK_FALSE(source.hints());
  CHECK_FALSE(source.canTakeBack());
  // Ann's own history keeps each game as it is revealed.
  HistoryStore history = HistoryStore::open(annHistory.path());
  table::OnlineRecorder recorder(history, source.client(), "fr");
  std::string comeBack;  // the set a second window at the same chair goes on with

  auto player = makePlayer("random", 7);
  std::vector<SeatEvent> events;
  bool refusedOnce = false;
  REQUIRE(test::eventually("the whole set played", [&] {
    if (source.over()) return true;
    source.take(events);
    recorder.update();
    if (source.client().games().size() == 1 && comeBack.empty()) {
      const auto kept = table::onlineSetOf(history, code, Seat::You);
      REQUIRE(kept);
      CHECK(kept->metadata.origin == SetOrigin::Online);
      CHECK(kept->gamesPlayed() == 1);
      CHECK(kept->metadata.options.seed == 0);  // the server's, not told before the set is over
      comeBack = table::OnlineRecorder(history, source.client(), "fr").setId();
      CHECK(comeBack == recorder.setId());
      // Never resumed as a set against Goat and Sheep.
      CHECK_FALSE(history.latestUnfinished());
    }
    if (const auto decide = source.awaited()) {
      const Move move(Seat::You, player->decide(decide->view).choice());
      if (!refusedOnce) {
        // An answer for a turn not asked is refused here, before anything is sent.
        CHECK(source.move(move, decide->turn + 1).refused());
        refusedOnce = true;
      }
      CHECK_FALSE(source.move(move, decide->turn).refused());
      CHECK_FALSE(source.awaited());  // on its way
    }
    return false;
  }));
  const Match match({0, Shuffle::Light, 15}, source.client().games());
  CHECK(match.over());
  recorder.update();
  const StoredSet kept = history.loadSet(recorder.setId());
  CHECK(kept.games == source.client().games());
  REQUIRE(source.client().seed());
  CHECK(kept.metadata.options.seed == *source.client().seed());
  CHECK(kept.metadata.ended);
  CHECK(kept.metadata.language == "fr");
  CHECK(kept.metadata.players == PerSeat<std::string>{{"human", "easy", "easy"}});
  REQUIRE(kept.metadata.online);
  CHECK(kept.metadata.online->names == PerSeat<std::string>{{"Ann", "", ""}});
  CHECK(kept.metadata.online->seat == Seat::You);
  CHECK(source.soFar().size() == setOut + events.size());
  // Each game shown once, even when the connection was closed for moving too fast and rejoined.
  const auto stream = source.soFar();
  const auto begun = std::count_if(stream.begin(), stream.end(), [](const SeatEvent& e) { return std::holds_alternative<GameBegun>(e); });
  CHECK(static_cast<std::size_t>(begun) == source.client().games().size());
  // R18: no game's deck reached this seat before its record: the stream's first event of each game has none.
  CHECK(std::holds_alternative<GameBegun>(stream.front()));
}

}  // namespace bizon
