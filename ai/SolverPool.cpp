#include "SolverPool.h"

#include <algorithm>

#include "work/ForEach.h"

namespace bizon {

SolverPool::SolverPool(int workers, int tableBits) {
  solvers_.reserve(static_cast<std::size_t>(std::max(1, workers)));
  for (int i = 0; i < std::max(1, workers); ++i) solvers_.emplace_back(tableBits);
}

int SolverPool::run(int first, int last, Deadline deadline, const std::function<void(Solver&, int)>& job) {
  if (last <= first) return first;
  for (Solver& solver : solvers_) solver.setDeadline(deadline);
  // Jobs are taken in order and the first always starts, so a decision never has nothing.
  const auto inTime = [&](std::size_t i) {
    if (i == 0) return true;
    if (stop_ && stop_->load(std::memory_order_relaxed)) return false;
    return deadline == never || Solver::Clock::now() <= deadline;
  };
  const std::size_t started = work::forEach(
      static_cast<std::size_t>(last - first), workers(),
      [&](int thread, std::size_t i) { job(solvers_[static_cast<std::size_t>(thread)], first + static_cast<int>(i)); }, inTime);
  return first + static_cast<int>(started);
}

void SolverPool::setStop(const std::atomic<bool>* stop) {
  stop_ = stop;
  for (Solver& solver : solvers_) solver.setStop(stop);
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
