// Times how long closing the daily deal's other table holds the window: `daily_stop_bench [RUNS]` closes Hard in your seat at spread moments of its play and prints the median, 90th percentile and most of the destructor's wall-clock time.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <thread>
#include <vector>

#include "session/HardInYourSeat.h"

using namespace bizon;
using namespace std::chrono;

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 40;
  std::vector<double> ms;
  for (int i = 0; i < runs; ++i) {
    // Five dates in turn, closed from 0.1 to 2 s into the play: bids and cards of every kind.
    auto other = std::make_unique<table::HardInYourSeat>(sys_days(year(2026) / 12 / (7 + i % 5)));
    std::this_thread::sleep_for(milliseconds(100 + 97 * (i % 20)));
    const auto before = steady_clock::now();
    other.reset();
    ms.push_back(duration<double, std::milli>(steady_clock::now() - before).count());
  }
  std::sort(ms.begin(), ms.end());
  std::printf("closing the other table, %d runs: median %.1f ms, p90 %.1f ms, most %.1f ms\n", runs, ms[ms.size() / 2],
              ms[ms.size() * 9 / 10], ms.back());
}
