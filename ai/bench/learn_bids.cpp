// ai_learn_bids: learns Hard's bid values (ai/BidValues.h) from self-play deals solved exactly and writes them.
// Usage: ai_learn_bids [deals] [seed] [rounds] [nodes] [out]. Each round deals `deals` arena deals
// (their own seed: keep it away from the arena's held-out seeds, 3500 and up), lets every bidder
// bid as the current policy says (round 1: the eat curves of BidModel.h; later rounds: the model
// the round before learned, with Hard's eat margin), and at every bid the deal reaches solves the
// true deal once per trump the bidder could name: what eating is worth (R13's levelValue plus the
// eat bias, as Hard's search counts it) minus passing (the later bidders then bid by the policy,
// and the first to eat plays, solved the same way). Each round fits, per bid number, the linear
// model of the gain on the features by least squares; the last round's model is written to `out`
// (default assets/bid_values.json) through the codec, with the command line as its first line.
// Prints per bid number the decisions, the fit on the last fifth of the deals (kept out of the
// fit) and how often the model alone would decide there.
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "Arena.h"
#include "BidModel.h"
#include "BidValues.h"
#include "Position.h"
#include "SearchPlayer.h"
#include "Solver.h"
#include "codec/BidValuesCodec.h"

using namespace bizon;

namespace {

struct Label {
  int bid;
  BidValues::Features features;
  double gain;
  bool heldOut;
};

// Who eats at bid number i with these five cards, and naming what: nothing for a pass.
using Policy = std::function<std::optional<Suit>(int bid, CardSet five, Card grass)>;

Policy curvePolicy() {
  return [](int bid, CardSet five, Card grass) -> std::optional<Suit> {
    const int round = bid < 3 ? 1 : 2;
    const Suit trump = round == 1 ? grass.suit() : bestRoundTwoTrump(five, grass);
    const double s = round == 1 ? roundOneStrength(five, grass) : roundTwoStrength(five, grass, trump);
    if (s < eatCurve(round).threshold) return std::nullopt;
    return trump;
  };
}

// Eats with the trump of the best learned gain when the gain and Hard's margin are above 0.
Policy modelPolicy(const BidValues& model, double margin) {
  return [model, margin](int bid, CardSet five, Card grass) -> std::optional<Suit> {
    std::optional<Suit> best;
    double bestGain = 0;
    for (Suit t : allSuits) {
      if ((bid < 3) != (t == grass.suit())) continue;
      const double g = model.gain(bid, five, grass, t) + margin;
      if (g > bestGain) bestGain = g, best = t;
    }
    return best;
  };
}

// The Bizon's solved value (levelValue, the middle of the bounds if cut short) when the bidder
// at bid number `eater` eats naming `trump`, every bid before it a pass.
double eatValue(const Game& dealt, int eater, Suit trump, Solver& solver, std::uint64_t nodes) {
  Game g = dealt;
  for (int i = 0; i < eater; ++i) g.apply({g.toAct(), Bid::pass()});
  g.apply({g.toAct(), eater < 3 ? Bid::eatGrass() : Bid::eatGrass(trump)});
  const Solver::Bounds b = solver.bounds(positionOf(g), nodes);
  return (levelValue(b.lower) + levelValue(b.upper)) / 2.0;
}

// Plays one round of self-play deals and returns their labels.
std::vector<Label> labels(const Policy& policy, int deals, std::uint64_t seed, std::uint64_t nodes, double bias) {
  Solver solver;
  std::vector<Label> out;
  for (int d = 0; d < deals; ++d) {
    const Game dealt = SeededDeal(seed, d).start();
    const Card grass = dealt.grass();
    std::array<int, 6> seat{};
    std::array<std::optional<Suit>, 6> eats;
    for (int i = 0; i < 6; ++i) {
      seat[static_cast<std::size_t>(i)] = (index(dealt.dealer()) + 1 + i) % 3;
      eats[static_cast<std::size_t>(i)] = policy(i, dealt.hand(seatAt(seat[static_cast<std::size_t>(i)])), grass);
    }
    std::map<std::pair<int, int>, double> solved;  // (bid number, trump) -> the Bizon's value
    const auto value = [&](int eater, Suit t) {
      const auto key = std::make_pair(eater, static_cast<int>(t));
      if (auto it = solved.find(key); it != solved.end()) return it->second;
      return solved[key] = eatValue(dealt, eater, t, solver, nodes) + bias;
    };
    for (int i = 0; i < 6; ++i) {
      const int me = seat[static_cast<std::size_t>(i)];
      double pass = 0;  // R8 if nobody after eats
      for (int j = i + 1; j < 6; ++j)
        if (const auto t = eats[static_cast<std::size_t>(j)]) {
          const double v = value(j, *t);
          pass = seat[static_cast<std::size_t>(j)] == me ? v : -v / 2;
          break;
        }
      const CardSet five = dealt.hand(seatAt(me));
      for (Suit t : allSuits)
        if ((i < 3) == (t == grass.suit()))
          out.push_back({i, BidValues::features(five, grass, t), value(i, t) - pass, d >= deals * 4 / 5});
      if (eats[static_cast<std::size_t>(i)]) break;  // the bidding ends at the first eat
    }
    if ((d + 1) % 500 == 0) std::fprintf(stderr, "%d deals, %zu labels\n", d + 1, out.size());
  }
  return out;
}

// Least squares (a touch of ridge, so that a feature a bid number never sees stays at 0) by
// Gaussian elimination on the normal equations.
BidValues::Features fit(const std::vector<Label>& data, int bid) {
  constexpr int n = BidValues::featureCount;
  std::array<std::array<double, n + 1>, n> a{};
  for (const Label& l : data) {
    if (l.bid != bid || l.heldOut) continue;
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) a[r][c] += l.features[r] * l.features[c];
      a[r][n] += l.features[r] * l.gain;
    }
  }
  for (int r = 0; r < n; ++r) a[r][r] += 1e-3 + 1e-6 * a[0][0];
  for (int c = 0; c < n; ++c) {
    int pivot = c;
    for (int r = c + 1; r < n; ++r)
      if (std::abs(a[r][c]) > std::abs(a[pivot][c])) pivot = r;
    std::swap(a[c], a[pivot]);
    for (int r = 0; r < n; ++r) {
      if (r == c) continue;
      const double f = a[r][c] / a[c][c];
      for (int k = c; k <= n; ++k) a[r][k] -= f * a[c][k];
    }
  }
  BidValues::Features w{};
  for (int r = 0; r < n; ++r) w[r] = a[r][n] / a[r][r];
  return w;
}

}  // namespace

