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

  // Since the process started, in milliseconds: the CPU time of the renderer's threads (Mesa's
  // llvmpipe-N, which draw the frame when there is no graphics driver: Xvfb, virtual machines) and
  // the time the calling thread waited for a core. Read from /proc on Linux; zero elsewhere.
  struct Cores {
    double renderer = 0, waited = 0;
  };
  static Cores cores();

  // One frame: its work, the time since the previous frame was shown, and what the table animated;
  // `cores` what the frame cost the renderer and waited for (differences of cores()).
  void add(double workMs, double intervalMs, std::string_view activity, Cores cores);
  // The coach's notes so far, each with the time from your decision to its line on screen.
  void coach(const std::vector<double>& latenciesMs) { coach_ = latenciesMs; }
  // {"size", "first_frame_ms", "saving", "dealing", "collecting", "all"}, each phase with its
  // frame count, work median_ms, p99_ms, max_ms, interval_p99_ms, interval_max_ms, the renderer's
  // CPU a frame render_median_ms, render_p99_ms, and the frame thread's wait for a core
  // wait_median_ms, wait_p99_ms; and
  // "coach": {"notes", "latency_p95_ms"} (no latency without a note).
  std::string json(const std::string& size, double firstFrameMs, bool saving) const;

 private:
  struct Phase {
    std::vector<double> work, interval, renderer, waited;
  };
  Phase dealing_, collecting_, all_;
  std::vector<double> coach_;
};

}  // namespace bizon::hooks
