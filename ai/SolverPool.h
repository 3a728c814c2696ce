// A few exact solvers on worker threads, so that the deals of one decision are solved on every core at once.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "Solver.h"

namespace bizon {

// Each worker has its own Solver (a solver owns its table and is not shared between threads).
// A decision hands the pool its independent jobs, one per sampled deal; the workers take them in
// order until none is left or the decision's budget is spent; the jobs under way then are cut
// short by their solvers, which report bounds instead of levels.
class SolverPool {
 public:
  // What a decision may spend: CPU seconds per worker, so that a machine busy with other work
  // does not starve the decision of deals, and a wall-clock deadline that caps how long it takes.
  struct Budget {
    double cpu = 1e300;
    Solver::Clock::time_point wall = Solver::Clock::time_point::max();
  };

  explicit SolverPool(int workers, int tableBits = 16);

  // Calls job(solver, i) for i = first, first+1, ... last-1, each at most once, on up to
  // workers() threads (the calling thread is one of them); no job starts once the budget is
  // spent except the first. Returns when every started job is done, with the end of the jobs
  // started: always first..end-1.
  int run(int first, int last, const Budget& budget, const std::function<void(Solver&, int)>& job);

  int workers() const { return static_cast<int>(solvers_.size()); }
  // Solves cut short by the budget, by every solver since construction.
  std::uint64_t cuts() const;

 private:
  std::vector<Solver> solvers_;
};

}  // namespace bizon
