// ai_fit_eat_curves: fits BidModel's eat curves to how `hard` players bid against each other.
// Usage: ai_fit_eat_curves [deals] [seed]. Prints, per bidding round, the maximum-likelihood
// logistic (threshold, scale) of "ate" against the hand's strength, and the likelihood of the
// curve in BidModel.h for comparison.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "BidModel.h"
#include "Deck.h"
#include "Game.h"
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
    const double p = std::clamp(1.0 / (1.0 + std::exp(-(s.strength - c.threshold) / c.scale)), 1e-9, 1 - 1e-9);
    sum += s.ate ? std::log(p) : std::log(1 - p);
  }
  return sum;
}

}  // namespace

int main(int argc, char** argv) {
  const long deals = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 3000;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 21ull;
  std::array<std::unique_ptr<Player>, 3> players;
  for (std::size_t s = 0; s < 3; ++s) players[s] = makePlayer("hard", Random::derive(seed, 1000 + s));
  std::array<std::vector<Sample>, 2> rounds;
  for (long d = 0; d < deals; ++d) {
    Random random(Random::derive(seed, static_cast<std::uint64_t>(d)));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    const Seat dealer = seatAt(static_cast<int>(d % 3));
    Game game(dealer, deck);
    game.choosePackets(dealer, random.below(2) ? Packets::TwoThree : Packets::ThreeTwo);
    while (game.phase() == Phase::Bidding) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Bid bid = players[static_cast<std::size_t>(index(seat))]->bid(view);
      const Card grass = *view.grass;
      const double strength = view.round == 1 ? roundOneStrength(view.hand, grass)
                                              : roundTwoStrength(view.hand, grass, bid.eat ? *bid.trump : bestRoundTwoTrump(view.hand, grass));
      rounds[static_cast<std::size_t>(view.round - 1)].push_back({strength, bid.eat});
      game.bid(seat, bid);
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
