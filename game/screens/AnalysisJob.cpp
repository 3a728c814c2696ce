#include "screens/AnalysisJob.h"

#include <algorithm>

#include "Analysis.h"
#include "files/AtomicFile.h"
#include "history/AnalysisFile.h"
#include "history/HistoryPaths.h"
#include "codec/SetFileCodec.h"

namespace bizon::screens {

AnalysisJob::AnalysisJob(std::filesystem::path historyDir, std::vector<std::string> setIds, Seat seat)
    : dir_(std::move(historyDir)), ids_(std::move(setIds)), seat_(seat), results_(ids_.size()),
      thread_([this] { run(); }) {}

AnalysisJob::~AnalysisJob() {
  progress_.cancel = true;
  // thread_ joins as it is destroyed, before the members it uses.
}

void AnalysisJob::run() {
  for (std::size_t i = 0; i < ids_.size() && !progress_.cancel; ++i) {
    // The set file is read here rather than through the screens' HistoryStore, which belongs to
    // the frame's thread: the same checks (parseSet), no shared state.
    std::optional<StoredSet> set;
    if (auto read = readFileLimited(HistoryPaths(dir_).setFile(ids_[i]), setFileMaxBytes); read.text)
      set = std::move(parseSet(*read.text).set);
    std::optional<std::vector<GameAnalysis>> games;
    if (set) {
      progress_.done = 0;
      progress_.total = 0;
      StoredAnalysis analysis =
          analyseStoredSet(dir_, *set, seat_, {analysisMethod, gamesAnalyser(analysisWorkers(), progress_)}, progress_.cancel);
      if (progress_.cancel) return;
      games = std::move(analysis.games);
    }
    std::lock_guard lock(mutex_);
    results_[i] = std::move(games);
    ++finished_;
  }
}

bool AnalysisJob::done() const {
  std::lock_guard lock(mutex_);
  return finished_ == ids_.size();
}

int AnalysisJob::percent() const {
  std::lock_guard lock(mutex_);
  if (finished_ == ids_.size()) return 100;
  const int total = progress_.total, done = progress_.done;
  const double current = total > 0 ? static_cast<double>(done) / total : 0;
  return std::min(99, static_cast<int>(100 * (static_cast<double>(finished_) + current) / static_cast<double>(ids_.size())));
}

std::optional<std::vector<GameAnalysis>> AnalysisJob::result(std::size_t i) const {
  std::lock_guard lock(mutex_);
  return i < results_.size() ? results_[i] : std::nullopt;
}


}  // namespace bizon::screens
