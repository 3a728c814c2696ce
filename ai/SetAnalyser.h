// Analysing the games of a set on worker threads, and keeping the result in the set's analysis file so that a review opens without searching again.
#pragma once

#include <atomic>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "GameAnalysis.h"
#include "StoredSet.h"

namespace bizon {

// Shared with whoever waits (the review screen's progress bar, the command line): written by the
// workers, read by anyone; setting cancel stops the work at the next decision.
struct AnalysisProgress {
  std::atomic<int> done{0};   // decisions judged
  std::atomic<int> total{0};  // decisions to judge
  std::atomic<bool> cancel{false};
};

// Every decision of the seat in each game (games[i] is game number numbers[i] of its set), judged on
// `workers` threads, each decision on whichever is free: the values depend on the view alone, so
// the result is the same for any number of workers. Empty if cancelled.
std::vector<GameAnalysis> analyseGames(std::span<const GameRecord> games, std::span<const int> numbers, Seat seat,
                                       int workers, AnalysisProgress* progress = nullptr);

struct StoredAnalysis {
  std::vector<GameAnalysis> games;     // one per game of the set, in order; empty if cancelled
  std::vector<std::string> problems;   // a damaged file set aside, a file that could not be written
};

// The seat's analysis of every game of the set: taken from the analysis file beside the set file
// where it is fresh (same method, same record), the rest analysed, and the file brought up to
// date. The game records are only read, never written.
StoredAnalysis analyseStoredSet(const std::filesystem::path& historyDir, const StoredSet& set, Seat seat, int workers,
                                AnalysisProgress* progress = nullptr);

// The worker threads to use on this machine: one per core.
int analysisWorkers();

}  // namespace bizon
