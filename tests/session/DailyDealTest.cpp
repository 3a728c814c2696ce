// The daily deal's duplicate: Hard in your seat on the same deals against the same Goat and Sheep, reproducible; your seat's SP set beside its SP deal by deal; and a deal of the history played again with the same cards.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>

#include "../Eventually.h"
#include "RandomPlayer.h"
#include "Random.h"
#include "SeededDeal.h"
#include "session/HardInYourSeat.h"
#include "session/LocalSource.h"
#include "session/PracticeDeal.h"
#include "settings/Settings.h"

using namespace bizon;
using namespace std::chrono;

namespace {

constexpr sys_days december7 = sys_days(year(2026) / 12 / 7);

Score spOnly(PerSeat<int> sp) { return {Outcome::AllPassed, std::nullopt, {}, sp}; }

// A local table of `options` at `level`, your seat answered by Bizon's own player of that level
// seeded as the other table seeds it: its scores, game by game.
std::vector<Score> playedAtYourTable(const MatchOptions& options, AiLevel level) {
  Settings settings;
  table::LocalSource source(settings, Match(options), level, false);
  auto you = makePlayer(playerKind(level), seeds::builtInPlayer(options.seed, Seat::You), table::builtInChair(Seat::You, level, options));
  std::vector<SeatEvent> events;
  REQUIRE(test::eventually("the set played through", [&] {
    source.take(events);
    source.next();
    if (const auto decide = source.awaited()) REQUIRE_FALSE(source.move(you->decide(decide->view), decide->turn).refused());
    return source.over();
  }));
  return source.match()->scores();
}

// A set of `games` games played through by random players, as the history would keep it.
StoredSet playedThrough(std::uint64_t seed, int games, std::string id) {
  Match match({seed, Shuffle::Light, games});
  PerSeat<RandomPlayer> players{{RandomPlayer(seed + 1), RandomPlayer(seed + 2), RandomPlayer(seed + 3)}};
  while (!match.over()) REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
  StoredSet set{{}, match.finishedGames()};
  set.metadata.id = std::move(id);
  return set;
}

}  // namespace

TEST_CASE("the daily deal's comparison sets your seat's SP beside Hard's in your seat, deal by deal", "[daily]") {
  // A built case: you won the first deal as the Bizon where Hard in your seat lost it, both passed
  // the second out, and Hard won the third where you defended and lost.
  const std::vector<PerSeat<int>> yours{{{3, 0, 0}}, {{0, 0, 0}}, {{-5, 3, 3}}};
  const std::vector<Score> hard{spOnly({{-5, 3, 3}}), spOnly({{0, 0, 0}}), spOnly({{3, 0, 0}})};
  const auto deals = table::sideBySide(yours, hard);
  REQUIRE(deals.size() == 3);
  CHECK(deals[0].yours == 3);
  CHECK(deals[0].hard == -5);
  CHECK(deals[1].yours == 0);
  CHECK(deals[1].hard == 0);
  CHECK(deals[2].yours == -5);
  CHECK(deals[2].hard == 3);
  // Only the seat you sat in counts: Goat's and Sheep's SP are not yours.
  CHECK(table::sideBySide(std::vector<PerSeat<int>>{{{1, 10, -10}}}, std::vector<Score>{spOnly({{-10, 10, 10}})})[0].hard == -10);
  // Only the deals both tables finished.
  CHECK(table::sideBySide(std::span(yours).first(1), hard).size() == 1);
  CHECK(table::sideBySide(yours, std::span(hard).first(2)).size() == 2);
}

TEST_CASE("the other table is reproducible, and seats the very Goat and Sheep of your table", "[daily]") {
  const MatchOptions options = dailyDealOptions(december7);
  const std::atomic<bool> go = false;
  // At Normal, quicker than Hard: what is checked is who sits where and how they are seeded.
  const std::vector<Score> other = table::playInYourSeat(options, AiLevel::Normal, go);
  REQUIRE(other.size() == static_cast<std::size_t>(dailyDeals));
  // Not three pass-outs: the deals were played, cards and all.
  CHECK(std::any_of(other.begin(), other.end(), [](const Score& s) { return s.bizon.has_value(); }));
  CHECK(table::playInYourSeat(options, AiLevel::Normal, go) == other);
  // Your table, your seat played as the other table plays it: every deal ends the same.
  CHECK(playedAtYourTable(options, AiLevel::Normal) == other);
}

TEST_CASE("the other table stops when told, with the deals it finished", "[daily]") {
  const std::atomic<bool> stop = true;
  CHECK(table::playInYourSeat(dailyDealOptions(december7), AiLevel::Hard, stop).empty());
}

TEST_CASE("a deal played again holds the same cards, dealer and packets, your hand the one you held", "[practice]") {
  // A set of three games played through; then each of its games dealt again.
  StoredSet set = playedThrough(77, 3, "20261207-120000-0000abcd");
  set.metadata.players = {{"human", "hard", "hard"}};
  for (int g = 0; g < 3; ++g) {
    CAPTURE(g);
    const GameRecord& original = set.games[static_cast<std::size_t>(g)];
    const auto deal = table::practiceDeal(set, g, AiLevel::Easy);
    REQUIRE(deal);
    CHECK(deal->of == SetMetadata::PracticeOf{set.metadata.id, g});
    CHECK(deal->level == AiLevel::Hard);
    CHECK(deal->dealt.dealer == original.dealer);
    CHECK(deal->dealt.deck == original.deck);
    CHECK(deal->dealt.moves == std::vector<Move>{original.moves.front()});
    // Played as a practice game: a set of one game standing at its first bid, every hand as dealt.
    const Match again({5, Shuffle::Light, 1}, std::span(&deal->dealt, 1));
    const GameCursor was(original);
    for (Seat s : allSeats) CHECK(again.game().hand(s) == was.gameAt(1).hand(s));
  }
  CHECK_FALSE(table::practiceDeal(set, 3, AiLevel::Easy));
}

TEST_CASE("a deal played again from a table of friends turns to your chair: you hold the cards you held there", "[practice]") {
  StoredSet set = playedThrough(78, 1, "20261207-120000-0000abce");
  set.metadata.origin = SetOrigin::Online;
  set.metadata.online = OnlineTable{"K7QM2", Seat::Goat, {{"Ann", "", "Bob"}}};
  set.metadata.players = {{"human", "human", "human"}};
  const auto deal = table::practiceDeal(set, 0, AiLevel::Normal);
  REQUIRE(deal);
  CHECK(deal->level == AiLevel::Normal);  // people sat there: the level asked for
  const Match again({5, Shuffle::Light, 1}, std::span(&deal->dealt, 1));
  const Game was = GameCursor(set.games[0]).gameAt(1);
  CHECK(again.game().hand(Seat::You) == was.hand(Seat::Goat));
  CHECK(again.game().hand(Seat::Goat) == was.hand(Seat::Sheep));
  CHECK(again.game().hand(Seat::Sheep) == was.hand(Seat::You));
}
