// computeStatistics: sets won, SP per game, the Bizon's record, best and worst set, and the series for the plot.
#include <catch2/catch.hpp>

#include "history/HistoryStatistics.h"

using namespace bizon;

namespace {

GameSummary won(Seat bizon) {
  GameSummary g{Outcome::BizonWon, bizon, {}};
  g.sp[bizon] = 3;
  return g;
}
GameSummary lost(Seat bizon) {
  GameSummary g{Outcome::BizonLost, bizon, {}};
  for (Seat s : allSeats) g.sp[s] = s == bizon ? -5 : 3;
  return g;
}
GameSummary tie(Seat bizon) { return {Outcome::BizonTie, bizon, {{1, 1, 1}}}; }
GameSummary passOut() { return {Outcome::AllPassed, std::nullopt, {}}; }

SetSummary set(std::string id, int minute, std::vector<GameSummary> games, int length = 3,
               SetOrigin origin = SetOrigin::Played) {
  SetSummary s;
  s.metadata.id = std::move(id);
  s.metadata.started = TimePoint{} + std::chrono::minutes(minute);
  s.metadata.origin = origin;
  s.metadata.options.games = length;
  s.games = std::move(games);
  return s;
}

}  // namespace

TEST_CASE("computeStatistics: every game of the chosen origin, wins and best sets of finished sets only", "[statistics]") {
  const std::vector<SetSummary> sets{
      set("a", 0, {won(Seat::You), lost(Seat::Goat), passOut()}),        // you 6, goat -5, sheep 3
      set("b", 1, {tie(Seat::Sheep), won(Seat::Sheep), won(Seat::Goat)}),  // you 1, goat 4, sheep 4: shared win
      set("c", 2, {won(Seat::You)}),  // unfinished (abandoned): its game counts, but no win, best or worst set
      set("d", 3, {lost(Seat::You), lost(Seat::You), lost(Seat::You)}, 3, SetOrigin::Simulated),
  };
  const HistoryStatistics stats = computeStatistics(sets, SetOrigin::Played);
  CHECK(stats.sets == 2);
  CHECK(stats.unfinishedSets == 1);
  CHECK(stats.games == 7);
  CHECK(stats.unfinishedGames == 1);
  const SeatStatistics& you = stats.seats[Seat::You];
  const SeatStatistics& goat = stats.seats[Seat::Goat];
  const SeatStatistics& sheep = stats.seats[Seat::Sheep];
  CHECK(you.setsWon == 1);
  CHECK(goat.setsWon == 1);  // R15: tied on the most, goat and sheep share set b
  CHECK(sheep.setsWon == 1);
  CHECK(you.totalSp == 10);
  CHECK(you.gamesPlayed == 7);
  CHECK(you.averageSpPerGame == Approx(10.0 / 7));
  CHECK(goat.averageSpPerGame == Approx(-1.0 / 7));
  CHECK(you.timesBizon == 2);
  CHECK(you.bizonWins == 2);
  CHECK(goat.timesBizon == 2);
  CHECK(goat.bizonWins == 1);
  CHECK(goat.bizonLosses == 1);
  CHECK(sheep.timesBizon == 2);
  CHECK(sheep.bizonTies == 1);
  CHECK(sheep.bizonWins == 1);
  REQUIRE(you.best);
  CHECK(you.best->id == "a");
  CHECK(you.best->sp == 6);
  CHECK(you.worst->id == "b");
  CHECK(goat.best->id == "b");
  CHECK(goat.worst->sp == -5);
  REQUIRE(stats.series.size() == 2);
  CHECK(stats.series[0].id == "a");
  CHECK(stats.series[1].totals == PerSeat<int>{{1, 4, 4}});

  const HistoryStatistics all = computeStatistics(sets);
  CHECK(all.sets == 3);
  CHECK(all.unfinishedSets == 1);
  CHECK(all.seats[Seat::You].worst->id == "d");
  CHECK(all.seats[Seat::You].worst->sp == -15);
  CHECK(all.seats[Seat::You].timesBizon == 5);

  const HistoryStatistics none = computeStatistics({});
  CHECK(none.sets == 0);
  CHECK(none.seats[Seat::You].averageSpPerGame == 0);
  CHECK_FALSE(none.seats[Seat::You].best);
}

