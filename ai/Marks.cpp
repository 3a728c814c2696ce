#include "Marks.h"

#include <algorithm>

namespace bizon {

std::string_view code(Mark mark) {
  constexpr std::array<std::string_view, 4> codes{"fine", "inaccuracy", "mistake", "blunder"};
  return codes[static_cast<std::size_t>(mark)];
}

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
      const auto [worst, best] = std::minmax_element(d.options.begin(), d.options.end(), [](const auto& a, const auto& b) {
        return a.expectedSp < b.expectedSp;
      });
      reached += 1 - d.costSp / (best->expectedSp - worst->expectedSp);
    }
  if (s.choices > 0) s.accuracy = 100 * reached / s.choices;
  return s;
}

AnalysisSummary summarize(const GameAnalysis& game) { return summarize(std::span<const GameAnalysis>(&game, 1)); }

}  // namespace bizon
