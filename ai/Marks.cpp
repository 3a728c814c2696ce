#include "Marks.h"

#include <algorithm>
#include <cmath>

namespace bizon {

std::string_view code(Mark mark) {
  constexpr std::array<std::string_view, 4> codes{"fine", "inaccuracy", "mistake", "blunder"};
  return codes[static_cast<std::size_t>(mark)];
}

double choiceAccuracy(double costSp) { return 100 * std::exp(-std::max(0.0, costSp) / accuracyScale); }

AnalysisSummary summarize(std::span<const GameAnalysis> games) {
  AnalysisSummary s;
  double reached = 0;
  for (const GameAnalysis& g : games)
    for (const DecisionAnalysis& d : g.decisions) {
      ++s.decisions;
      s.costSp += d.costSp;
      ++s.marks[static_cast<std::size_t>(markOf(d))];
      if (!d.realChoice()) continue;
      ++s.choices;
      reached += choiceAccuracy(d.costSp);
    }
  if (s.choices > 0) s.accuracy = reached / s.choices;
  return s;
}

AnalysisSummary summarize(const GameAnalysis& game) { return summarize(std::span<const GameAnalysis>(&game, 1)); }

}  // namespace bizon
