#include "SolverPool.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace bizon {

SolverPool::SolverPool(int workers, int tableBits) {
  solvers_.reserve(static_cast<std::size_t>(std::max(1, workers)));
  for (int i = 0; i < std::max(1, workers); ++i) solvers_.emplace_back(tableBits);
}

int SolverPool::run(int first, int last, Deadline deadline, const std::function<void(Solver&, int)>& job) {
  std::atomic<int> next{first};
  // Jobs are taken in order and the first always starts, so a decision never has nothing.
  auto work = [&](Solver& solver) {
    solver.setDeadline(deadline);
    for (int i; (i = next.load()) < last;) {
      if (i > first && deadline != never && Solver::Clock::now() > deadline) break;
      if (!next.compare_exchange_weak(i, i + 1)) continue;
      job(solver, i);
    }
  };
  const int threads = std::min(workers(), last - first);
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(work, std::ref(solvers_[static_cast<std::size_t>(t)]));
  work(solvers_[0]);
  for (auto& h : helpers) h.join();
  return std::min(next.load(), last);
}

std::uint64_t SolverPool::cuts() const {
  std::uint64_t n = 0;
  for (const Solver& s : solvers_) n += s.cuts();
  return n;
}

std::uint64_t SolverPool::clockCuts() const {
  std::uint64_t n = 0;
  for (const Solver& s : solvers_) n += s.clockCuts();
  return n;
}

}  // namespace bizon
