// bid_calibration: how a kind of player actually bids, in the bid model's terms (a measurement, not a test).
// Usage: bid_calibration [deals] [seed] [kind]. Deals uniformly shuffled decks (as the arena does),
// lets `kind` (default hard) bid in every seat, and for every bid takes the bidder's strength as the
// bid model sees it: round 1 roundOneStrength of its five cards with the grass; round 2 the named
// trump's strength for an eat, the best trump's for a pass. Prints the eat rate by strength and the
// logistic eat chance fitted by maximum likelihood, per round and overall, as a threshold and a
// slope (eat chance = 1 / (1 + exp(-(strength - threshold) / slope))), with the log-likelihood of
// the fit against the model's current curves (BidModel's bidEats, one per bid number).
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
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
  bool eat;
  int turn;  // bid number 0-5
};

struct Fit {
  double threshold = 0, slope = 1, logLikelihood = 0;
};

double logLikelihood(const std::vector<Sample>& data, double a, double b) {
  double ll = 0;
  for (const Sample& s : data) {
    const double p = 1 / (1 + std::exp(-(a + b * s.strength)));
    ll += std::log(std::max(1e-12, s.eat ? p : 1 - p));
  }
  return ll;
}

// The same under the model now (BidModel's eatChance, by bid number).
double modelLogLikelihood(const std::vector<Sample>& data) {
  double ll = 0;
  for (const Sample& s : data) {
    const double p = eatChance(s.strength, s.turn);
    ll += std::log(std::max(1e-12, s.eat ? p : 1 - p));
  }
  return ll;
}

// Logistic regression eat ~ a + b * strength by Newton's method.
Fit fit(const std::vector<Sample>& data) {
  double a = -8.5 / 0.7, b = 1 / 0.7;
  for (int iter = 0; iter < 50; ++iter) {
    double ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (const Sample& s : data) {
      const double p = 1 / (1 + std::exp(-(a + b * s.strength)));
      const double y = s.eat ? 1 : 0, w = p * (1 - p);
      ga += y - p;
      gb += (y - p) * s.strength;
      haa += w;
      hab += w * s.strength;
      hbb += w * s.strength * s.strength;
    }
    const double det = haa * hbb - hab * hab;
    if (std::abs(det) < 1e-12) break;
    const double da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (std::abs(da) + std::abs(db) < 1e-10) break;
  }
  return {-a / b, 1 / b, logLikelihood(data, a, b)};
}

void report(const char* name, const std::vector<Sample>& data) {
  if (data.empty()) return;
  int eats = 0;
  for (const Sample& s : data) eats += s.eat;
  const Fit f = fit(data);
  const double current = modelLogLikelihood(data);
  const double rate = static_cast<double>(eats) / static_cast<double>(data.size());
  const double base = static_cast<double>(eats) * std::log(rate) + static_cast<double>(static_cast<int>(data.size()) - eats) * std::log(1 - rate);
  std::printf("%s: %zu bids, %d eats (%.1f%%)\n", name, data.size(), eats, 100 * rate);
  std::printf("  fit: threshold %.2f slope %.2f  log-likelihood %.1f (model now %.1f, eat rate alone %.1f)\n", f.threshold, f.slope,
              f.logLikelihood, current, base);
  std::array<int, 32> n{}, e{};
  for (const Sample& s : data) {
    const auto bin = static_cast<std::size_t>(std::clamp(static_cast<int>(std::floor(s.strength)), 0, 31));
    ++n[bin];
    e[bin] += s.eat;
  }
  std::printf("  strength  bids  eat%%  fit%%\n");
  for (std::size_t bin = 0; bin < n.size(); ++bin)
    if (n[bin] >= 10)
      std::printf("  %5zu-%-3zu %5d %5.1f %5.1f\n", bin, bin + 1, n[bin], 100.0 * e[bin] / n[bin],
                  100 / (1 + std::exp(-(static_cast<double>(bin) + 0.5 - f.threshold) / f.slope)));
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? static_cast<int>(std::strtol(argv[1], nullptr, 10)) : 2000;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1ull;
  const std::string kind = argc > 3 ? argv[3] : "hard";
  std::array<std::unique_ptr<Player>, 3> players;
  for (int s = 0; s < 3; ++s) {
    players[static_cast<std::size_t>(s)] = makePlayer(kind, Random::derive(seed, 1000 + static_cast<std::uint64_t>(s)));
    if (!players[static_cast<std::size_t>(s)]) {
      std::fprintf(stderr, "unknown player kind %s\n", kind.c_str());
      return 2;
    }
  }
  std::array<std::vector<Sample>, 2> byRound;
  std::array<std::vector<Sample>, 6> byTurn;  // bid number 0..5: the speaker's place in the bidding
  for (int d = 0; d < deals; ++d) {
    Random random(Random::derive(seed, static_cast<std::uint64_t>(d)));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    const Seat dealer = seatAt(d % 3);
    Game game(dealer, deck);
    game.choosePackets(dealer, random.below(2) ? Packets::TwoThree : Packets::ThreeTwo);
    while (game.phase() == Phase::Bidding) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Bid b = players[static_cast<std::size_t>(index(seat))]->bid(view);
      const Card grass = *view.grass;
      const Sample sample{view.round == 1 ? roundOneStrength(view.hand, grass)
                                          : roundTwoStrength(view.hand, grass, b.eat ? *b.trump : bestRoundTwoTrump(view.hand, grass)),
                          b.eat, static_cast<int>(view.bids.size())};
      byRound[static_cast<std::size_t>(view.round - 1)].push_back(sample);
      byTurn[view.bids.size()].push_back(sample);
      if (game.bid(seat, b)) {
        std::fprintf(stderr, "illegal bid\n");
        return 1;
      }
    }
  }
  std::printf("bid calibration: %s, %d deals, seed %llu\n", kind.c_str(), deals, static_cast<unsigned long long>(seed));
  report("round 1", byRound[0]);
  report("round 2", byRound[1]);
  std::vector<Sample> all = byRound[0];
  all.insert(all.end(), byRound[1].begin(), byRound[1].end());
  report("both rounds", all);
  std::printf("by bid number (0-2 round 1, 3-5 round 2):\n");
  for (std::size_t i = 0; i < byTurn.size(); ++i)
    if (byTurn[i].size() >= 20) {
      const Fit f = fit(byTurn[i]);
      std::printf("  bid %zu: %zu bids, fit threshold %.2f slope %.2f (model now %.2f %.2f)  log-likelihood %.1f (model now %.1f)\n",
                  i, byTurn[i].size(), f.threshold, f.slope, bidEats[i].threshold, bidEats[i].slope, f.logLikelihood,
                  modelLogLikelihood(byTurn[i]));
    }
  return 0;
}
