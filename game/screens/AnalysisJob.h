// The analysis of stored sets on a worker thread, for the screens: they poll it each frame, never wait for it.
#pragma once

#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "SetAnalyser.h"

namespace bizon::screens {

// Analyses the sets one after another (each with analyseStoredSet, so a fresh analysis file is
// simply read and a missing or stale one rebuilt and kept), for one seat. Destroying the job
// cancels it and waits for the decision being judged, a few milliseconds.
class AnalysisJob {
 public:
  AnalysisJob(std::filesystem::path historyDir, std::vector<std::string> setIds, Seat seat = Seat::You);
  ~AnalysisJob();
  AnalysisJob(const AnalysisJob&) = delete;
  AnalysisJob& operator=(const AnalysisJob&) = delete;

  bool done() const;
  // How far it is, in percent: sets finished and the share of the current one's decisions judged;
  // 100 only once done.
  int percent() const;
  // The analysis of set i (in the order given) once it is finished; none for a set that could not
  // be read, or not yet. (A damaged analysis file is set aside with a note saying why and the
  // analysis rebuilt: nothing for the player to do.)
  std::optional<std::vector<GameAnalysis>> result(std::size_t i) const;
  std::size_t size() const { return ids_.size(); }

 private:
  void run();

  std::filesystem::path dir_;
  std::vector<std::string> ids_;
  Seat seat_;
  AnalysisProgress progress_;
  mutable std::mutex mutex_;
  std::vector<std::optional<std::vector<GameAnalysis>>> results_;
  std::size_t finished_ = 0;
  std::jthread thread_;  // last: started once everything above exists
};

}  // namespace bizon::screens
