// ai_bench: the exact solver's speed on full 8-card positions (a benchmark, not a test).
// Usage: ai_bench [positions] [seed]. Prints the median, percentiles and nodes per solve.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "Deck.h"
#include "Random.h"
#include "Solver.h"

using namespace bizon;

int main(int argc, char** argv) {
  const long count = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 2000;
  const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1ull;
  Solver solver;
  std::vector<double> micros;
  std::vector<std::uint64_t> nodes;
  std::array<long, 5> levels{};
  for (long i = 0; i < count; ++i) {
    // A uniformly random full deal: eight cards each, a random Bizon, trump and first leader.
    Random random(Random::derive(seed, static_cast<std::uint64_t>(i)));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    Position p;
    for (std::size_t k = 0; k < deck.size(); ++k) p.hands[k / 8] |= 1u << deck[k].index();
    p.bizon = static_cast<int>(random.below(3));
    p.trump = static_cast<Suit>(random.below(4));
    p.leader = static_cast<int>(random.below(3));
    const auto before = solver.nodes();
    const auto start = std::chrono::steady_clock::now();
    const int level = *solver.solve(p);
    const auto stop = std::chrono::steady_clock::now();
    micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
    nodes.push_back(solver.nodes() - before);
    ++levels[static_cast<std::size_t>(level)];
  }
  auto at = [](std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
  };
  std::vector<double> nodeCounts(nodes.begin(), nodes.end());
  std::printf("solver, %ld full 8-card positions (seed %llu)\n", count, static_cast<unsigned long long>(seed));
  std::printf("time us: median %.1f  p90 %.1f  p99 %.1f  max %.1f\n", at(micros, 0.5), at(micros, 0.9),
              at(micros, 0.99), at(micros, 1.0));
  std::printf("nodes:   median %.0f  p90 %.0f  p99 %.0f  max %.0f\n", at(nodeCounts, 0.5), at(nodeCounts, 0.9),
              at(nodeCounts, 0.99), at(nodeCounts, 1.0));
  std::printf("levels: lost_zero %ld lost %ld tie %ld won %ld won_all %ld\n", levels[0], levels[1], levels[2],
              levels[3], levels[4]);
  return 0;
}
