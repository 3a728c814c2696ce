// How the search player decides its bids (R6, R7): the estimated gain of eating over passing, and the eat margin.
#include <catch2/catch.hpp>

#include "Arena.h"
#include "SearchPlayer.h"

using namespace bizon;

namespace {

// Solves every deal of a bid to a node limit, never stopping early, so two players that differ
// only in their margin see the same gains.
SearchOptions exhaustive(double margin) {
  SearchOptions o;
  o.bidSamples = 12;
  o.dealNodes = 40'000;
  o.stopZ = 1e9;
  o.threads = 1;
  o.eatMargin = margin;
  return o;
}

}  // namespace

TEST_CASE("R6, R7: the eat margin is added to the estimated gain of eating, and the search eats exactly when the sum is above zero",
          "[search][R6][R7]") {
  constexpr double margin = 2;
  SearchPlayer plain(7, exhaustive(0)), bold(7, exhaustive(margin));
  int moved = 0, eats = 0, passes = 0;
  for (int d = 0; d < 40; ++d) {
    Game game = SeededDeal(31, d).start();
    // Every seat's bid in turn, round 2 too when round 1 passes (R7).
    while (game.phase() == Phase::Bidding) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Bid a = *plain.decide(view).bid();
      const SearchPlayer::Effort ea = plain.lastEffort();
      const Bid b = *bold.decide(view).bid();
      const SearchPlayer::Effort eb = bold.lastEffort();
      REQUIRE(ea.solved == 12);
      REQUIRE(eb.solved == 12);
      REQUIRE(eb.gain == Approx(ea.gain));  // the estimate itself does not hold the margin
      REQUIRE(a.eat == (ea.gain > 0));
      REQUIRE(b.eat == (eb.gain + margin > 0));
      if (b.eat && view.round == 2) REQUIRE(*b.trump == eb.trump);
      if (b.eat != a.eat) ++moved;
      eats += b.eat;
      passes += !a.eat;
      game.apply({seat, a});
    }
  }
  // The margin changed some decisions, and both choices were made.
  CHECK(moved > 0);
  CHECK(eats > 0);
  CHECK(passes > 0);
}
