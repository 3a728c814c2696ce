// The one fan-out: a loop's items spread over a few threads started for it and joined before it returns (the solver's deals, the arena's, the analysis's decisions, a burst's flushes).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace bizon::work {

// Calls item(thread, i) for i = 0, 1, … count-1, each at most once, started in that order, on up
// to `threads` threads: the calling thread is thread 0, the others are started here. An item may
// use state of its thread's own (the caller's per-thread state, indexed by `thread`): no two items
// of one thread run at once. Which thread runs an item depends on timing, so an item whose result
// must be reproducible depends on i alone.
//
// One way to stop: before each item, goOn(i) may end the loop (a deadline, a cancel); an item that
// throws ends it too. Either way the items under way finish, every thread is joined before this
// returns, and the first exception thrown by an item is rethrown here. Returns how many items were
// started: always items 0 … n-1.
//
// The threads started inherit the calling thread's priority (on Linux each thread has its own
// niceness): a worker's job that fans out stays below the frame (Worker.h).
template <class Item, class GoOn>
std::size_t forEach(std::size_t count, int threads, Item&& item, GoOn&& goOn) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex failureLock;
  std::exception_ptr failure;
  auto run = [&](int thread) noexcept {
    try {
      for (std::size_t i = next.load(); i < count && !stop.load();) {
        if (!goOn(i)) break;
        if (!next.compare_exchange_weak(i, i + 1)) continue;  // i is now the next one free
        item(thread, i);
        i = next.load();
      }
    } catch (...) {
      std::lock_guard lock(failureLock);
      if (!failure) failure = std::current_exception();
      stop = true;
    }
  };
  const int used = static_cast<int>(std::min<std::size_t>(count, static_cast<std::size_t>(std::max(1, threads))));
  {
    std::vector<std::thread> helpers;
    struct JoinAll {
      std::vector<std::thread>& threads;
      ~JoinAll() {
        for (std::thread& t : threads) t.join();
      }
    } joinAll{helpers};  // when this block ends, whatever happens
    try {
      for (int t = 1; t < used; ++t) helpers.emplace_back(run, t);
    } catch (...) {
      stop = true;  // no thread to be had: those started end, and so does this call
      throw;
    }
    if (count > 0) run(0);
  }
  if (failure) std::rethrow_exception(failure);
  return std::min(next.load(), count);
}

template <class Item>
std::size_t forEach(std::size_t count, int threads, Item&& item) {
  return forEach(count, threads, std::forward<Item>(item), [](std::size_t) { return true; });
}

}  // namespace bizon::work
