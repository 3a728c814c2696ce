// The review of a stored game without a window: stepping through its record, and the GP/SP explanation of each outcome (R12, R13).
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "core/DataPaths.h"
#include "Player.h"
#include "core/Texts.h"
#include "screens/ReviewSteps.h"
#include "table/TableModel.h"
#include "ui/ScoreExplanation.h"

using namespace bizon;
using screens::ReviewSteps;

namespace {

// A whole set of random play, as the history would store it.
std::vector<GameRecord> playSet(const MatchOptions& options) {
  Match match(options);
  auto player = makePlayer("random", options.seed + 1);
  while (!match.over()) REQUIRE_FALSE(playTurn(match, *player));
  return match.finishedGames();
}

// The table set out at the review's step, as a jump shows it.
table::TableModel modelHere(const ReviewSteps& steps) {
  EventQueue events;
  steps.eventsHere(events);
  return table::TableModel::shown(events, 15);
}

}  // namespace

TEST_CASE("review: forward N then back N returns to the same game and table, at every N", "[review][cursor]") {
  MatchOptions options;
  options.seed = GENERATE(3u, 11u, 2025u);
  const std::vector<GameRecord> games = playSet(options);
  for (int game : {0, 6, 14}) {
    ReviewSteps steps(games, game);
    const GameRecord& r = games[static_cast<std::size_t>(game)];
    REQUIRE(steps.count() == static_cast<int>(r.moves.size()));
    CHECK(steps.moment() == Moment{game, 0});
    CHECK(modelHere(steps).sheet().size() == static_cast<std::size_t>(game));
    for (int n = 1; n < steps.count(); n += 5) {
      steps.jumpTo(0);
      const Game start = steps.current();
      const table::TableModel startTable = modelHere(steps);
      // Stepping forward shows the events that lead to the same table as a jump there.
      table::TableModel animated = startTable;
      EventQueue events;
      for (int k = 0; k < n; ++k) REQUIRE(steps.forward(events));
      while (!events.empty()) animated.apply(events.pop());
      CHECK(animated == modelHere(steps));
      CHECK(recordOf(steps.current()).moves.size() == static_cast<std::size_t>(n));
      for (int k = 0; k < n; ++k) REQUIRE(steps.back());
      CHECK(steps.atStart());
      CHECK(recordOf(steps.current()) == recordOf(start));
      CHECK(modelHere(steps) == startTable);
    }
  }
}

TEST_CASE("review: the last step scores the game, and no step goes past either end", "[review]") {
  MatchOptions options;
  options.seed = 77;
  const std::vector<GameRecord> games = playSet(options);
  ReviewSteps steps(games, 4);
  CHECK_FALSE(steps.back());
  EventQueue events;
  while (steps.forward(events)) {
  }
  CHECK(steps.atEnd());
  CHECK_FALSE(steps.forward(events));
  CHECK(recordOf(steps.current()) == games[4]);
  // The scoring events are there for the table to show, and the game's only.
  bool scored = false, started = false;
  while (!events.empty()) {
    const Event e = events.pop();
    scored = scored || std::holds_alternative<GameScored>(e);
    started = started || std::holds_alternative<GameStarted>(e);
  }
  CHECK(scored);
  CHECK_FALSE(started);
  CHECK(modelHere(steps).sheet().size() == 5u);
  steps.back();
  CHECK(modelHere(steps).sheet().size() == 4u);
  CHECK(recordOf(steps.current()).moves.size() == games[4].moves.size() - 1);
}

TEST_CASE("review: a game that is not in the set or not finished is refused", "[review]") {
  MatchOptions options;
  options.seed = 5;
  std::vector<GameRecord> games = playSet(options);
  CHECK_THROWS_AS(ReviewSteps(games, 15), std::invalid_argument);
  CHECK_THROWS_AS(ReviewSteps(games, -1), std::invalid_argument);
  // The last game cut short: it replays, but it has no score to review.
  GameRecord& last = games.back();
  last.moves.pop_back();
  CHECK_THROWS_AS(ReviewSteps(games, 14), std::invalid_argument);
}

