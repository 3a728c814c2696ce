// Benchmark: complete random games on the bare rules (deal, bidding, 24 plays, scoring, events
// drained), and through a Match with view-based random players. Prints medians of 15 runs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "Match.h"
#include "Player.h"
#include "RandomPlayer.h"

using namespace bizon;

namespace {

int checksum = 0;

void bareGames(int games, std::uint64_t seed) {
  Random random(seed);
  EventQueue events;
  Deck deck = orderedDeck();
  for (int i = 0; i < games; ++i) {
    shuffleFully(deck, random);
    Game g(seatAt(i), deck, &events);
    g.apply({g.dealer(), random.below(2) ? Packets::TwoThree : Packets::ThreeTwo});
    while (g.phase() == Phase::Bidding) {
      Bid bid = Bid::pass();
      if (random.below(3) == 0)
        bid = g.round() == 1 ? Bid::eatGrass()
                             : Bid::eatGrass(static_cast<Suit>((static_cast<int>(g.grass().suit()) + 1 + static_cast<int>(random.below(3))) % 4));
      g.apply({g.toAct(), bid});
    }
    while (g.phase() == Phase::Playing) g.apply({g.toAct(), randomCard(g.legalPlays(), random)});
    checksum += g.score().sp[Seat::You];
    while (!events.empty()) checksum += static_cast<int>(events.pop().index());
  }
}

void matchGames(int games, std::uint64_t seed) {
  PerSeat<RandomPlayer> players{{RandomPlayer(seed), RandomPlayer(seed + 1), RandomPlayer(seed + 2)}};
  int played = 0;
  for (std::uint64_t set = 0; played < games; ++set) {
    Match match({seed + set});
    while (!match.over() && played < games) {
      const auto before = match.scores().size();
      playTurn(match, players[match.game().toAct()]);
      match.events().clear();
      played += static_cast<int>(match.scores().size() - before);
    }
    checksum += match.totals()[Seat::You];
  }
}

template <class F>
double medianNsPerGame(F run, int games) {
  std::vector<double> samples;
  for (int r = 0; r < 15; ++r) {
    const auto start = std::chrono::steady_clock::now();
    run(games, static_cast<std::uint64_t>(r));
    const std::chrono::duration<double, std::nano> took = std::chrono::steady_clock::now() - start;
    samples.push_back(took.count() / games);
  }
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 200'000;
  const double bare = medianNsPerGame(bareGames, games);
  const double match = medianNsPerGame(matchGames, games);
  std::printf("bare rules:            %.0f ns per game, %.0f games per second (median of 15 runs of %d)\n", bare, 1e9 / bare, games);
  std::printf("match + random views:  %.0f ns per game, %.0f games per second\n", match, 1e9 / match);
  std::printf("(checksum %d)\n", checksum);
}
