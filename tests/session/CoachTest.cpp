// The coach's judgement: each decision of yours judged in the background as the analysis judges
// it, the end of a game once all are judged, take-backs forgotten; the hint's values the
// analysis's own, valued off the frame's thread. (Their words: tests/game/CoachWordsTest.cpp.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>

#include "Analysis.h"
#include "Match.h"
#include "Random.h"
#include "session/Coach.h"
#include "session/JudgeWorker.h"
#include "session/SessionListeners.h"
#include "session/Verdicts.h"
#include "../Eventually.h"
#include "../history/RandomPlay.h"
#include "CoachGames.h"

using namespace bizon;
using test::gameWithBizonSeed;
using test::valuedOnWorker;
using test::viewsOf;

namespace {

// The match whose first game, played at random, has a Bizon.
Match firstGameMatch() { return Match(MatchOptions{gameWithBizonSeed(), Shuffle::Light, 15}); }

// Plays its first game at random, telling the coach each decision of yours as the table does
// (and, with `update`, letting it take its judgements as the frames do).
void playFirstGame(Match& match, table::Coach& coach, bool update) {
  Random random(match.options().seed);
  while (match.finishedGames().empty()) {
    test::playRandomAction(match, random);
    const auto latest = match.latestGame();
    if (latest && !latest->record.moves.empty() && latest->record.moves.back().seat() == Seat::You)
      coach.decided(0, latest->record);
    if (update) coach.update();
  }
}

// Waits for the end of game 0 (a mistake's note may come first; the end of the game comes once all
// are judged).
std::optional<table::Coach::Ending> endOf(table::Coach& coach) {
  std::optional<table::Coach::Ending> ending;
  test::eventually("the end of game 0 said by the coach", [&] {
    coach.update();
    ending = coach.ending();
    return ending.has_value();
  }, std::chrono::milliseconds(10));
  return ending;
}

// The coach's end of a game is the analysis's: each decision judged alike, with its view, and the score.
void sameEnding(const table::Coach::Ending& ending, const GameAnalysis& analysis, const std::vector<SeatView>& views,
                const Score& score) {
  REQUIRE(ending.judged.size() == analysis.decisions.size());
  for (std::size_t i = 0; i < ending.judged.size(); ++i) {
    const DecisionAnalysis& coach = ending.judged[i];
    const DecisionAnalysis& review = analysis.decisions[i];
    CHECK(coach.kind == review.kind);
    CHECK(coach.index == review.index);
    CHECK(coach.played == review.played);
    CHECK(coach.best == review.best);
    CHECK(coach.costSp == Approx(review.costSp).margin(1e-9));
    CHECK(markOf(coach) == markOf(review));
  }
  REQUIRE(ending.views.size() == views.size());
  for (std::size_t i = 0; i < views.size(); ++i) CHECK(ending.views[i].hand == views[i].hand);
  for (Seat s : allSeats) {
    CHECK(ending.score.gp[s] == score.gp[s]);
    CHECK(ending.score.sp[s] == score.sp[s]);
  }
  CHECK(ending.score.bizon == score.bizon);
}

}  // namespace

TEST_CASE("hint: its values are the analysis's own, valued off the frame's thread", "[coach][hint]") {
  // Your first card of a dealt game: the worker's values are the Judge's for the same view.
  Match match(MatchOptions{11, Shuffle::Light, 15});
  Random random(11);
  while (match.game().phase() != Phase::Playing || match.game().toAct() != Seat::You) {
    if (match.game().phase() == Phase::Over || match.gameNumber() > 1) break;
    test::playRandomAction(match, random);
  }
  REQUIRE(match.game().toAct() == Seat::You);
  REQUIRE(match.game().phase() == Phase::Playing);
  DecisionPoint point;
  point.kind = DecisionKind::Play;
  point.view = match.view(Seat::You);
  const std::vector<table::JudgeWorker::Answer> answers = valuedOnWorker(match.moment(), point);
  REQUIRE(answers.size() == 1);
  Judge judge;
  const std::vector<OptionValue> options = judge.playOptions(point.view);
  REQUIRE(answers[0].analysis.options.size() == options.size());
  for (std::size_t i = 0; i < options.size(); ++i) {
    CHECK(answers[0].analysis.options[i].choice == options[i].choice);
    CHECK(answers[0].analysis.options[i].expectedSp == Approx(options[i].expectedSp));
  }
  const OptionValue* best = answers[0].analysis.option(answers[0].analysis.best);
  REQUIRE(best);
  for (const OptionValue& o : options) CHECK(best->expectedSp >= o.expectedSp - 1e-9);
}