TEST_CASE("computeStatistics: the sets you played are those played here and those played online", "[statistics]") {
  const std::vector<SetSummary> sets{
      set("here", 0, {won(Seat::You)}, 1),
      set("friends", 1, {won(Seat::You), won(Seat::Goat)}, 2, SetOrigin::Online),
      set("alone", 2, {lost(Seat::You)}, 1, SetOrigin::Simulated),
  };
  const HistoryStatistics played = computeStatistics(sets, SetOrigin::Played);
  CHECK(played.sets == 2);
  CHECK(played.games == 3);
  CHECK(played.seats[Seat::You].totalSp == 6);
  const HistoryStatistics online = computeStatistics(sets, SetOrigin::Online);
  CHECK(online.sets == 1);
  CHECK(online.series.front().id == "friends");
  const HistoryStatistics simulated = computeStatistics(sets, SetOrigin::Simulated);
  CHECK(simulated.sets == 1);
  CHECK(simulated.seats[Seat::You].totalSp == -5);
}

TEST_CASE("computeStatistics: the games of an unfinished set alone, and a set with none", "[statistics]") {
  SetSummary abandoned = set("a", 0, {won(Seat::You), lost(Seat::Goat)}, 15);
  abandoned.metadata.abandoned = true;
  const std::vector<SetSummary> sets{abandoned, set("b", 1, {}, 15)};
  const HistoryStatistics stats = computeStatistics(sets);
  CHECK(stats.sets == 0);
  CHECK(stats.unfinishedSets == 1);  // the set without a game scored is not counted at all
  CHECK(stats.games == 2);
  CHECK(stats.unfinishedGames == 2);
  CHECK(stats.seats[Seat::You].gamesPlayed == 2);
  CHECK(stats.seats[Seat::You].setsWon == 0);
  CHECK(stats.seats[Seat::You].averageSpPerGame == Approx((3.0 + 3.0) / 2));
  CHECK_FALSE(stats.seats[Seat::You].best);
  CHECK(stats.series.empty());
}

TEST_CASE("computeStatistics: the sets with a take-back may be left out", "[statistics]") {
  SetSummary helped = set("a", 0, {won(Seat::You), lost(Seat::Goat)}, 15);
  helped.metadata.takeBacks = 2;
  const std::vector<SetSummary> sets{helped, set("b", 1, {won(Seat::Goat)}, 15)};
  const HistoryStatistics all = computeStatistics(sets);
  CHECK(all.games == 3);
  CHECK(all.takeBackSetsLeftOut == 0);
  const HistoryStatistics without = computeStatistics(sets, std::nullopt, false);
  CHECK(without.games == 1);
  CHECK(without.unfinishedSets == 1);
  CHECK(without.takeBackSetsLeftOut == 1);
  CHECK(without.seats[Seat::You].gamesPlayed == 1);
}

TEST_CASE("computeStatistics: a set played online from Goat's chair counts that chair as yours", "[statistics][online]") {
  // Bob sat in Goat's chair: he was the Bizon and won, then Ann (the first chair) did and lost.
  SetSummary online = set("o", 0, {won(Seat::Goat), lost(Seat::You), passOut()}, 3, SetOrigin::Online);
  online.metadata.online = OnlineTable{"K7QM2-9XH4R", Seat::Goat, {{"Ann", "Bob", ""}}};
  const HistoryStatistics stats = computeStatistics(std::vector<SetSummary>{online}, SetOrigin::Online);
  CHECK(stats.sets == 1);
  // Bob: 3 + 3; Sheep (at his left, shown as Goat): 0 + 3; Ann (at his right, shown as Sheep): -5.
  CHECK(stats.seats[Seat::You].totalSp == 6);
  CHECK(stats.seats[Seat::You].timesBizon == 1);
  CHECK(stats.seats[Seat::You].bizonWins == 1);
  CHECK(stats.seats[Seat::You].setsWon == 1);
  CHECK(stats.seats[Seat::Goat].totalSp == 3);
  CHECK(stats.seats[Seat::Sheep].totalSp == -5);
  CHECK(stats.seats[Seat::Sheep].bizonLosses == 1);
  REQUIRE(stats.series.size() == 1);
  CHECK(stats.series[0].totals[Seat::You] == 6);
  // The sets you played count it too; the computer's alone leave it out.
  CHECK(computeStatistics(std::vector<SetSummary>{online}, SetOrigin::Played).seats[Seat::You].totalSp == 6);
  CHECK(computeStatistics(std::vector<SetSummary>{online}, SetOrigin::Simulated).sets == 0);
}
