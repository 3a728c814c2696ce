// R18: a decision depends on the seat's view and the seed only, never on where the hidden cards are.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "Deck.h"
#include "Game.h"
#include "Player.h"
#include "RandomPlayer.h"

using namespace bizon;

namespace {

bool sameView(const SeatView& x, const SeatView& y) {
  return x.seat == y.seat && x.dealer == y.dealer && x.phase == y.phase && x.toAct == y.toAct &&
         x.decision == y.decision && x.round == y.round && x.hand == y.hand && x.legal == y.legal &&
         x.packets == y.packets && x.grass == y.grass && x.bizon == y.bizon && x.trump == y.trump &&
         std::equal(x.bids.begin(), x.bids.end(), y.bids.begin(), y.bids.end()) &&
         std::equal(x.plays.begin(), x.plays.end(), y.plays.begin(), y.plays.end());
}

}  // namespace

TEST_CASE("R18: shuffling the cards hidden from a seat never changes its decision with the same seed", "[fairness][R18]") {
  // The levels as they play: their work is counted, not timed, so a busy machine cannot make two
  // equal decisions differ.
  const std::string kind = GENERATE(std::string("heuristic"), std::string("normal"), std::string("hard"), std::string("noinfer"));
  int compared = 0, bids = 0, plays = 0;
  for (std::uint64_t g = 0; g < 60; ++g) {
    Random random(Random::derive(31, g));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    const Seat dealer = seatAt(static_cast<int>(g % 3));
    // Random play up to a random decision, remembering every action.
    Game game(dealer, deck);
    std::vector<Move> moves;
    RandomPlayer driver(g);
    const int stop = static_cast<int>(random.below(30));
    for (int step = 0; game.phase() != Phase::Over && step < stop; ++step) {
      const Seat s = game.toAct();
      const SeatView v = viewOf(game, s);
      const Move move = driver.decide(v);
      REQUIRE_FALSE(game.apply(move));
      moves.push_back(move);
    }
    if (game.phase() == Phase::Over || game.phase() == Phase::Packets) continue;
    const Seat seat = game.toAct();
    const SeatView view = viewOf(game, seat);
    // Deck positions holding cards this seat cannot see: another seat's hand or the undealt rest,
    // not yet played; never the grass (index 23, face up, R5).
    CardSet visible = view.seen();
    std::vector<std::size_t> hidden;
    for (std::size_t i = 0; i + 1 < deck.size(); ++i)
      if (!visible.contains(deck[i])) hidden.push_back(i);
    for (int trial = 0; trial < 6 && hidden.size() >= 2; ++trial) {
      Deck other = deck;
      const auto i = hidden[random.below(static_cast<std::uint32_t>(hidden.size()))];
      const auto j = hidden[random.below(static_cast<std::uint32_t>(hidden.size()))];
      std::swap(other[i], other[j]);
      Game alt(dealer, other);
      bool replayed = true;
      for (const Move& m : moves) replayed = replayed && !alt.apply(m);
      if (!replayed) continue;  // the swap contradicts a shown void: not a deal this seat could face
      const SeatView altView = viewOf(alt, seat);
      REQUIRE(sameView(view, altView));
      const std::uint64_t seed = 1234 + g;
      auto p1 = makePlayer(kind, seed), p2 = makePlayer(kind, seed);
      INFO(kind << " game " << g << " swap " << code(deck[i]) << " " << code(deck[j]));
      CHECK(p1->decide(view) == p2->decide(altView));
      ++(view.decision == Decision::Bid ? bids : plays);
      ++compared;
    }
  }
  CHECK(bids > 5);
  CHECK(plays > 50);
}
