// The statistics of `--frame-stats`: per phase (dealing, collecting, all) each frame's work (this thread's CPU time) and the wall-clock interval between frames.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace bizon::hooks {

class FrameStats {
 public:
  // The CPU time of the calling thread in milliseconds: what a frame costs, whatever else runs.
  static double threadCpuMillis();

  // One frame: its work, the time since the previous frame was shown, and what the table animated.
  void add(double workMs, double intervalMs, std::string_view activity);
  // The coach's notes so far, each with the time from your decision to its line on screen.
  void coach(const std::vector<double>& latenciesMs) { coach_ = latenciesMs; }
  // {"size", "first_frame_ms", "saving", "dealing", "collecting", "all"}, each phase with its
  // frame count, work median_ms, p99_ms, max_ms, and interval_p99_ms, interval_max_ms; and
  // "coach": {"notes", "latency_p95_ms"} (no latency without a note).
  std::string json(const std::string& size, double firstFrameMs, bool saving) const;

 private:
  struct Phase {
    std::vector<double> work, interval;
  };
  Phase dealing_, collecting_, all_;
  std::vector<double> coach_;
};

}  // namespace bizon::hooks
