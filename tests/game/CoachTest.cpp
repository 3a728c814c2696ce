// The coach's words: a mistake gets one line naming what you chose, the better option
// and what it keeps; a fine decision none; the end of a game says "Well played" or where the
// costliest mistake was; the hint says why, from the very values the analysis computes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <thread>

#include "Analysis.h"
#include "core/DataPaths.h"
#include "Match.h"
#include "Random.h"
#include "core/Texts.h"
#include "table/Coach.h"
#include "table/CoachWords.h"
#include "table/JudgeWorker.h"
#include "../history/RandomPlay.h"

using namespace bizon;
using table::coachLine;
using table::gameLine;
using table::hintLine;

namespace {

// The table of a language, read once.
const Texts& textsOf(localization::Language language) {
  static std::map<localization::Language, Texts> read;
  return read.try_emplace(language, DataPaths::locate(), language).first->second;
}
const Texts& english() { return textsOf(localization::Language::English); }
const Texts& french() { return textsOf(localization::Language::French); }
const Texts& dutch() { return textsOf(localization::Language::Dutch); }
const Texts& german() { return textsOf(localization::Language::German); }

// The first seed whose first game, played at random, has a Bizon: a game with all its decisions.
std::uint64_t gameWithBizonSeed() {
  for (std::uint64_t seed = 1;; ++seed) {
    Match trial(MatchOptions{seed, Shuffle::Light, 15});
    Random r(seed);
    while (trial.scores().empty()) test::playRandomAction(trial, r);
    if (trial.scores()[0].bizon) return seed;
  }
}

// Waits (a few seconds at most) for the end of game 0's line.
std::optional<std::string> endLine(table::Coach& coach) {
  std::optional<std::string> line;
  for (int i = 0; i < 1200; ++i) {
    // A mistake's note may come first; the end of the game comes once all are judged.
    coach.update();
    line = coach.line(english());
    if (line && (line->starts_with("Well played") || line->find("review it?") != std::string::npos)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return line;
}

Choice choice(DecisionKind kind, std::string_view code) {
  const Decision decision = kind == DecisionKind::Packets ? Decision::Packets
                            : kind == DecisionKind::Bid   ? Decision::Bid
                                                          : Decision::Play;
  return parseChoice(decision, code).value();
}

// A judged decision in the codes of the analysis file ("KS", "pass", "eat:H", "3-2"); an empty
// `played` (a hint's valuation) stands for the best.
DecisionAnalysis judged(DecisionKind kind, int index, std::string_view played, std::string_view best, double cost,
                        std::vector<std::pair<std::string_view, double>> options) {
  DecisionAnalysis d;
  d.kind = kind;
  d.index = index;
  d.played = choice(kind, played.empty() ? best : played);
  d.best = choice(kind, best);
  d.costSp = cost;
  for (const auto& [code, sp] : options) d.options.push_back({choice(kind, code), sp, {}});
  return d;
}

// You play last to a trick of spades, hearts trumps: Goat led the queen, Sheep trumped it with the 9.
DecisionPoint lastToSpades() {
  DecisionPoint p;
  p.kind = DecisionKind::Play;
  p.index = 8;
  p.view.trump = Suit::Hearts;
  p.view.currentTrick.push_back(Card(Suit::Spades, Rank::Queen));
  p.view.currentTrick.push_back(Card(Suit::Hearts, Rank::Nine));
  return p;
}

}  // namespace

TEST_CASE("coach: a mistake gets one line naming your option, the better one and its cost", "[coach]") {
  // The king of spades leaves the trick to Sheep's trump; the 10 of hearts takes it and keeps
  // 1.6 SP more.
  const DecisionPoint point = lastToSpades();
  const DecisionAnalysis d = judged(DecisionKind::Play, 8, "KS", "TH", 1.6, {{"KS", -1.2}, {"TH", 0.4}});
  const auto line = coachLine(english(), point, d);
  REQUIRE(line);
  CHECK(*line == "?: K\u2660 gave away the trick; 10\u2665 keeps 1.6 SP more");
  // A blunder is marked ??, in French with its spaces and decimal comma.
  const DecisionAnalysis blunder = judged(DecisionKind::Play, 8, "KS", "TH", 4.25, {{"KS", -5}, {"TH", -0.75}});
  CHECK(*coachLine(french(), point, blunder) == "??\u00a0: R\u2660 a laiss\u00e9 filer le pli\u00a0; 10\u2665 garde 4,3\u00a0SP de plus");
  // Not last to play, the trick is not yet given: the card was simply the weaker one.
  DecisionPoint second = point;
  second.view.currentTrick.pop_back();
  CHECK(*coachLine(english(), second, d) == "?: K\u2660 was weaker; 10\u2665 keeps 1.6 SP more");
}

TEST_CASE("coach: a bid gone wrong is too bold or too careful", "[coach]") {
  const DecisionPoint point;  // the words of a bid need no view
  const DecisionAnalysis bold = judged(DecisionKind::Bid, 1, "eat", "pass", 2.4, {{"pass", 0.3}, {"eat", -2.1}});
  CHECK(*coachLine(english(), point, bold) == "?: eating was too bold; passing keeps 2.4 SP more");
  const DecisionAnalysis careful =
      judged(DecisionKind::Bid, 4, "pass", "eat:H", 1.9, {{"pass", 0}, {"eat:H", 1.9}, {"eat:S", -3}});
  CHECK(*coachLine(english(), point, careful) == "?: passing was too careful; naming hearts keeps 1.9 SP more");
}

TEST_CASE("coach: a fine decision or an inaccuracy stays quiet", "[coach]") {
  const DecisionPoint point = lastToSpades();
  CHECK_FALSE(coachLine(english(), point, judged(DecisionKind::Play, 8, "TH", "TH", 0, {{"KS", -1.2}, {"TH", 0.4}})));
  // Below the mistake's threshold (Marks.h): an inaccuracy is left to the review.
  CHECK_FALSE(coachLine(english(), point, judged(DecisionKind::Play, 8, "KS", "TH", 1.4, {{"KS", -1.0}, {"TH", 0.4}})));
  // Over the threshold but within twice the analysis's noise (Marks.h): a close call, no line.
  DecisionAnalysis close = judged(DecisionKind::Play, 8, "KS", "TH", 1.6, {{"KS", -1.2}, {"TH", 0.4}});
  close.noiseSp = 0.9;
  CHECK_FALSE(coachLine(english(), point, close));
  CHECK(gameLine(english(), {close}) == "Well played");
}

TEST_CASE("coach: the end of a game says well played, or where the costliest mistake was", "[coach]") {
  const Texts& t = english();
  const DecisionAnalysis fine = judged(DecisionKind::Bid, 0, "pass", "pass", 0, {{"pass", 0}, {"eat", -1}});
  const DecisionAnalysis inaccuracy = judged(DecisionKind::Play, 2, "9C", "AC", 0.7, {{"9C", 0}, {"AC", 0.7}});
  CHECK(gameLine(t, {fine, inaccuracy}) == "Well played");
  // Play 7 is in the third trick.
  const DecisionAnalysis mistake = judged(DecisionKind::Play, 7, "9C", "AC", 2.0, {{"9C", -1}, {"AC", 1}});
  CHECK(gameLine(t, {fine, mistake, inaccuracy}) == "One mistake (trick 3): review it?");
  const DecisionAnalysis worse = judged(DecisionKind::Bid, 1, "eat", "pass", 5.0, {{"pass", 0}, {"eat", -5}});
  CHECK(gameLine(t, {worse, mistake}) == "2 mistakes, the costliest in the bidding: review it?");
  CHECK(table::worstMistake({worse, mistake}) != nullptr);
  CHECK(table::worstMistake({fine, inaccuracy}) == nullptr);
}

TEST_CASE("hint: the best option with its reason in the analysis's values", "[coach][hint]") {
  const Texts& t = english();
  // Round 1, the grass the 9 of hearts, with the ace and the king of hearts in hand: three trumps.
  SeatView view;
  view.round = 1;
  view.grass = Card(Suit::Hearts, Rank::Nine);
  view.hand.add(Card(Suit::Hearts, Rank::Ace));
  view.hand.add(Card(Suit::Hearts, Rank::King));
  view.hand.add(Card(Suit::Clubs, Rank::Ten));
  DecisionAnalysis eat = judged(DecisionKind::Bid, 0, "", "eat", 0, {{"pass", -0.2}, {"eat", 1.4}});
  CHECK(hintLine(t, view, eat) == "Hint: eat. With 3 trumps and the ace you expect +1.4 SP; passing expects -0.2");
  DecisionAnalysis pass = judged(DecisionKind::Bid, 0, "", "pass", 0, {{"pass", 0.3}, {"eat", -2.06}});
  view.hand = CardSet();
  CHECK(hintLine(t, view, pass) == "Hint: pass. With 1 trump, eating expects -2.1 SP; passing expects +0.3");
  DecisionAnalysis packets = judged(DecisionKind::Packets, 0, "", "3-2", 0, {{"3-2", 0.12}, {"2-3", 0.12}});
  CHECK(hintLine(t, view, packets) ==
        "Hint: deal in packets of 3, then 2. Either way you expect +0.1 SP: nobody knows yet where the cards will fall");
  DecisionAnalysis play = judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", -1.0}, {"AS", 1.0}, {"KS", 0.5}});
  CHECK(hintLine(t, view, play) == "Hint: play A\u2660. You expect +1.0 SP; K\u2660 expects +0.5");
}

TEST_CASE("hint: a card is called as good as the best only when its value says so", "[coach][hint]") {
  const SeatView view;  // the words of a card's hint need no view
  // Q♠ and K♠ within the noise of each other (Marks.h, sameSp), every other card far worse: not
  // "every card", but both named, with what the next best expects.
  const DecisionAnalysis split = judged(DecisionKind::Play, 3, "", "QS", 0,
                                        {{"QS", 1.38}, {"KS", 1.33}, {"TS", -2.25}, {"KH", -2.79}, {"TD", -3.21}, {"JD", -4.88}});
  CHECK(hintLine(english(), view, split) == "Hint: play Q\u2660 or K\u2660. Each expects about +1.4 SP; 10\u2660 expects -2.3");
  CHECK(hintLine(french(), view, split) ==
        "Conseil\u00a0: jouez D\u2660 ou R\u2660. Chacune promet environ +1,4\u00a0SP\u00a0; avec 10\u2660, -2,3");
  CHECK(hintLine(dutch(), view, split) == "Tip: V\u2660 of H\u2660 spelen. Elk ervan geeft ongeveer +1,4 SP; 10\u2660 geeft -2,3");
  CHECK(hintLine(german(), view, split) == "Tipp: D\u2660 oder K\u2660 spielen. Jede davon bringt etwa +1,4 SP; 10\u2660 bringt -2,3");
  // Three equal best cards, named best first.
  const DecisionAnalysis three = judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", -1.0}, {"QS", 0.9}, {"AS", 1.0}, {"KS", 1.0}});
  CHECK(hintLine(english(), view, three) == "Hint: play A\u2660, K\u2660 or Q\u2660. Each expects about +1.0 SP; 9\u2663 expects -1.0");
  CHECK(hintLine(french(), view, three) ==
        "Conseil\u00a0: jouez A\u2660, R\u2660 ou D\u2660. Chacune promet environ +1,0\u00a0SP\u00a0; avec 9\u2663, -1,0");
  CHECK(hintLine(dutch(), view, three) == "Tip: A\u2660, H\u2660 of V\u2660 spelen. Elk ervan geeft ongeveer +1,0 SP; 9\u2663 geeft -1,0");
  CHECK(hintLine(german(), view, three) == "Tipp: A\u2660, K\u2660 oder D\u2660 spielen. Jede davon bringt etwa +1,0 SP; 9\u2663 bringt -1,0");
  // One clearly best card: it alone, and the next best.
  const DecisionAnalysis one = judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", -1.0}, {"AS", 1.0}, {"KS", 0.5}});
  CHECK(hintLine(english(), view, one) == "Hint: play A\u2660. You expect +1.0 SP; K\u2660 expects +0.5");
  CHECK(hintLine(french(), view, one) == "Conseil\u00a0: jouez A\u2660. Vous pouvez esp\u00e9rer +1,0\u00a0SP\u00a0; avec R\u2660, +0,5");
  CHECK(hintLine(dutch(), view, one) == "Tip: A\u2660 spelen. Je verwacht +1,0 SP; H\u2660 geeft +0,5");
  CHECK(hintLine(german(), view, one) == "Tipp: A\u2660 spielen. Du erwartest +1,0 SP; K\u2660 bringt +0,5");
  // Every card within the noise of the best: then, and only then, "every card".
  const DecisionAnalysis all = judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", 0.4}, {"AS", 0.5}, {"KS", 0.5}});
  CHECK(hintLine(english(), view, all) == "Hint: play A\u2660. Every card you may play expects about +0.5 SP");
  CHECK(hintLine(french(), view, all) == "Conseil\u00a0: jouez A\u2660. Toutes vos cartes jouables promettent environ +0,5\u00a0SP");
  CHECK(hintLine(dutch(), view, all) == "Tip: A\u2660 spelen. Elke kaart die je mag spelen geeft ongeveer +0,5 SP");
  CHECK(hintLine(german(), view, all) == "Tipp: A\u2660 spielen. Jede Karte, die du spielen darfst, bringt etwa +0,5 SP");
}

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
  table::JudgeWorker worker;
  worker.value(match.moment(), point);
  std::vector<table::JudgeWorker::Answer> answers;
  for (int i = 0; i < 600 && answers.empty(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    answers = worker.take();
  }
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
  CHECK_FALSE(hintLine(english(), point.view, answers[0].analysis).empty());
}

TEST_CASE("coach: each of your decisions judged in the background, as the analysis judges it", "[coach]") {
  // A game with random decisions of yours (mistakes come easily), told to the coach move by move
  // as the table tells it; the notes are the analysis's mistakes and blunders of that game.
  const std::uint64_t seed = gameWithBizonSeed();
  Match match(MatchOptions{seed, Shuffle::Light, 15});
  Random random(seed);
  table::Coach coach;
  while (match.finishedGames().empty()) {
    test::playRandomAction(match, random);
    const auto latest = match.latestGame();
    if (latest && !latest->record.moves.empty() && latest->record.moves.back().seat() == Seat::You)
      coach.decided(0, latest->record);
    coach.update();
  }
  coach.gameScored(0, match.scores().front());
  const std::optional<std::string> line = endLine(coach);
  REQUIRE(line);
  Judge judge;
  const GameAnalysis analysis = analyseGame(match.finishedGames()[0], 0, Seat::You, judge);
  REQUIRE(analysis.decisions.size() > 5);  // your bids and your eight cards
  int mistakes = 0;
  const DecisionAnalysis* worst = table::worstMistake(analysis.decisions);
  for (const DecisionAnalysis& d : analysis.decisions) mistakes += markOf(d) >= Mark::Mistake;
  CHECK(coach.notes() == mistakes);
  CHECK(*line == table::endOfGameLine(english(), analysis.decisions, match.scores().front()));
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
  CHECK_FALSE(coach.line(english()));
  for (const GameRecord& record : yours) coach.decided(0, record);
  coach.gameScored(0, match.scores().front());
  const std::optional<std::string> line = endLine(coach);
  REQUIRE(line);
  Judge judge;
  const GameAnalysis analysis = analyseGame(match.finishedGames()[0], 0, Seat::You, judge);
  int mistakes = 0;
  for (const DecisionAnalysis& d : analysis.decisions) mistakes += markOf(d) >= Mark::Mistake;
  CHECK(coach.notes() == mistakes);
  CHECK(*line == table::endOfGameLine(english(), analysis.decisions, match.scores().front()));
}
