// What each sight of the cheat player sees (it exists to measure upper bounds, so what it sees is the measurement).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <vector>

#include "CheatPlayer.h"
#include "Game.h"
#include "RandomGame.h"

using namespace bizon;

namespace {

// The deals a player believes in, opened for the test.
struct PeekCheat : CheatPlayer {
  using CheatPlayer::bidDeals;
  using CheatPlayer::CheatPlayer;
  using CheatPlayer::playDeals;
};
struct PeekSearch : SearchPlayer {
  using SearchPlayer::playDeals;
  using SearchPlayer::SearchPlayer;
};

}  // namespace

TEST_CASE("R9, R18: cheat-hands bids seeing the others' first five cards but not the order of deck cards 15-22", "[cheat][R9][R18]") {
  for (std::uint64_t g = 0; g < 20; ++g) {
    const Game game = randomGame(g, 0);
    REQUIRE(game.phase() == Phase::Bidding);
    const SeatView view = viewOf(game, game.toAct());
    std::vector<Card> completion(game.deck().begin() + 15, game.deck().begin() + 23);
    std::sort(completion.begin(), completion.end());

    PeekCheat hands(g, CheatPlayer::Sight::Hands), all(g);
    hands.watch(game);
    all.watch(game);
    Random random(g);
    const auto deals = hands.bidDeals(view, random);
    REQUIRE(static_cast<int>(deals.size()) == SearchPlayer::hardOptions().bidSamples);
    std::set<std::vector<Card>> orders;
    for (const auto& d : deals) {
      for (Seat s : allSeats) REQUIRE(d.five[static_cast<std::size_t>(index(s))] == game.hand(s));
      std::vector<Card> order(d.completion.begin(), d.completion.end());
      orders.insert(order);
      std::sort(order.begin(), order.end());
      REQUIRE(order == completion);  // the true cards, in a drawn order
    }
    CHECK(orders.size() > 1);

    // `cheat` sees every card: its one deal is the truth, in the deck's order.
    const auto truth = all.bidDeals(view, random);
    REQUIRE(truth.size() == 1);
    for (std::size_t i = 0; i < truth[0].completion.size(); ++i) REQUIRE(truth[0].completion[i] == game.deck()[15 + i]);
  }
}

TEST_CASE("R18: while playing, cheat-hands believes exactly what hard believes, and cheat the truth", "[cheat][R18]") {
  int checked = 0;
  for (std::uint64_t g = 0; g < 60 && checked < 20; ++g) {
    const Game game = randomGame(g, 1 + static_cast<int>(g % 12));
    if (game.phase() != Phase::Playing) continue;  // passed out
    const SeatView view = viewOf(game, game.toAct());
    PeekCheat hands(g, CheatPlayer::Sight::Hands), all(g);
    PeekSearch hard(g, SearchPlayer::hardOptions());
    hands.watch(game);
    all.watch(game);
    Random r1(g), r2(g), r3(g);
    const auto seen = hands.playDeals(view, r1), believed = hard.playDeals(view, r2);
    REQUIRE(seen.size() == believed.size());
    for (std::size_t i = 0; i < seen.size(); ++i) {
      REQUIRE(seen[i].hands == believed[i].hands);
      REQUIRE(seen[i].weight == believed[i].weight);
    }
    const auto truth = all.playDeals(view, r3);
    REQUIRE(truth.size() == 1);
    for (Seat s : allSeats) REQUIRE(truth[0].hands[static_cast<std::size_t>(index(s))] == game.hand(s).mask());
    ++checked;
  }
  CHECK(checked == 20);
}