int main(int argc, char** argv) {
  const int deals = argc > 1 ? std::atoi(argv[1]) : 6000;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 77ull;
  const int rounds = argc > 3 ? std::atoi(argv[3]) : 2;
  const auto nodes = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : SearchOptions{}.dealNodes;
  const std::string outFile = argc > 5 ? argv[5] : std::string(BIZON_SOURCE_DIR) + "/assets/bid_values.json";
  const SearchOptions hard = SearchPlayer::hardOptions();
  const double band = 1.5;  // SearchPlayer's closeness: the model decides only beyond it

  Policy policy = curvePolicy();
  BidValuesFile file;
  for (int round = 0; round < rounds; ++round) {
    const auto data = labels(policy, deals, Random::derive(seed, static_cast<std::uint64_t>(round)), nodes, hard.eatBias);
    BidValues::Weights weights{};
    file.bids.clear();
    std::printf("round %d (%s policy): %zu labels\n", round + 1, round == 0 ? "eat-curve" : "learned", data.size());
    std::printf("bid  labels  residual  held-out: labels  R2    decided alone  agree\n");
    for (int b = 0; b < 6; ++b) {
      weights[static_cast<std::size_t>(b)] = fit(data, b);
      const BidValues model(weights);
      double square = 0, heldSquare = 0, heldTotal = 0, heldMean = 0;
      double fitted = 0, held = 0, alone = 0, agree = 0;
      for (const Label& l : data) {
        if (l.bid != b) continue;
        double p = 0;
        for (int i = 0; i < BidValues::featureCount; ++i) p += weights[static_cast<std::size_t>(b)][static_cast<std::size_t>(i)] * l.features[static_cast<std::size_t>(i)];
        if (!l.heldOut) {
          square += (l.gain - p) * (l.gain - p), ++fitted;
          continue;
        }
        ++held, heldSquare += (l.gain - p) * (l.gain - p), heldMean += l.gain;
        if (std::abs(p + hard.eatMargin) > band) ++alone, agree += (p + hard.eatMargin > 0) == (l.gain + hard.eatMargin > 0);
      }
      heldMean /= std::max(1.0, held);
      for (const Label& l : data)
        if (l.bid == b && l.heldOut) heldTotal += (l.gain - heldMean) * (l.gain - heldMean);
      const double residual = std::sqrt(square / std::max(1.0, fitted));
      std::printf("%3d  %6.0f  %8.2f  %16.0f  %.2f  %12.0f%%  %4.0f%%\n", b, fitted, residual, held,
                  1 - heldSquare / std::max(1e-9, heldTotal), 100.0 * alone / std::max(1.0, held), 100.0 * agree / std::max(1.0, alone));
      BidValuesFile::Row row;
      row.weights.assign(weights[static_cast<std::size_t>(b)].begin(), weights[static_cast<std::size_t>(b)].end());
      row.labels = static_cast<long>(fitted);
      row.residual = residual;
      file.bids.push_back(row);
    }
    policy = modelPolicy(BidValues(weights), hard.eatMargin);
  }
  file.rebuiltBy = "ai_learn_bids";
  for (int i = 1; i < 5 && i < argc; ++i) file.rebuiltBy += std::string(" ") + argv[i];
  for (std::string_view n : BidValues::featureNames()) file.features.emplace_back(n);
  std::ofstream(outFile) << bidValuesText(file);
  std::printf("wrote %s\n", outFile.c_str());
}
