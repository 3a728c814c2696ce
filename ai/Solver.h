// The exact perfect-information solver: alpha-beta over R13 levels on 24-bit hand masks.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "Position.h"

namespace bizon {

// The Bizon maximises the level of R13, the Otters minimise it (they share their payoff, R13).
// Only five levels exist, so windows are tiny and cut-offs frequent. Bounds from the points still
// out end a line as soon as the outcome is settled; a transposition table at trick boundaries,
// keyed by the cards left, the leader and the GP so far, holds bounds and the best card; the 9
// and the 10 of a suit in one hand are one move (equal power, no points).
// One Solver per thread: it owns its table.
class Solver {
 public:
  using Clock = std::chrono::steady_clock;

  explicit Solver(int tableBits = 16);

  // What a search proved of a level: equal bounds when it finished, wider when it was cut short.
  struct Bounds {
    int lower = LostZero, upper = WonAll;
    bool exact() const { return lower == upper; }
  };

  // The level perfect play reaches from the position; nothing if it takes more than maxNodes
  // search nodes (0: no limit), so that a rare huge search cannot stall a decision.
  std::optional<int> solve(const Position& position, std::uint64_t maxNodes = 0);
  // The same, but a search cut short (maxNodes, or the deadline) still says what it proved.
  Bounds bounds(const Position& position, std::uint64_t maxNodes = 0);
  // The exact level after each card of `moves` (legal cards of the seat to act), by card index;
  // false if it took more than maxNodes (0: no limit), and then `levels` means nothing.
  bool evaluate(const Position& position, std::uint32_t moves, std::array<std::int8_t, deckSize>& levels,
                std::uint64_t maxNodes = 0);
  // The bounds proved after each card of `moves`, by card index, within maxNodes and the
  // deadline; cards not reached keep the widest bounds. True if every one is exact.
  bool evaluate(const Position& position, std::uint32_t moves, std::array<Bounds, deckSize>& bounds,
                std::uint64_t maxNodes = 0);

  // Searches stop at this moment (none by default), as if out of nodes: the safety net of a
  // decision on a machine far slower or busier than its work budget was chosen for.
  void setDeadline(Clock::time_point deadline) { deadline_ = deadline; }
  // Searches stop as at the deadline once *stop is set (never without one): the search of a
  // decision whose move will not be used, its play abandoned.
  void setStop(const std::atomic<bool>* stop) { stop_ = stop; }

  // Search nodes visited since construction: the deterministic measure of effort.
  std::uint64_t nodes() const { return nodes_; }
  // Solves and evaluations cut short (nodes or deadline) since construction, and of those the
  // ones the deadline cut (which, unlike a node limit, depend on the machine).
  std::uint64_t cuts() const { return cuts_; }
  std::uint64_t clockCuts() const { return clockCuts_; }

  // The legal cards with equivalent ones merged (a 9 dropped when its 10 is in the same hand).
  static constexpr std::uint32_t distinctMoves(std::uint32_t legal) {
    constexpr std::uint32_t nines = 0x041041u;
    return legal & ~((legal >> 1) & nines);
  }

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t generation = 0;
    std::int8_t lower = 0;
    std::int8_t upper = 0;
    std::int8_t best = -1;  // card index
  };

  void load(const Position& position);
  int search(int alpha, int beta);
  // Narrows [lower_, upper_] from the guess; stops early if the search is aborted.
  void exact(int guess);
  int lastTrick();
  int order(std::uint32_t legal, int player, int hint, std::array<int, 8>& moves) const;
  // Plays card c for the seat to act; returns what undo needs.
  struct Undo {
    int leader, onTable;
    std::array<int, 3> gp;
    std::array<int, 3> trick;
  };
  Undo play(int player, int card);
  void undo(int player, int card, const Undo& u);

  std::vector<Entry> table_;
  int tableShift_;
  std::uint32_t generation_ = 0;
  std::uint64_t nodes_ = 0;
  std::uint64_t cuts_ = 0;
  std::uint64_t limit_ = ~std::uint64_t{0};
  std::uint64_t clockCuts_ = 0;
  bool aborted_ = false, timedOut_ = false;
  Clock::time_point deadline_ = Clock::time_point::max();
  const std::atomic<bool>* stop_ = nullptr;
  int lower_ = LostZero, upper_ = WonAll;  // what exact() has proved so far

  std::array<std::uint32_t, 3> hands_{};
  std::array<int, 3> gp_{};
  std::array<int, 3> trick_{};  // card indices of the trick in progress
  int onTable_ = 0;
  int leader_ = 0;
  int bizon_ = 0, otterA_ = 1, otterB_ = 2;
  int trump_ = 0;
};

// Seconds of CPU the calling thread has used: a measure of effort that a busy machine does not
// shrink (the wall clock where the platform has no thread clock).
double threadCpuSeconds();

}  // namespace bizon
