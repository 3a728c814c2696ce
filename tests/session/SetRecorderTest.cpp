// The set recorder saves off the UI thread: whatever reads the history next (or opens it after the store's end) sees the latest state recorded, without a flush, and a failed save is reported, not thrown.
#include <catch2/catch.hpp>

#include "../history/TestDirectory.h"
#include "Player.h"
#include "session/SetRecorder.h"

using namespace bizon;

namespace {

MatchOptions seeded(std::uint64_t seed) {
  MatchOptions options;
  options.seed = seed;
  return options;
}

SetMetadata metadataFor(HistoryStore& store, const MatchOptions& options) {
  SetMetadata m;
  m.started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  m.id = store.newSetId(m.started);
  m.language = "en";
  m.players[Seat::You] = "human";
  m.players[Seat::Goat] = "random";
  m.players[Seat::Sheep] = "random";
  m.options = options;
  return m;
}

}  // namespace

TEST_CASE("SetRecorder: the history holds the latest move as soon as it is read, and after the store's end", "[table][recorder]") {
  test::TestDirectory dir;
  Match match(seeded(21));
  auto player = makePlayer("random", 4);
  SetMetadata metadata;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    metadata = metadataFor(store, match.options());
    table::SetRecorder recorder(store, metadata);
    // A burst of moves, each recorded as the table does: the writes coalesce, the last one wins.
    for (int k = 0; k < 40; ++k) {
      REQUIRE_FALSE(playTurn(match, *player));
      recorder.record(match);
    }
    // No flush: reading the store waits for the saves queued.
    CHECK(store.loadSet(metadata.id).games == match.records());
    for (int k = 0; k < 25; ++k) {
      REQUIRE_FALSE(playTurn(match, *player));
      recorder.record(match);
    }
    CHECK_FALSE(recorder.takeFailure());
  }  // quitting: the store writes what is queued before it goes
  const HistoryStore reopened = HistoryStore::open(dir.path());
  CHECK(reopened.loadSet(metadata.id).games == match.records());
}

TEST_CASE("SetRecorder: a save that fails is reported once, and the game goes on", "[table][recorder]") {
  test::TestDirectory dir;
  HistoryStore store = HistoryStore::open(dir.path());
  Match match(seeded(22));
  SetMetadata metadata = metadataFor(store, match.options());
  metadata.id = "not a file name/..";  // refused by the store
  table::SetRecorder recorder(store, metadata);
  auto player = makePlayer("random", 5);
  REQUIRE_FALSE(playTurn(match, *player));
  recorder.record(match);
  CHECK_FALSE(store.find(metadata.id));  // read once the queued save has been tried
  const auto failure = recorder.takeFailure();
  REQUIRE(failure);
  CHECK_THAT(*failure, Catch::Contains("not a valid file name"));
  CHECK_FALSE(recorder.takeFailure());
}

TEST_CASE("SetRecorder: a take-back is saved like a move, counted in the set's metadata", "[table][recorder][takeback]") {
  test::TestDirectory dir;
  HistoryStore store = HistoryStore::open(dir.path());
  Match match(seeded(8));
  auto player = makePlayer("random", 4);
  const SetMetadata metadata = metadataFor(store, match.options());
  table::SetRecorder recorder(store, metadata);
  while (!match.canTakeBack(Seat::You) || match.game().toAct() == Seat::You) {
    REQUIRE_FALSE(playTurn(match, *player));
    recorder.record(match);
  }
  const auto played = match.records();
  REQUIRE(match.takeBack(Seat::You));
  recorder.countTakeBack();
  recorder.record(match);
  const StoredSet saved = store.loadSet(metadata.id);
  CHECK(saved.metadata.takeBacks == 1);
  CHECK(saved.games == match.records());
  CHECK(saved.games.back().moves.size() < played.back().moves.size());
  CHECK(store.find(metadata.id)->metadata.takeBacks == 1);
}
