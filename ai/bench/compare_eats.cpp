// ai_compare_eats: how a player's bids compare with cheat-hands' (the same search, bidding with the others' first five cards in sight) on the same deals.
// Usage: ai_compare_eats [deals] [seed] [kind]. Plays the bidding of each arena deal with `kind`
// (default hard) in every seat, seeded as the arena seeds them, and asks cheat-hands for the same
// bid at each turn. Where the two differ, it plays the game out both ways with `kind` in every
// seat: the bidder's SP minus the mean of the others' after cheat-hands' bid, less after its own,
// is what the difference cost (positive: the sight of the cards was worth that). Prints the
// agreement over all bids and over the eats, and the mean cost per deal with its 95% interval.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "Arena.h"
#include "CheatPlayer.h"
#include "Player.h"
#include "SeatView.h"

using namespace bizon;

namespace {

using Players = std::array<std::unique_ptr<Player>, 3>;

// Plays the game to its end with these players: `me`'s SP minus the mean of the others'.
double playOut(Game game, Players& players, Seat me) {
  while (game.phase() != Phase::Over) game.apply(players[static_cast<std::size_t>(index(game.toAct()))]->decide(viewOf(game, game.toAct())));
  double sum = 0;
  for (Seat s : allSeats) sum += s == me ? game.score().sp[s] : -0.5 * game.score().sp[s];
  return sum;
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 100;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 3800ull;
  const std::string kind = argc > 3 ? argv[3] : "hard:threads=1";
  Players players;
  for (std::size_t s = 0; s < 3; ++s) players[s] = makePlayer(kind, seeds::builtInPlayer(seed, allSeats[s]));
  if (!players[0]) {
    std::fprintf(stderr, "ai_compare_eats: unknown kind %s\n", kind.c_str());
    return 2;
  }
  CheatPlayer cheat(seeds::builtInPlayer(seed, Seat::You), CheatPlayer::Sight::Hands);
  int bids = 0, agree = 0, eats = 0, cheatEats = 0, bothEat = 0;
  std::vector<double> cost(static_cast<std::size_t>(deals), 0.0);
  for (int d = 0; d < deals; ++d) {
    Game game = SeededDeal(seed, d).start();
    cheat.watch(game);
    while (game.phase() == Phase::Bidding) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Bid mine = *players[static_cast<std::size_t>(index(seat))]->decide(view).bid();
      const Bid seen = *cheat.decide(view).bid();
      ++bids;
      eats += mine.eat, cheatEats += seen.eat, bothEat += mine.eat && seen.eat;
      if (mine == seen || (view.round == 1 && mine.eat && seen.eat)) {
        ++agree;
      } else {
        Game a = game, b = game;
        a.apply({seat, seen});
        b.apply({seat, mine});
        cost[static_cast<std::size_t>(d)] += playOut(a, players, seat) - playOut(b, players, seat);
      }
      game.apply({seat, mine});
    }
    std::fprintf(stderr, "\r%d/%d deals", d + 1, deals);
  }
  double sum = 0, square = 0;
  for (double c : cost) sum += c, square += c * c;
  const double mean = sum / deals, se = std::sqrt((square / deals - mean * mean) / std::max(1, deals - 1));
  std::printf("\n%s against cheat-hands, %d deals of seed %llu: %d bids, agreeing on %d (%.1f%%)\n", kind.c_str(), deals,
              static_cast<unsigned long long>(seed), bids, agree, 100.0 * agree / bids);
  std::printf("eats: %s %d, cheat-hands %d, both %d\n", kind.c_str(), eats, cheatEats, bothEat);
  std::printf("cost of the differences, SP per deal for the bidder against the others' mean: %+.3f [%+.3f, %+.3f]\n", mean,
              mean - 1.96 * se, mean + 1.96 * se);
}
