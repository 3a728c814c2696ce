// A few exact solvers on worker threads, so that the deals of one decision are solved on every core at once.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "Solver.h"

namespace bizon {

// Each worker has its own Solver (a solver owns its table and is not shared between threads).
// A decision hands the pool its independent jobs, one per sampled deal; the workers take them in
// order until none is left. A job's result never depends on which worker ran it (a solver's table
// forgets the previous deal), so the number of workers changes the time a decision takes, not
// what it decides. Only the deadline, a safety net, stops the workers early: the jobs under way
// are then cut short by their solvers, which report bounds instead of levels.
class SolverPool {
 public:
  using Deadline = Solver::Clock::time_point;
  static constexpr Deadline never = Deadline::max();

  explicit SolverPool(int workers, int tableBits = 16);

  // Calls job(solver, i) for i = first, first+1, ... last-1, each at most once, on up to
  // workers() threads (the calling thread is one of them); no job starts after the deadline
  // except the first. Returns when every started job is done, with the end of the jobs
  // started: always first..end-1.
  int run(int first, int last, Deadline deadline, const std::function<void(Solver&, int)>& job);

  // No job starts, and those under way end, as at the deadline once *stop is set (Solver::setStop).
  void setStop(const std::atomic<bool>* stop);

  int workers() const { return static_cast<int>(solvers_.size()); }
  // Solves cut short (by their node limit or the deadline), and those cut by the deadline, by
  // every solver since construction.
  std::uint64_t cuts() const;
  std::uint64_t clockCuts() const;

 private:
  std::vector<Solver> solvers_;
  const std::atomic<bool>* stop_ = nullptr;
};

}  // namespace bizon
