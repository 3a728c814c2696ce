// How a judged decision is marked by what it cost, and a summary of many: the thresholds live here and nowhere else.
#pragma once

#include <array>
#include <span>
#include <string_view>

#include "GameAnalysis.h"

namespace bizon {

enum class Mark : std::uint8_t { Fine, Inaccuracy, Mistake, Blunder };

// Cost thresholds in expected SP lost. `inaccuracy` sits above the noise of the
// estimate: the same 1,213 real choices (8 sets of hard and heuristic players, every seat)
// analysed with two different seeds got costs differing by at most 0.25 SP in 95 % of them and
// 0.59 SP in 99 %, so below 0.5 a cost is mostly the sampling of hidden deals. A `mistake`
// costs about a point given away for sure (a tie turned into a lost game a quarter of the time,
// R13: +1 → −5); a `blunder` half of a won game turned into a lost one (+3 → −5), or more.
struct MarkThresholds {
  double inaccuracy = 0.5;
  double mistake = 1.5;
  double blunder = 4.0;
};
inline constexpr MarkThresholds markThresholds{};

// Two options whose expected values differ by less than this are as good as each other in words
// (the hint says "Q♠ or K♠", never that one is better): the 95 % disagreement of two seeds above.
inline constexpr double sameSp = 0.25;

// How sure the analysis is of a cost: each option's value is a mean over the same sampled deals
// (48 for cards and bids, Analysis.cpp), so the cost of a decision (best − played) has a standard
// error, `noiseSp`: the weighted spread of the per-deal differences best − played over the square
// root of the deals' effective number, minus one ((Σw)² / Σw², Judge::costNoise). A cost within
// `closeNoises` of these errors (about 95 % of what two samplings could disagree on) is a close
// call: it is not marked, whatever the thresholds say.
inline constexpr double closeNoises = 2;

constexpr Mark markOf(double costSp, double noiseSp = 0) {
  if (costSp <= closeNoises * noiseSp) return Mark::Fine;
  if (costSp >= markThresholds.blunder) return Mark::Blunder;
  if (costSp >= markThresholds.mistake) return Mark::Mistake;
  if (costSp >= markThresholds.inaccuracy) return Mark::Inaccuracy;
  return Mark::Fine;
}
constexpr Mark markOf(const DecisionAnalysis& d) { return markOf(d.costSp, d.noiseSp); }

// A decision that would be marked by its cost alone, but whose cost lies within the analysis's
// own uncertainty: "a close call".
constexpr bool closeCall(const DecisionAnalysis& d) {
  return markOf(d.costSp) != Mark::Fine && markOf(d) == Mark::Fine;
}

// "fine", "inaccuracy", "mistake", "blunder".
std::string_view code(Mark mark);

// The accuracy of one choice, in percent, from the expected SP it lost: 100 · e^(−cost / accuracyScale).
// Smooth, like the chess sites' (which fall exponentially with the winning chances lost): nothing
// lost is 100; 0.1 SP lost 95; an inaccuracy of 0.5 SP 78; a mistake of 1.5 SP 47; a blunder of
// 4 SP 14. The scale, 2 SP, is the gap between a tie (+1) and a win (+3) of R13. The scoresheet,
// the review and Statistics all take it from summarize() below; docs/file-formats.md says the same.
inline constexpr double accuracyScale = 2.0;
double choiceAccuracy(double costSp);

struct AnalysisSummary {
  int decisions = 0;                 // every decision judged
  int choices = 0;                   // those whose options were not all worth the same
  double costSp = 0;                 // expected SP lost in all
  std::array<int, 4> marks{};        // decisions per Mark
  // Mean over the choices of choiceAccuracy(cost), in percent; 100 with no choices. Free of the
  // thresholds, as on chess sites: it falls smoothly with what each choice lost.
  double accuracy = 100;
};

AnalysisSummary summarize(std::span<const GameAnalysis> games);
AnalysisSummary summarize(const GameAnalysis& game);

}  // namespace bizon
