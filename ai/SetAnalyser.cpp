#include "SetAnalyser.h"

#include <algorithm>
#include <thread>

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
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    Judge judge;
    for (std::size_t i; !shared.cancel && (i = next++) < points.size();) {
      judged[i] = judge.judge(points[i].second);
      ++shared.done;
    }
  };
  std::vector<std::jthread> threads;
  for (int w = 1; w < std::clamp(workers, 1, static_cast<int>(std::max<std::size_t>(points.size(), 1))); ++w)
    threads.emplace_back(work);
  work();
  threads.clear();
  if (shared.cancel) return {};
  for (std::size_t i = 0; i < points.size(); ++i) result[points[i].first].decisions.push_back(std::move(judged[i]));
  return result;
}

}  // namespace bizon