TEST_CASE("coach: each of your decisions judged in the background, as the analysis judges it", "[coach]") {
  // A game with random decisions of yours (mistakes come easily), told to the coach move by move
  // as the table tells it; the notes are the analysis's mistakes and blunders of that game.
  Match match = firstGameMatch();
  table::Coach coach;
  playFirstGame(match, coach, true);
  coach.gameScored(0, match.scores().front());
  const auto ending = endOf(coach);
  REQUIRE(ending);
  Judge judge;
  const GameAnalysis analysis = analyseGame(match.finishedGames()[0], 0, Seat::You, judge);
  REQUIRE(analysis.decisions.size() > 5);  // your bids and your eight cards
  int mistakes = 0;
  const DecisionAnalysis* worst = table::worstMistake(analysis.decisions);
  for (const DecisionAnalysis& d : analysis.decisions) mistakes += markOf(d) >= Mark::Mistake;
  CHECK(coach.notes() == mistakes);
  sameEnding(*ending, analysis, viewsOf(match.finishedGames()[0]), match.scores().front());
  if (worst) {
    // The review opens before the costliest decision: the moves made up to it.
    const auto points = decisionsOf(match.finishedGames()[0], Seat::You);
    const auto at = std::find_if(points.begin(), points.end(), [worst](const DecisionPoint& p) {
      return p.kind == worst->kind && p.index == worst->index;
    });
    REQUIRE(at != points.end());
    REQUIRE(coach.review());
    CHECK(*coach.review() == Moment{0, at->move});
  } else {
    CHECK_FALSE(coach.review());
  }
}

TEST_CASE("coach: a mistake of a game judged after the next game started says nothing there", "[coach]") {
  // Every decision of a game told at once, the game scored and the next one started before any
  // is judged: the judgements come late, and neither their notes nor the game's end are said in
  // the new game.
  Match match = firstGameMatch();
  table::Coach coach;
  playFirstGame(match, coach, false);
  coach.gameScored(0, match.scores().front());
  coach.gameStarted();
  REQUIRE(test::eventually("every decision told to the coach judged", [&] {
    coach.update();
    CHECK_FALSE(coach.mistake());
    CHECK_FALSE(coach.ending());
    return !coach.judging();
  }, std::chrono::milliseconds(10)));
  coach.update();
  CHECK_FALSE(coach.mistake());
  CHECK_FALSE(coach.ending());
  CHECK(coach.notes() == 0);
  // The game had mistakes to say: they were held back, not missing.
  Judge judge;
  const GameAnalysis analysis = analyseGame(match.finishedGames()[0], 0, Seat::You, judge);
  CHECK(table::worstMistake(analysis.decisions) != nullptr);
}

