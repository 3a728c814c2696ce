// ai_fit_play_model: fits the play model (PlayModel) to the card decisions of normal and hard players in self-play.
// Usage: ai_fit_play_model [games] [seed] [out]. Plays the deals of the arena's seed with two hard
// and one normal, or one hard and two normal, in turn (hard as it was before it read the cards
// played: plays=0), records every card decision with a choice, fits each role's weights by
// maximum likelihood (Newton's method, a light ridge) on the first four fifths of the games and
// the uniform floor by a grid, prints the log-likelihood of the last fifth under uniform choice,
// the rules of thumb made soft and the fit, and writes the model (default: the source tree's
// assets/play_model.txt), its first line the command.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "Arena.h"
#include "PlayModel.h"
#include "Player.h"

using namespace bizon;

namespace {

struct Decision_ {
  SeatView view;  // the legal cards, the seat and the Bizon: what probabilities() reads
  std::array<PlayModel::Features, deckSize> features;
  Card chosen;
  int role;
  bool test;
};

double logLikelihood(const std::vector<Decision_>& data, const PlayModel& model, bool test) {
  double sum = 0;
  std::array<double, deckSize> p{};
  for (const Decision_& d : data) {
    if (d.test != test) continue;
    model.probabilities(d.view, d.features, p);
    sum += std::log2(p[static_cast<std::size_t>(d.chosen.index())]);
  }
  return sum;
}

// Newton's method on one role's conditional logit, no floor, ridge `ridge`.
PlayModel::Features fitRole(const std::vector<Decision_>& data, int role, double ridge) {
  constexpr int n = PlayModel::featureCount;
  PlayModel::Features w{};
  for (int iteration = 0; iteration < 25; ++iteration) {
    std::array<double, n> grad{};
    std::array<std::array<double, n>, n> hess{};
    for (const Decision_& d : data) {
      if (d.test || d.role != role) continue;
      std::array<double, deckSize> z{};
      double top = -INFINITY, total = 0;
      for (Card c : d.view.legal) {
        double v = 0;
        for (int i = 0; i < n; ++i) v += w[static_cast<std::size_t>(i)] * d.features[static_cast<std::size_t>(c.index())][static_cast<std::size_t>(i)];
        z[static_cast<std::size_t>(c.index())] = v;
        top = std::max(top, v);
      }
      for (Card c : d.view.legal) total += z[static_cast<std::size_t>(c.index())] = std::exp(z[static_cast<std::size_t>(c.index())] - top);
      std::array<double, n> mean{};
      for (Card c : d.view.legal)
        for (int i = 0; i < n; ++i) mean[static_cast<std::size_t>(i)] += z[static_cast<std::size_t>(c.index())] / total * d.features[static_cast<std::size_t>(c.index())][static_cast<std::size_t>(i)];
      for (int i = 0; i < n; ++i) grad[static_cast<std::size_t>(i)] += d.features[static_cast<std::size_t>(d.chosen.index())][static_cast<std::size_t>(i)] - mean[static_cast<std::size_t>(i)];
      for (Card c : d.view.legal) {
        const double p = z[static_cast<std::size_t>(c.index())] / total;
        const auto& f = d.features[static_cast<std::size_t>(c.index())];
        for (int i = 0; i < n; ++i)
          for (int j = 0; j < n; ++j)
            hess[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] += p * (f[static_cast<std::size_t>(i)] - mean[static_cast<std::size_t>(i)]) * (f[static_cast<std::size_t>(j)] - mean[static_cast<std::size_t>(j)]);
      }
    }
    // Solve (H + ridge) step = grad - ridge w by Gaussian elimination.
    std::array<std::array<double, n + 1>, n> a{};
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = hess[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] + (i == j ? ridge : 0);
      a[static_cast<std::size_t>(i)][n] = grad[static_cast<std::size_t>(i)] - ridge * w[static_cast<std::size_t>(i)];
    }
    for (int i = 0; i < n; ++i) {
      int pivot = i;
      for (int r = i + 1; r < n; ++r)
        if (std::abs(a[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)]) > std::abs(a[static_cast<std::size_t>(pivot)][static_cast<std::size_t>(i)])) pivot = r;
      std::swap(a[static_cast<std::size_t>(i)], a[static_cast<std::size_t>(pivot)]);
      for (int r = 0; r < n; ++r) {
        if (r == i) continue;
        const double factor = a[static_cast<std::size_t>(r)][static_cast<std::size_t>(i)] / a[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)];
        for (int j = i; j <= n; ++j) a[static_cast<std::size_t>(r)][static_cast<std::size_t>(j)] -= factor * a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
      }
    }
    for (int i = 0; i < n; ++i) w[static_cast<std::size_t>(i)] += a[static_cast<std::size_t>(i)][n] / a[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)];
  }
  return w;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 600;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 91ull;
  const std::string out = argc > 3 ? argv[3] : PlayModel::standardFile().string();
  const std::array<std::string, 2> kinds{"hard:threads=1,cap=0,plays=0", "normal:threads=1,cap=0"};
  std::vector<Decision_> data;
  for (int g = 0; g < games; ++g) {
    std::array<std::unique_ptr<Player>, 3> players;
    for (std::size_t s = 0; s < 3; ++s) {
      // Two of one level and one of the other, the lone one in each seat in turn.
      const bool lone = static_cast<int>(s) == g / 2 % 3;
      players[s] = makePlayer(kinds[(g % 2 == 0) == lone ? 1 : 0], seeds::builtInPlayer(seed + static_cast<std::uint64_t>(g), allSeats[s]));
    }
    Game game = SeededDeal(seed, g).start();
    while (game.phase() != Phase::Over) {
      const Seat seat = game.toAct();
      const SeatView view = viewOf(game, seat);
      const Move move = players[static_cast<std::size_t>(index(seat))]->decide(view);
      if (view.decision == Decision::Play && view.legal.size() > 1) {
        Decision_ d{view, {}, *move.card(), *view.bizon == seat ? 0 : 1, g >= games * 4 / 5};
        PlayModel::features(view, d.features);
        data.push_back(d);
      }
      game.apply(move);
    }
  }
  PlayModel::Weights w;
  for (int role = 0; role < 2; ++role) w.role[static_cast<std::size_t>(role)] = fitRole(data, role, 1.0);
  double bestLl = -INFINITY, bestFloor = 0;
  for (double floor = 0.0025; floor < 0.4; floor *= 1.25) {
    w.floor = floor;
    if (const double ll = logLikelihood(data, PlayModel(w), false); ll > bestLl) bestLl = ll, bestFloor = floor;
  }
  w.floor = bestFloor;
  const PlayModel fitted(w);
  long test = 0;
  double uniform = 0;
  for (const Decision_& d : data)
    if (d.test) ++test, uniform -= std::log2(static_cast<double>(d.view.legal.size()));
  std::printf("%zu card decisions with a choice, %ld held out (the last fifth of the games)\n", data.size(), test);
  std::printf("held-out log2-likelihood per decision: uniform %.3f, rules of thumb made soft %.3f, fitted %.3f\n",
              uniform / static_cast<double>(test), logLikelihood(data, PlayModel::rules(), true) / static_cast<double>(test),
              logLikelihood(data, fitted, true) / static_cast<double>(test));
  const std::string command = "ai_fit_play_model " + std::to_string(games) + " " + std::to_string(seed);
  std::ofstream(out) << fitted.toText(command);
  std::printf("%s", fitted.toText(command).c_str());
  return 0;
}
