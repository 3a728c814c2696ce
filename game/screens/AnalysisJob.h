// The analysis of stored sets on a worker (work/Worker.h), for the screens: they poll it each frame, never wait for it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "SetAnalyser.h"
#include "work/Worker.h"

namespace bizon::screens {

// Analyses the sets one after another (each with analyseStoredSet, so a fresh analysis file is
// simply read and a missing or stale one rebuilt and kept), for one seat, on the cores the frame
// leaves free. Destroying the job cancels it and waits for the decision being judged, a few
// milliseconds. Asked from the frame's thread only.
class AnalysisJob {
 public:
  AnalysisJob(std::filesystem::path historyDir, std::vector<std::string> setIds, Seat seat = Seat::You);
  ~AnalysisJob();
  AnalysisJob(const AnalysisJob&) = delete;
  AnalysisJob& operator=(const AnalysisJob&) = delete;

  bool done();
  // How far it is, in percent: sets finished and the share of the current one's decisions judged;
  // 100 only once done.
  int percent();
  // The analysis of set i (in the order given) once it is finished; none for a set that could not
  // be read, or not yet. (A damaged analysis file is set aside with a note saying why and the
  // analysis rebuilt: nothing for the player to do.)
  std::optional<std::vector<GameAnalysis>> result(std::size_t i);
  std::size_t size() const { return ids_.size(); }

 private:
  // Set i and its analysis (none if it could not be read, or the job was cancelled).
  using Analysed = std::pair<std::size_t, std::optional<std::vector<GameAnalysis>>>;
  Analysed analyse(std::size_t i);  // on the worker
  void collect();                   // the results handed back, into results_

  std::filesystem::path dir_;
  std::vector<std::string> ids_;
  Seat seat_;
  AnalysisProgress progress_;  // shared with the worker (atomic)
  std::vector<std::optional<std::vector<GameAnalysis>>> results_;
  std::size_t finished_ = 0;
  work::Worker<Analysed> worker_;  // last: stopped before what its jobs use goes
};

}  // namespace bizon::screens
