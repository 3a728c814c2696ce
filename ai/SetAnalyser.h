// Analysing the games of a set on worker threads (the history keeps the result: history/AnalysisFile.h).
#pragma once

#include <atomic>
#include <functional>
#include <span>
#include <vector>

#include "GameAnalysis.h"
#include "GameRecord.h"

namespace bizon {

// Shared with whoever waits (the review screen's progress bar, the command line): written by the
// workers, read by anyone; setting cancel stops the work at the next decision.
struct AnalysisProgress {
  std::atomic<int> done{0};   // decisions judged
  std::atomic<int> total{0};  // decisions to judge
  std::atomic<bool> cancel{false};
  // Called after each decision judged, on the thread that judged it (several at once): the
  // command line's progress line. Set before the work starts.
  std::function<void()> judged;
};

// Every decision of the seat in each game (games[i] is game number numbers[i] of its set), judged on
// `workers` threads, each decision on whichever is free: the values depend on the view alone, so
// the result is the same for any number of workers. Empty if cancelled. Each game's `record`
// fingerprint is left to whoever keeps the result.
std::vector<GameAnalysis> analyseGames(std::span<const GameRecord> games, std::span<const int> numbers, Seat seat,
                                       int workers, AnalysisProgress* progress = nullptr);

// analyseGames on `workers` threads, telling `progress`: how the history's analyseStoredSet
// (history/AnalysisFile.h, with analysisMethod) judges the games its file lacks.
inline auto gamesAnalyser(int workers, AnalysisProgress& progress) {
  return [workers, &progress](std::span<const GameRecord> games, std::span<const int> numbers, Seat seat) {
    return analyseGames(games, numbers, seat, workers, &progress);
  };
}

// The worker threads to use on this machine: one per core.
int analysisWorkers();

}  // namespace bizon
