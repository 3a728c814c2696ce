// ai_fit_eat_curves: fits BidModel's eat curves to how `hard` players bid against each other.
// Usage: ai_fit_eat_curves [deals] [seed]. Prints, per bidding round, the maximum-likelihood
// logistic (threshold, scale) of "ate" against the hand's strength, and the likelihood of the
// curve in BidModel.h for comparison.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "Arena.h"
#include "BidModel.h"
#include "Player.h"
#include "SeatView.h"

using namespace bizon;

namespace {

struct Sample {
  double strength;
  bool ate;
};

double logLikelihood(const std::vector<Sample>& samples, EatCurve c) {
  double sum = 0;
  for (const Sample& s : samples) {
    const double p = std::clamp(c.chance(s.strength), 1e-9, 1 - 1e-9);
    sum += s.ate ? std::log(p) : std::log(1 - p);
  }
  return sum;
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 3000;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 21ull;
  std::array<std::unique_ptr<Player>, 3> players;
  for (std::size_t s = 0; s < 3; ++s) players[s] = makePlayer("hard", seeds::builtInPlayer(seed, allSeats[s]));
  std::array<std::vector<Sample>, 2> rounds;
  for (int d = 0; d < deals; ++d) {
    Game game = SeededDeal(seed, d).start();
    while (game.phase() == Phase::Bidding) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Bid bid = *players[static_cast<std::size_t>(index(seat))]->decide(view).bid();
      const double strength = strengthOfBid(view.hand, *view.grass, view.round, bid);
      rounds[static_cast<std::size_t>(view.round - 1)].push_back({strength, bid.eat});
      game.apply({seat, bid});
    }
  }
  for (int round = 1; round <= 2; ++round) {
    const auto& samples = rounds[static_cast<std::size_t>(round - 1)];
    EatCurve best{0, 1};
    double bestLl = -INFINITY;
    for (double t = 6; t <= 12; t += 0.05)
      for (double s = 0.2; s <= 2.0; s += 0.05)
        if (const double ll = logLikelihood(samples, {t, s}); ll > bestLl) bestLl = ll, best = {t, s};
    long eats = 0;
    for (const Sample& s : samples) eats += s.ate;
    std::printf("round %d: %zu bids, %ld eats; fitted threshold %.2f scale %.2f (log-likelihood %.1f; BidModel's curve %.1f)\n",
                round, samples.size(), eats, best.threshold, best.scale, bestLl, logLikelihood(samples, eatCurve(round)));
  }
}
