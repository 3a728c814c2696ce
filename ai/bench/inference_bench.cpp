// ai_inference_bench: how well a seat's deals place the hidden cards, measured against the true hands of self-play games.
// Usage: ai_inference_bench [games] [seed] [pool] [kind]. Plays the arena's deals of the seed with
// players of `kind` (default hard, one solver thread) and at every card decision asks, for the
// seat to act, where its deals put each hidden card: uniform deals consistent with the voids
// (exactly), today's reading (the same `pool` candidate deals weighted by the bids) and the play
// model's (weighted by the bids and every earlier card, PlayReading). A card's probability is the
// weighted share of the deals that put it with its true holder, mixed with 1% of the uniform
// chance so that a finite pool never says 0. Prints, by trick, the log2-probability of the whole
// true placement gained over uniform deals (bits per position), with its standard error.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "Arena.h"
#include "DealSampler.h"
#include "PlayReading.h"
#include "Player.h"
#include "SearchPlayer.h"
#include "ViewHash.h"

using namespace bizon;

namespace {

struct Sum {
  double n = 0, sum = 0, square = 0;
  void add(double x) { n += 1, sum += x, square += x * x; }
  void add(const Sum& o) { n += o.n, sum += o.sum, square += o.square; }
  double mean() const { return n ? sum / n : 0; }
  double se() const { return n > 1 ? std::sqrt((square / n - mean() * mean()) / (n - 1)) : 0; }
};

// The log2-probability of the true placement of the hidden cards under weighted deals (mixed
// with 1% of the uniform chance), given each deal's hands and weight.
double placementBits(const std::vector<std::array<CardSet, 3>>& deals, const std::vector<double>& weights, const Knowledge& k,
                     const DealSampler& sampler, const std::array<CardSet, 3>& truth) {
  const int first = (k.me + 1) % 3;
  double total = 0;
  for (double w : weights) total += w;
  double bits = 0;
  for (Card c : k.hidden) {
    const bool atFirst = truth[static_cast<std::size_t>(first)].contains(c);
    const double uniform = atFirst ? sampler.chanceFirst(c) : 1 - sampler.chanceFirst(c);
    double share = uniform;
    if (total > 0) {
      double hit = 0;
      for (std::size_t i = 0; i < deals.size(); ++i) hit += weights[i] * deals[i][static_cast<std::size_t>(first)].contains(c);
      share = atFirst ? hit / total : 1 - hit / total;
    }
    bits += std::log2(0.99 * share + 0.01 * uniform);
  }
  return bits;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 300;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 92ull;
  const int pool = argc > 3 ? std::atoi(argv[3]) : 400;
  const std::string kind = argc > 4 ? argv[4] : "hard:threads=1,cap=0";
  const PlayModel& model = PlayModel::standard();
  // By trick (0..7): bits over uniform of today's reading, of the play model's, and their difference.
  std::array<Sum, 8> today, read, gain;
  std::array<double, 8> hidden{};
  for (int g = 0; g < games; ++g) {
    std::array<std::unique_ptr<Player>, 3> players;
    for (std::size_t s = 0; s < 3; ++s) players[s] = makePlayer(kind, seeds::builtInPlayer(seed + static_cast<std::uint64_t>(g), allSeats[s]));
    Game game = SeededDeal(seed, g).start();
    while (game.phase() != Phase::Over) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      if (view.decision == Decision::Play) {
        const Knowledge k = knowledgeOf(view);
        const DealSampler sampler(k);
        if (sampler.count() > 1) {
          const std::array<CardSet, 3> truth{game.hand(allSeats[0]), game.hand(allSeats[1]), game.hand(allSeats[2])};
          Random random = viewRandom(seed, view);
          std::vector<std::array<CardSet, 3>> deals;
          if (sampler.count() <= static_cast<std::uint64_t>(pool))
            for (std::uint64_t i = 0; i < sampler.count(); ++i) deals.push_back(sampler.nth(i));
          else
            for (int i = 0; i < pool; ++i) deals.push_back(sampler.sample(random));
          const PlayReading reading(view, model);
          std::vector<double> bids, plays;
          for (const auto& d : deals) {
            bids.push_back(othersBidLikelihood(view, k, d));
            plays.push_back(bids.back() * reading.likelihood(d));
          }
          double uniform = 0;
          for (Card c : k.hidden) {
            const bool atFirst = truth[static_cast<std::size_t>((k.me + 1) % 3)].contains(c);
            uniform += std::log2(atFirst ? sampler.chanceFirst(c) : 1 - sampler.chanceFirst(c));
          }
          const double a = placementBits(deals, bids, k, sampler, truth) - uniform;
          const double b = placementBits(deals, plays, k, sampler, truth) - uniform;
          const auto trick = static_cast<std::size_t>(view.plays.size() / 3);
          today[trick].add(a);
          read[trick].add(b);
          gain[trick].add(b - a);
          hidden[trick] += k.hidden.size();
        }
      }
      game.apply(players[static_cast<std::size_t>(index(seat))]->decide(view));
    }
  }
  std::printf("%d games of seed %llu, players %s, pool %d; bits per position over uniform deals consistent with the voids\n",
              games, static_cast<unsigned long long>(seed), kind.c_str(), pool);
  std::printf("| trick | positions | hidden cards | today's (bids) | play model (bids and cards) | play model over today's |\n|---|---|---|---|---|---|\n");
  Sum allToday, allRead, allGain;
  for (std::size_t t = 0; t < 8; ++t) {
    if (today[t].n == 0) continue;
    std::printf("| %zu | %.0f | %.1f | %+.3f ± %.3f | %+.3f ± %.3f | %+.3f ± %.3f |\n", t + 1, today[t].n, hidden[t] / today[t].n,
                today[t].mean(), today[t].se(), read[t].mean(), read[t].se(), gain[t].mean(), gain[t].se());
    allToday.add(today[t]);
    allRead.add(read[t]);
    allGain.add(gain[t]);
  }
  std::printf("| all | %.0f | | %+.3f ± %.3f | %+.3f ± %.3f | %+.3f ± %.3f |\n", allToday.n, allToday.mean(), allToday.se(),
              allRead.mean(), allRead.se(), allGain.mean(), allGain.se());
  return 0;
}
