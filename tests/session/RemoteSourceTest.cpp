// The online table's source without a window: a whole set played through RemoteSource against a table server in this process (127.0.0.1), its games kept whole and replaying; a move out of turn refused at once.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string_view>

#include "../Eventually.h"
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

// The first message of `type` kept or, failing that, read from the link (the others are kept, in
// order); fails saying `what` did not come. A batch read may hold several messages of the type
// (under load the chairs after Ready and after Start come together): the later ones are kept, and
// found there by the next call.
std::optional<ServerMessage> until(TableLink& link, ServerMessage::Type type, std::vector<ServerMessage>& kept,
                                   std::string_view what) {
  const auto of = std::find_if(kept.begin(), kept.end(), [type](const ServerMessage& m) { return m.type == type; });
  if (of != kept.end()) {
    ServerMessage m = std::move(*of);
    kept.erase(of);
    return m;
  }
  std::optional<ServerMessage> found;
  test::eventually(what, [&] {
    // What follows the one looked for in the same batch is kept for later.
    for (ServerMessage& m : link.received()) {
      if (!found && m.type == type) found = std::move(m);
      else kept.push_back(std::move(m));
    }
    return found.has_value();
  }, 5ms);
  return found;
}

}  // namespace

TEST_CASE("a whole set at a table server through the remote source: its games whole, replaying, and the chairs named", "[remote]") {
  test::TestDirectory server, ann, annHistory;
  LinkTarget target;
  target.server = std::make_shared<HostedServer>("127.0.0.1:0", server.path(), builtInPlayer);
  target.host = "127.0.0.1", target.port = std::to_string(target.server->port()), target.dataDirectory = ann.path();
  target.create.name = "Ann", target.create.level = AiLevel::Easy;
  auto link = std::make_unique<TableLink>(target);
  std::vector<ServerMessage> early;
  const auto welcome = until(*link, ServerMessage::Type::Welcome, early, "the welcome of the table created");
  REQUIRE(welcome);
  ClientMessage take = clientMessage(ClientMessage::Type::Take);
  take.seat = Seat::You;
  link->send(take);
  REQUIRE(until(*link, ServerMessage::Type::Seated, early, "Ann seated"));
  link->send(clientMessage(ClientMessage::Type::Ready));
  link->send(clientMessage(ClientMessage::Type::Start));
  std::optional<ServerMessage> chairs;
  while ((chairs = until(*link, ServerMessage::Type::Chairs, early, "the chairs of the started set")) && !chairs->started) {
  }
  REQUIRE(chairs);
  table::RemoteSource source(std::move(link), table::JoinedTable{welcome->code, Seat::You, false, AiLevel::Easy, Shuffle::Light, chairs->chairs},
                             std::move(early));
  CHECK(source.chair(Seat::You).name == "Ann");
  CHECK_FALSE(source.chair(Seat::Goat).person);
  CHECK_FALSE(source.hints());
  CHECK_FALSE(source.canTakeBack());
  // Ann's own history keeps each game as it is revealed.
  HistoryStore history = HistoryStore::open(annHistory.path());
  table::OnlineRecorder recorder(history, source, "fr");
  std::string comeBack;  // the set a second window at the same chair goes on with

  auto player = makePlayer("random", 7);
  std::vector<SeatEvent> events;
  bool refusedOnce = false;
  REQUIRE(test::eventually("the whole set played", [&] {
    if (source.over()) return true;
    source.take(events);
    recorder.update();
    if (source.games().size() == 1 && comeBack.empty()) {
      const auto kept = table::onlineSetOf(history, welcome->code, Seat::You);
      REQUIRE(kept);
      CHECK(kept->metadata.origin == SetOrigin::Online);
      CHECK(kept->gamesPlayed() == 1);
      CHECK(kept->metadata.options.seed == 0);  // the server's, not told before the set is over
      comeBack = table::OnlineRecorder(history, source, "fr").setId();
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
  const Match match({0, Shuffle::Light, 15}, source.games());
  CHECK(match.over());
  recorder.update();
  const StoredSet kept = history.loadSet(recorder.setId());
  CHECK(kept.games == source.games());
  REQUIRE(source.seed());
  CHECK(kept.metadata.options.seed == *source.seed());
  CHECK(kept.metadata.ended);
  CHECK(kept.metadata.language == "fr");
  CHECK(kept.metadata.players == PerSeat<std::string>{{"human", "easy", "easy"}});
  REQUIRE(kept.metadata.online);
  CHECK(kept.metadata.online->names == PerSeat<std::string>{{"Ann", "", ""}});
  CHECK(kept.metadata.online->seat == Seat::You);
  CHECK(source.soFar().size() == events.size());
  // Each game shown once, even when the connection was closed for moving too fast and rejoined.
  const auto begun = std::count_if(events.begin(), events.end(), [](const SeatEvent& e) { return std::holds_alternative<GameBegun>(e); });
  CHECK(static_cast<std::size_t>(begun) == source.games().size());
  // R18: no game's deck reached this seat before its record: the stream's first event of each game has none.
  CHECK(std::holds_alternative<GameBegun>(events.front()));
}

}  // namespace bizon
