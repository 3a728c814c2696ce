#include "hooks/FrameStats.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>

#include "codec/JsonOut.h"

namespace bizon::hooks {

namespace {

double rounded(double ms) { return std::round(ms * 1000.0) / 1000.0; }

// The q-quantile of samples (sorted here).
double quantile(std::vector<double> samples, double q) {
  std::sort(samples.begin(), samples.end());
  return samples[std::min(samples.size() - 1, static_cast<std::size_t>(q * static_cast<double>(samples.size())))];
}

}  // namespace

double FrameStats::threadCpuMillis() {
#if defined(__linux__)
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_nsec) / 1e6;
#else
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

FrameStats::Cores FrameStats::cores() {
  Cores cores;
#if defined(__linux__)
  // Each thread's schedstat: nanoseconds on a core, nanoseconds waiting for one, time slices.
  const auto schedstat = [](const std::filesystem::path& task) {
    std::ifstream in(task / "schedstat");
    double run = 0, wait = 0;
    in >> run >> wait;
    return std::pair{run / 1e6, wait / 1e6};
  };
  std::error_code ec;
  for (const auto& task : std::filesystem::directory_iterator("/proc/self/task", ec)) {
    std::string name;
    std::getline(std::ifstream(task.path() / "comm"), name);
    if (name.starts_with("llvmpipe")) cores.renderer += schedstat(task.path()).first;
  }
  cores.waited = schedstat("/proc/thread-self").second;
#endif
  return cores;
}

void FrameStats::add(double workMs, double intervalMs, std::string_view activity, Cores cores) {
  for (Phase* p : {&all_, activity == "dealing" ? &dealing_ : nullptr, activity == "collecting" ? &collecting_ : nullptr}) {
    if (!p) continue;
    p->work.push_back(workMs);
    p->interval.push_back(intervalMs);
    p->renderer.push_back(cores.renderer);
    p->waited.push_back(cores.waited);
  }
}

std::string FrameStats::json(const std::string& size, double firstFrameMs, bool saving) const {
  const auto summary = [](const Phase& p) {
    JsonOut o{{"frames", p.work.size()}};
    if (p.work.empty()) return o;
    o.set("median_ms", rounded(quantile(p.work, 0.5)));
    o.set("p99_ms", rounded(quantile(p.work, 0.99)));
    o.set("max_ms", rounded(*std::max_element(p.work.begin(), p.work.end())));
    o.set("interval_p99_ms", rounded(quantile(p.interval, 0.99)));
    o.set("interval_max_ms", rounded(*std::max_element(p.interval.begin(), p.interval.end())));
    o.set("render_median_ms", rounded(quantile(p.renderer, 0.5)));
    o.set("render_p99_ms", rounded(quantile(p.renderer, 0.99)));
    o.set("wait_median_ms", rounded(quantile(p.waited, 0.5)));
    o.set("wait_p99_ms", rounded(quantile(p.waited, 0.99)));
    return o;
  };
  JsonOut coach{{"notes", coach_.size()}};
  if (!coach_.empty()) coach.set("latency_p95_ms", std::round(quantile(coach_, 0.95)));
  return JsonOut{{"size", size},
                 {"first_frame_ms", std::round(firstFrameMs * 10.0) / 10.0},
                 {"saving", saving},
                 {"dealing", summary(dealing_)},
                 {"collecting", summary(collecting_)},
                 {"all", summary(all_)},
                 {"coach", std::move(coach)}}
      .text();
}

}  // namespace bizon::hooks
