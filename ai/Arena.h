// Duplicate matches between two kinds of player: the same deals in every seating, with paired statistics.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "Deck.h"
#include "Game.h"
#include "Score.h"
#include "SeededDeal.h"

namespace bizon {

struct ArenaOptions {
  std::string a = "hard", b = "heuristic";  // player kinds (makePlayer, "exec:COMMAND" too), or "cheat", "cheat-hands" (CheatPlayer)
  int deals = 100;
  std::uint64_t seed = 1;
  int threads = 1;
  double botTimeout = 10;  // seconds an exec: program may take per answer
  bool botLog = false;     // the programs' stderr to ours
  std::function<void(int done, int total)> progress;  // optional, called from worker threads
};

// One game of one seating: who sat where and what it scored.
struct ArenaGame {
  std::array<bool, 3> isA{};  // by seat index
  Score score;
};

struct TimeSummary {
  std::size_t count = 0;
  double medianMs = 0, p95Ms = 0, maxMs = 0;
};

struct SideSummary {
  double spPerGame = 0;       // mean SP per seat-game of this side
  int bizonGames = 0, bizonWins = 0, bizonTies = 0;  // games this side was the Bizon
  int otterGames = 0, otterDefences = 0;            // seat-games this side was an Otter; the Bizon lost
  double eatRate = 0;         // share of its seat-games in which it ate
  // Faults of a program (exec:) on this side, by BotFault::Kind: late, illegal, not JSON, dead.
  // Each such decision was taken by the built-in hard player instead.
  std::array<int, 4> faults{};
  // For a search player: the deals its bids and its card decisions (with a choice) solved, the
  // share of those decisions with a solve stopped at its node limit, and how many the safety
  // net's clock cut (SearchOptions::capMillis; none at normal load).
  struct Effort {
    std::size_t decisions = 0, clockCuts = 0;
    double meanDeals = 0, cutRate = 0;
  };
  Effort bidEffort, playEffort;
  // Wall-clock time of every decision it made, by kind and in all; and the same in CPU time of
  // the deciding thread, which a busy machine does not inflate (equal to wall time where the
  // platform has no thread clock).
  TimeSummary bidTime, playTime, allTime;
  TimeSummary bidCpu, playCpu, allCpu;
};

struct ArenaResult {
  ArenaOptions options;
  int games = 0, passOuts = 0;
  double diff = 0, ciLow = 0, ciHigh = 0;  // A's SP per game minus B's, per deal, 95% CI
  // By deal number: A's SP per seat-game minus B's, the values diff averages. Two arenas with the
  // same seed play the same deals, so two players measured against one opponent can be compared
  // deal by deal, a far narrower interval than the difference of their two results.
  std::vector<double> dealDiffs;
  SideSummary a, b;
  std::array<double, 3> seatEatRate{};     // by seat index (you, goat, sheep)
  double seconds = 0;
};

// Each deal is a uniformly shuffled deck, a dealer and the packets (fixed per deal so that every
// seating gets the same hands), played six times: one A and two B with A in each seat, and two A
// and one B with B in each seat. Every seat is played three times by each side, so luck of the
// cards and of the seat cancels out of the paired difference. A and B in one seat share a seed,
// so sampling luck cancels too wherever they would decide alike.
class Arena {
 public:
  explicit Arena(ArenaOptions options);
  ArenaResult run();
  // Throws std::invalid_argument for an unknown kind, or a program that cannot be started.
  static void checkKind(const std::string& kind);

 private:
  ArenaOptions options_;
};

}  // namespace bizon
