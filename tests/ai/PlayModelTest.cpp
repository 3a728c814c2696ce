// The model of how a seat plays (PlayModel) and the reading of the cards played by it (PlayReading).
#include <catch2/catch.hpp>

#include <cmath>

#include "DealSampler.h"
#include "Game.h"
#include "HeuristicPlayer.h"
#include "Knowledge.h"
#include "PlayModel.h"
#include "PlayReading.h"
#include "Player.h"
#include "RandomGame.h"
#include "SearchPlayer.h"

using namespace bizon;

TEST_CASE("The play model gives every legal card a chance, nothing else, and the rules' card the most", "[playmodel]") {
  int checked = 0;
  for (std::uint64_t g = 0; g < 300; ++g) {
    const Game game = randomGame(g, static_cast<int>(g % 24));
    if (game.phase() != Phase::Playing) continue;
    const SeatView view = viewOf(game, game.toAct());
    for (const PlayModel& model : {PlayModel::rules(), PlayModel::standard()}) {
      std::array<double, deckSize> p{};
      model.probabilities(view, p);
      double total = 0;
      for (int i = 0; i < deckSize; ++i) {
        const Card c = Card::fromIndex(i);
        if (view.legal.contains(c)) REQUIRE(p[static_cast<std::size_t>(i)] > 0);
        else REQUIRE(p[static_cast<std::size_t>(i)] == 0);
        total += p[static_cast<std::size_t>(i)];
      }
      REQUIRE(total == Approx(1));
    }
    std::array<double, deckSize> p{};
    PlayModel::rules().probabilities(view, p);
    const Card rule = HeuristicPlayer::ruleCard(view);
    for (Card c : view.legal) REQUIRE(p[static_cast<std::size_t>(c.index())] <= p[static_cast<std::size_t>(rule.index())]);
    ++checked;
  }
  CHECK(checked > 100);
}

TEST_CASE("The play model's file: written and read back alike; the standard one is the fitted one; damage refused", "[playmodel]") {
  std::string why;
  const auto file = PlayModel::load(PlayModel::standardFile(), why);
  REQUIRE(file);
  CHECK(file->weights().role != PlayModel::rules().weights().role);  // assets/play_model.txt is a fit
  const auto again = PlayModel::fromText(file->toText("test"), why);
  REQUIRE(again);
  for (std::size_t r = 0; r < 2; ++r)
    for (std::size_t i = 0; i < PlayModel::featureCount; ++i)
      CHECK(again->weights().role[r][i] == Approx(file->weights().role[r][i]).epsilon(1e-5));
  std::string text = file->toText("test");
  text.replace(text.find("points"), 6, "pointz");
  CHECK_FALSE(PlayModel::fromText(text, why));
  CHECK(why.find("points") != std::string::npos);
  CHECK_FALSE(PlayModel::fromText("floor 0.1\n", why));
}

// Plays a game by heuristic players to card `cards` of its play (or its end), and returns it.
static Game heuristicGame(std::uint64_t g, int cards) {
  Game game = randomGame(g, 0);
  std::array<std::unique_ptr<Player>, 3> players;
  for (std::size_t s = 0; s < 3; ++s) players[s] = makePlayer("heuristic", g * 3 + s);
  while (game.phase() != Phase::Over && !(game.phase() == Phase::Playing && static_cast<int>(game.plays().size()) >= cards))
    game.apply(players[static_cast<std::size_t>(index(game.toAct()))]->decide(viewOf(game, game.toAct())));
  return game;
}

TEST_CASE("R10: reading the cards played rules out exactly the deals where a seat did not follow though it could", "[playmodel][R10]") {
  int ruledOut = 0, kept = 0;
  for (std::uint64_t g = 0; g < 120; ++g) {
    const Game game = heuristicGame(g, 4 + static_cast<int>(g % 16));
    if (game.phase() != Phase::Playing) continue;
    const SeatView view = viewOf(game, game.toAct());
    const Knowledge withVoids = knowledgeOf(view);
    const DealSampler blind(knowledgeOf(view, false));  // ignores the voids
    const PlayReading reading(view, PlayModel::standard());
    Random random(g);
    for (int i = 0; i < 30; ++i) {
      const auto hands = blind.sample(random);
      bool breaksVoid = false;
      for (int s = 0; s < 3; ++s)
        for (Card c : hands[static_cast<std::size_t>(s)]) breaksVoid = breaksVoid || (withVoids.voids[static_cast<std::size_t>(s)] >> static_cast<int>(c.suit()) & 1u);
      const double p = reading.likelihood(hands);
      if (breaksVoid) {
        REQUIRE(p == 0);
        ++ruledOut;
      } else {
        REQUIRE(p > 0);
        ++kept;
      }
    }
  }
  CHECK(ruledOut > 100);
  CHECK(kept > 100);
}

TEST_CASE("The cards played read by the model place the hidden cards better than deals consistent with the voids", "[playmodel]") {
  // Heuristic players play as the rules say: the weighted deals must put the hidden cards where
  // they are more often than uniform deals do (the measure of ai_inference_bench, in small).
  double gained = 0;
  int positions = 0;
  for (std::uint64_t g = 0; g < 150; ++g) {
    const Game game = heuristicGame(g, 9 + static_cast<int>(g % 9));
    if (game.phase() != Phase::Playing) continue;
    const SeatView view = viewOf(game, game.toAct());
    const Knowledge k = knowledgeOf(view);
    const DealSampler sampler(k);
    if (sampler.count() < 2) continue;
    const PlayReading reading(view, PlayModel::standard());
    const int first = (k.me + 1) % 3;
    std::vector<std::array<CardSet, 3>> deals;
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(sampler.count(), 200); ++i) deals.push_back(sampler.nth(i * sampler.count() / std::min<std::uint64_t>(sampler.count(), 200)));
    std::vector<double> weights;
    double total = 0;
    for (const auto& d : deals) total += weights.emplace_back(reading.likelihood(d));
    REQUIRE(total > 0);
    for (Card c : k.hidden) {
      const bool atFirst = game.hand(allSeats[static_cast<std::size_t>(first)]).contains(c);
      double hit = 0;
      for (std::size_t i = 0; i < deals.size(); ++i) hit += weights[i] * deals[i][static_cast<std::size_t>(first)].contains(c);
      const double share = atFirst ? hit / total : 1 - hit / total;
      const double uniform = atFirst ? sampler.chanceFirst(c) : 1 - sampler.chanceFirst(c);
      gained += std::log2(0.99 * share + 0.01 * uniform) - std::log2(uniform);
    }
    ++positions;
  }
  REQUIRE(positions > 50);
  CHECK(gained / positions > 0.5);  // bits per position
}
