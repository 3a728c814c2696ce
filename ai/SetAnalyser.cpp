#include "SetAnalyser.h"

#include <algorithm>
#include <chrono>
#include <fcntl.h>
#include <sys/file.h>
#include <system_error>
#include <thread>
#include <unistd.h>

#include "Analysis.h"
#include "history/AnalysisFile.h"
#include "history/HistoryPaths.h"

namespace bizon {

namespace {

// One analysis of a set at a time, across threads and processes (the scoresheet's and the
// review's, `bizon analyse` in a terminal): an advisory lock on the set file, which nothing else
// locks. Two writers of the analysis file would share a temporary file name (AtomicFile.h), and
// the second analysis would only repeat the first: it waits, then finds the file fresh.
class SetLock {
 public:
  SetLock(const std::filesystem::path& file, const std::atomic<bool>& cancel)
      : fd_(::open(file.c_str(), O_RDONLY | O_CLOEXEC)) {
    while (fd_ >= 0 && ::flock(fd_, LOCK_EX | LOCK_NB) != 0 && !cancel)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  SetLock(const SetLock&) = delete;
  SetLock& operator=(const SetLock&) = delete;
  ~SetLock() {
    if (fd_ >= 0) ::close(fd_);  // closing releases the lock
  }

 private:
  int fd_;
};

}  // namespace

int analysisWorkers() { return std::max(1, static_cast<int>(std::thread::hardware_concurrency())); }

std::vector<GameAnalysis> analyseGames(std::span<const GameRecord> games, std::span<const int> numbers, Seat seat,
                                       int workers, AnalysisProgress* progress) {
  std::vector<GameAnalysis> result;
  std::vector<std::pair<std::size_t, DecisionPoint>> points;  // (game, decision)
  for (std::size_t g = 0; g < games.size(); ++g) {
    result.push_back({numbers[g], seat, recordFingerprint(games[g]), {}});
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

StoredAnalysis analyseStoredSet(const std::filesystem::path& historyDir, const StoredSet& set, Seat seat, int workers,
                                AnalysisProgress* progress) {
  StoredAnalysis stored;
  AnalysisProgress own;
  AnalysisProgress& shared = progress ? *progress : own;
  const SetLock lock(HistoryPaths(historyDir).setFile(set.metadata.id), shared.cancel);
  if (shared.cancel) return stored;
  AnalysisReading reading = readAnalysisFile(historyDir, set.metadata.id);
  if (!reading.problem.empty()) stored.problems.push_back(reading.problem);
  SetAnalysis file;
  if (reading.analysis && reading.analysis->method == analysisMethod) file = std::move(*reading.analysis);
  file.setId = set.metadata.id;
  file.method = analysisMethod;

  std::vector<GameRecord> stale;
  std::vector<int> numbers;
  for (std::size_t g = 0; g < set.games.size(); ++g) {
    const GameAnalysis* known = file.find(static_cast<int>(g), seat);
    if (!known || known->record != recordFingerprint(set.games[g])) {
      stale.push_back(set.games[g]);
      numbers.push_back(static_cast<int>(g));
    }
  }
  std::vector<GameAnalysis> fresh = analyseGames(stale, numbers, seat, workers, &shared);
  if (fresh.size() != stale.size()) return stored;  // cancelled
  // Games of this seat beyond the set's end (a file from before an import) go too.
  std::erase_if(file.games, [&](const GameAnalysis& g) { return g.seat == seat && g.game >= static_cast<int>(set.games.size()); });
  for (GameAnalysis& g : fresh) {
    std::erase_if(file.games, [&](const GameAnalysis& old) { return old.seat == seat && old.game == g.game; });
    file.games.push_back(std::move(g));
  }
  std::sort(file.games.begin(), file.games.end(), [](const GameAnalysis& a, const GameAnalysis& b) {
    return a.seat != b.seat ? a.seat < b.seat : a.game < b.game;
  });
  if ((!stale.empty() || !reading.analysis) && analysisWritable(historyDir, set.metadata.id)) {
    try {
      writeAnalysisFile(historyDir, file);
    } catch (const std::system_error& e) {
      stored.problems.push_back(std::string("analysis: ") + e.what());
    }
  }
  for (std::size_t g = 0; g < set.games.size(); ++g) stored.games.push_back(*file.find(static_cast<int>(g), seat));
  return stored;
}

}  // namespace bizon