TEST_CASE("review: the GP and SP explanation names the Bizon, the best Otter and each seat's SP (R13)", "[review][R13]") {
  const Texts t(DataPaths::locate(), localization::Language::English);
  const auto explain = [&t](Seat bizon, int you, int goat, int sheep) {
    PerSeat<int> gp;
    gp[Seat::You] = you;
    gp[Seat::Goat] = goat;
    gp[Seat::Sheep] = sheep;
    return ui::explainScore(t, scoreGame(bizon, gp));
  };
  SECTION("the Bizon wins") {
    const auto lines = explain(Seat::You, 23, 5, 12);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "Bizon: You, 23 GP; best Otter: Sheep, 12 GP");
    CHECK(lines[1] == "The Bizon has more GP than each Otter: Bizon +3 SP, Otters 0");
    CHECK(lines[2] == "\xE2\x86\x92 The Bizon wins: You +3, Goat 0 and Sheep 0");
  }
  SECTION("the Bizon takes all 40 GP") {
    const auto lines = explain(Seat::Goat, 0, 40, 0);
    CHECK(lines[0] == "Bizon: Goat, 40 GP; best Otter: Sheep and You, 0 GP");
    CHECK(lines[2] == "\xE2\x86\x92 The Bizon takes all 40 GP: You 0, Goat +10 and Sheep 0");
  }
  SECTION("a tie gives everyone 1") {
    const auto lines = explain(Seat::Sheep, 15, 10, 15);
    CHECK(lines[0] == "Bizon: Sheep, 15 GP; best Otter: You, 15 GP");
    CHECK(lines[2] == "\xE2\x86\x92 It's a tie: You +1, Goat +1 and Sheep +1");
  }
  SECTION("the Bizon loses") {
    const auto lines = explain(Seat::You, 12, 20, 8);
    CHECK(lines[0] == "Bizon: You, 12 GP; best Otter: Goat, 20 GP");
    CHECK(lines[1] == "An Otter has more GP than the Bizon: Bizon -5 SP, each Otter +3");
    CHECK(lines[2] == "\xE2\x86\x92 The Bizon loses: You -5, Goat +3 and Sheep +3");
  }
  SECTION("the Bizon loses without a single GP") {
    const auto lines = explain(Seat::Goat, 25, 0, 15);
    CHECK(lines[0] == "Bizon: Goat, 0 GP; best Otter: You, 25 GP");
    CHECK(lines[2] == "\xE2\x86\x92 The Bizon loses without a single GP: You +10, Goat -10 and Sheep +10");
  }
  SECTION("a pass-out") {
    const auto lines = ui::explainScore(t, scorePassOut());
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "Everyone passed: 0 SP for everyone");
    CHECK(lines[1] == "\xE2\x86\x92 Everyone passed: You 0, Goat 0 and Sheep 0");
  }
}

TEST_CASE("review: the explanation is in every language, with its own words", "[review]") {
  PerSeat<int> gp;
  gp[Seat::You] = 23;
  gp[Seat::Goat] = 5;
  gp[Seat::Sheep] = 12;
  const Score score = scoreGame(Seat::You, gp);
  const Texts fr(DataPaths::locate(), localization::Language::French);
  const auto lines = ui::explainScore(fr, score);
  CHECK(lines[0] == "Bizon\xC2\xA0: Vous, 23\xC2\xA0GP\xC2\xA0; meilleure Loutre\xC2\xA0: Mouton, 12\xC2\xA0GP");
  for (auto language : {localization::Language::Dutch, localization::Language::German}) {
    const Texts t(DataPaths::locate(), language);
    for (const std::string& line : ui::explainScore(t, score)) {
      CHECK(line.find('{') == std::string::npos);
      CHECK(line.find("review.") == std::string::npos);
    }
  }
}
