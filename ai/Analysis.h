// Judging every decision of one seat in a stored game: each option valued from the seat's view by the hard player's search, and for cards also with every hand known.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "GameCursor.h"
#include "GameRecord.h"
#include "Position.h"
#include "SearchPlayer.h"
#include "SeatView.h"
#include "Solver.h"
#include "GameAnalysis.h"

namespace bizon {

// The version of the method below: raise it whenever the values it gives change (samples, seeds,
// the model of the others), and every stored analysis becomes stale and is rebuilt.
inline constexpr int analysisMethod = 6;

// A seat's SP for a level of R13: the Bizon's, or an Otter's.
constexpr int seatSp(int level, bool bizon) {
  constexpr std::array<int, 5> bizonSp{-10, -5, 1, 3, 10}, otterSp{10, 3, 1, 0, 0};
  return (bizon ? bizonSp : otterSp)[static_cast<std::size_t>(level)];
}
// The least and the most SP a game can give a seat (R13, and 0 for a pass-out, R8): every value
// the analysis gives lies between them.
inline constexpr double leastSp = -10, mostSp = 10;

// One decision of the seat as the record shows it: what it saw, the truth, what it chose.
struct DecisionPoint {
  DecisionKind kind = DecisionKind::Play;
  int index = 0;        // in the record's bidding or play list; 0 for packets
  int move = 0;         // the moves made before it: the decision is the record's move `move`
  SeatView view;        // what the seat knew (R18): all the expected values come from this alone
  Position truth;       // every hand (plays only): for the exact values
  Choice played;        // a round-1 eat names no trump, as its option does
};

// The seat's decisions in the record, in order; throws std::invalid_argument if it does not replay.
std::vector<DecisionPoint> decisionsOf(const GameRecord& record, Seat seat);

// Values a decision, and gives each option the facts behind its value (OptionValue: the shares
// of the seat's SP, for cards how often the trick is taken), all from the same sampled deals. Deterministic: every random draw is seeded by the view alone (ViewHash), so
// the same view always gets the same values, on any thread, and a hidden card the seat could not
// see cannot change them. Not thread-safe: one Judge per thread (it owns a solver's table).
class Judge {
 public:
  Judge();
  ~Judge();
  Judge(const Judge&) = delete;
  Judge& operator=(const Judge&) = delete;

  DecisionAnalysis judge(const DecisionPoint& point);

  // The expected SP of each legal option from the view, in the order of the options.
  std::vector<OptionValue> packetsOptions(const SeatView& view);
  std::vector<OptionValue> bidOptions(const SeatView& view);
  std::vector<OptionValue> playOptions(const SeatView& view);
  // Adds exact_sp to each card option: the solver's value with every hand known (R13 play).
  void addExact(const Position& truth, Seat seat, std::vector<OptionValue>& options);
  // The standard error of the cost of `played` against `best` (indices of the last valuation's
  // options), over its sampled deals: what the marks must exceed (Marks.h).
  double costNoise(std::size_t best, std::size_t played) const;

 private:
  class Sampler;
  std::unique_ptr<Sampler> sampler_;  // the hard player's sampling of deals consistent with a view
  // The last valuation's deals: each one's weight and each option's SP in it, in the options'
  // order; the noise of a cost is measured on them (Marks.h).
  std::vector<double> weights_;
  std::vector<std::vector<double>> dealValues_;
  Solver solver_;
};

// Every decision of the seat in one game, judged in order (its `record` fingerprint left to whoever
// keeps it).
GameAnalysis analyseGame(const GameRecord& record, int game, Seat seat, Judge& judge);

}  // namespace bizon
