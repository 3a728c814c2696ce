#include "SetAnalyser.h"

#include <algorithm>
#include <optional>
#include <thread>

#include "work/ForEach.h"

#include "Analysis.h"

namespace bizon {

int analysisWorkers() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

std::vector<GameAnalysis> analyseGames(std::span<const GameRecord> games, std::span<const int> numbers, Seat seat,
                                       int workers, AnalysisProgress* progress) {
  std::vector<GameAnalysis> result;
  std::vector<std::pair<std::size_t, DecisionPoint>> points;  // (game, decision)
  for (std::size_t g = 0; g < games.size(); ++g) {
    result.push_back({numbers[g], seat, 0, {}});
    for (DecisionPoint& p : decisionsOf(games[g], seat)) points.emplace_back(g, std::move(p));
  }
  std::vector<DecisionAnalysis> judged(points.size());
  AnalysisProgress own;
  AnalysisProgress& shared = progress ? *progress : own;
  shared.total += static_cast<int>(points.size());
  // Each thread makes its own judge (a judge's tables are not shared), once it has a decision.
  std::vector<std::optional<Judge>> judges(static_cast<std::size_t>(std::max(1, workers)));
  work::forEach(
      points.size(), workers,
      [&](int thread, std::size_t i) {
        std::optional<Judge>& judge = judges[static_cast<std::size_t>(thread)];
        if (!judge) judge.emplace();
        judged[i] = judge->judge(points[i].second);
        ++shared.done;
        if (shared.judged) shared.judged();
      },
      [&](std::size_t) { return !shared.cancel; });
  if (shared.cancel) return {};
  for (std::size_t i = 0; i < points.size(); ++i) result[points[i].first].decisions.push_back(std::move(judged[i]));
  return result;
}

}  // namespace bizon
