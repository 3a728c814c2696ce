// How a judged decision is marked by what it cost, and a summary of many: the thresholds live here and nowhere else.
#pragma once

#include <array>
#include <span>
#include <string_view>

#include "history/GameAnalysis.h"

namespace bizon {

enum class Mark : std::uint8_t { Fine, Inaccuracy, Mistake, Blunder };

// Cost thresholds in expected SP lost (issue 16; the report of the analysis branch says how they
// were measured). Below `inaccuracy` a cost is within what the sampling of hidden deals leaves
// uncertain: two analyses with different seeds of the same decisions differ by less than that in
// 95 % of real choices. A `mistake` costs about a tie turned into a loss one time in four (R13:
// 1 → −5), or a sure point given away; a `blunder` as much as a likely won game thrown away
// (3 → −5 more often than not).
struct MarkThresholds {
  double inaccuracy = 0.5;
  double mistake = 1.5;
  double blunder = 4.0;
};
inline constexpr MarkThresholds markThresholds{};

constexpr Mark markOf(double costSp) {
  if (costSp >= markThresholds.blunder) return Mark::Blunder;
  if (costSp >= markThresholds.mistake) return Mark::Mistake;
  if (costSp >= markThresholds.inaccuracy) return Mark::Inaccuracy;
  return Mark::Fine;
}

// "fine", "inaccuracy", "mistake", "blunder".
std::string_view code(Mark mark);

struct AnalysisSummary {
  int decisions = 0;                 // every decision judged
  int choices = 0;                   // those whose options were not all worth the same
  double costSp = 0;                 // expected SP lost in all
  std::array<int, 4> marks{};        // decisions per Mark
  // Mean over the choices of how far the chosen option went from the worst towards the best
  // (1 = best, 0 = worst), in percent; 100 with no choices. Free of the thresholds.
  double accuracy = 100;
};

AnalysisSummary summarize(std::span<const GameAnalysis> games);
AnalysisSummary summarize(const GameAnalysis& game);

}  // namespace bizon
