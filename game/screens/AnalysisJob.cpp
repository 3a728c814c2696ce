#include "screens/AnalysisJob.h"

#include <algorithm>

#include "Analysis.h"
#include "files/AtomicFile.h"
#include "history/AnalysisFile.h"
#include "history/HistoryPaths.h"
#include "codec/SetFileCodec.h"

namespace bizon::screens {

AnalysisJob::AnalysisJob(std::filesystem::path historyDir, std::vector<std::string> setIds, Seat seat)
    : dir_(std::move(historyDir)), ids_(std::move(setIds)), seat_(seat), results_(ids_.size()) {
  for (std::size_t i = 0; i < ids_.size(); ++i) worker_.post([this, i] { return analyse(i); });
}

AnalysisJob::~AnalysisJob() {
  progress_.cancel = true;
  // worker_ stops as it is destroyed: the sets not started are dropped, the running one ends at its
  // next decision.
}

AnalysisJob::Analysed AnalysisJob::analyse(std::size_t i) {
  if (progress_.cancel) return {i, std::nullopt};
  // The set file is read here rather than through the screens' HistoryStore, which belongs to
  // the frame's thread: the same checks (parseSet), no shared state.
  std::optional<StoredSet> set;
  if (auto read = readFileLimited(HistoryPaths(dir_).setFile(ids_[i]), setFileMaxBytes); read.text)
    set = std::move(parseSet(*read.text).set);
  if (!set) return {i, std::nullopt};
  progress_.done = 0;
  progress_.total = 0;
  StoredAnalysis analysis = analyseStoredSet(dir_, *set, seat_, {analysisMethod, gamesAnalyser(work::spareCores(), progress_)},
                       progress_.cancel);
  if (progress_.cancel) return {i, std::nullopt};
  return {i, std::move(analysis.games)};
}

void AnalysisJob::collect() {
  for (Analysed& analysed : worker_.take()) {
    results_[analysed.first] = std::move(analysed.second);
    ++finished_;
  }
}

bool AnalysisJob::done() {
  collect();
  return finished_ == ids_.size();
}

int AnalysisJob::percent() {
  if (done()) return 100;
  const int total = progress_.total, judged = progress_.done;
  const double current = total > 0 ? static_cast<double>(judged) / total : 0;
  return std::min(99, static_cast<int>(100 * (static_cast<double>(finished_) + current) / static_cast<double>(ids_.size())));
}

std::optional<std::vector<GameAnalysis>> AnalysisJob::result(std::size_t i) {
  collect();
  return i < results_.size() ? results_[i] : std::nullopt;
}

}  // namespace bizon::screens