TEST_CASE("coach: decisions taken back are forgotten, even those still being judged", "[coach][takeback]") {
  // Every decision of yours in a game told to the coach, all taken back before any is judged,
  // then made again: the notes and the end of the game are those of the game as finally played,
  // each decision counted once.
  const std::uint64_t seed = gameWithBizonSeed();
  Match match(MatchOptions{seed, Shuffle::Light, 15});
  Random random(seed);
  std::vector<GameRecord> yours;  // the game after each of your decisions
  while (match.finishedGames().empty()) {
    test::playRandomAction(match, random);
    const auto latest = match.latestGame();
    if (latest && !latest->record.moves.empty() && latest->record.moves.back().seat() == Seat::You)
      yours.push_back(latest->record);
  }
  REQUIRE(yours.size() > 5);
  table::Coach coach;
  for (const GameRecord& record : yours) coach.decided(0, record);
  coach.takenBack(Moment{0, 0});
  CHECK_FALSE(coach.mistake());
  CHECK_FALSE(coach.ending());
  for (const GameRecord& record : yours) coach.decided(0, record);
  coach.gameScored(0, match.scores().front());
  const auto ending = endOf(coach);
  REQUIRE(ending);
  Judge judge;
  const GameAnalysis analysis = analyseGame(match.finishedGames()[0], 0, Seat::You, judge);
  int mistakes = 0;
  for (const DecisionAnalysis& d : analysis.decisions) mistakes += markOf(d) >= Mark::Mistake;
  CHECK(coach.notes() == mistakes);
  sameEnding(*ending, analysis, viewsOf(match.finishedGames()[0]), match.scores().front());
}

TEST_CASE("coach: a decision taken back once judged leaves its best as the table's advice", "[coach][takeback]") {
  Match match = firstGameMatch();
  table::Coach coach;
  playFirstGame(match, coach, false);
  REQUIRE(test::eventually("every decision told to the coach judged", [&] {
    coach.update();
    return !coach.judging();
  }, std::chrono::milliseconds(10)));
  Judge judge;
  const GameRecord& record = match.finishedGames()[0];
  const GameAnalysis analysis = analyseGame(record, 0, Seat::You, judge);
  REQUIRE_FALSE(analysis.decisions.empty());
  const DecisionAnalysis& last = analysis.decisions.back();
  const Moment at{0, moveOf(last, record)};
  coach.takenBack(at);
  REQUIRE(coach.advice().has_value());
  CHECK(coach.advice()->first == at);
  CHECK(coach.advice()->second == last.best);
  // Taken back to a moment no judged decision of yours was made at (the game's end): no advice.
  coach.takenBack(Moment{0, static_cast<int>(record.moves.size())});
  CHECK_FALSE(coach.advice().has_value());
}

TEST_CASE("coach at a table of friends: your chair's decisions judged once the game is revealed, its word at the game's end", "[coach][online]") {
  // Bob sits in Goat's chair: nothing of the game reaches the coach until its record is revealed
  // whole; then each of his decisions is judged from the moment it was made, and the end of the
  // game is the analysis's word on his chair, its score as his table shows it.
  Match match = firstGameMatch();
  Random random(match.options().seed);
  while (match.finishedGames().empty()) test::playRandomAction(match, random);
  const GameRecord& record = match.finishedGames()[0];
  Settings settings;
  settings.coach = true;
  table::Coach coach;
  coach.setSeat(Seat::Goat);
  table::RevealedCoachListener listener(coach, Seat::Goat, settings);
  listener.revealed(GameRevealed{1, record});
  const auto ending = endOf(coach);
  REQUIRE(ending);
  Judge judge;
  const GameAnalysis analysis = analyseGame(record, 0, Seat::Goat, judge);
  std::vector<SeatView> views;
  for (const DecisionPoint& p : decisionsOf(record, Seat::Goat)) views.push_back(p.view);
  const Score yours = std::get<GameScored>(table::onScreen(Event(GameScored{match.scores().front()}), Seat::Goat)).score;
  CHECK(yours.sp[Seat::You] == match.scores().front().sp[Seat::Goat]);
  sameEnding(*ending, analysis, views, yours);
  // With the coach off in the settings, nothing is judged.
  settings.coach = false;
  table::Coach quiet;
  table::RevealedCoachListener off(quiet, Seat::Goat, settings);
  off.revealed(GameRevealed{1, record});
  CHECK_FALSE(quiet.judging());
}
