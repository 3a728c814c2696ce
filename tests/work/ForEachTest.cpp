// The fan-out: every item once, on the threads asked for, the first exception carried back after every thread has ended, a stop that leaves a prefix started, and the threads' place below the frame.
#include <algorithm>
#include <atomic>
#include <latch>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "work/ForEach.h"
#include "work/Worker.h"

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

using bizon::work::forEach;

TEST_CASE("forEach: every item once, each thread's items one at a time, on no more threads than asked", "[forEach]") {
  constexpr std::size_t count = 500;
  std::vector<std::atomic<int>> calls(count);
  std::vector<std::atomic<int>> busy(4);
  std::mutex mutex;
  std::set<std::thread::id> ids;
  std::set<std::thread::id> zero;  // the threads that ran thread 0's items
  bool overlapped = false;
  const std::size_t started = forEach(count, 4, [&](int thread, std::size_t i) {
    REQUIRE(thread >= 0);
    REQUIRE(thread < 4);
    if (++busy[static_cast<std::size_t>(thread)] != 1) overlapped = true;
    ++calls[i];
    {
      std::lock_guard lock(mutex);
      ids.insert(std::this_thread::get_id());
      if (thread == 0) zero.insert(std::this_thread::get_id());
    }
    --busy[static_cast<std::size_t>(thread)];
  });
  CHECK(started == count);
  CHECK_FALSE(overlapped);
  for (auto& c : calls) CHECK(c == 1);
  CHECK(ids.size() <= 4);
  CHECK(zero.size() <= 1);  // the caller is thread 0 (the others may have taken every item)
  for (const auto& id : zero) CHECK(id == std::this_thread::get_id());
}

TEST_CASE("forEach: nothing to do calls nothing; one item runs on the calling thread", "[forEach]") {
  int called = 0;
  CHECK(forEach(0, 8, [&](int, std::size_t) { ++called; }) == 0);
  CHECK(called == 0);
  std::thread::id where;
  CHECK(forEach(1, 8, [&](int thread, std::size_t) { where = std::this_thread::get_id(), called = thread + 1; }) == 1);
  CHECK(where == std::this_thread::get_id());
  CHECK(called == 1);
}

TEST_CASE("forEach: a stop leaves the items before it started and none after", "[forEach]") {
  std::vector<std::atomic<int>> calls(1000);
  const std::size_t started =
      forEach(calls.size(), 3, [&](int, std::size_t i) { ++calls[i]; }, [](std::size_t i) { return i < 137; });
  CHECK(started == 137);
  for (std::size_t i = 0; i < calls.size(); ++i) CHECK(calls[i] == (i < 137 ? 1 : 0));
}

TEST_CASE("forEach: the first exception comes back once every thread has ended; no item starts after it on its thread", "[forEach]") {
  std::atomic<int> running{0}, calls{0};
  const auto run = [&](int threads) {
    forEach(10000, threads, [&](int, std::size_t i) {
      ++running, ++calls;
      // Every item past 20 fails too, each its own way: only one failure comes back.
      const bool fail = i >= 20;
      std::this_thread::yield();
      --running;
      if (fail) throw std::runtime_error(i == 20 ? "item 20" : "a later item");
    });
  };
  REQUIRE_THROWS_WITH(run(1), "item 20");
  CHECK(calls == 21);  // one thread: nothing after the item that threw
  calls = 0;
  REQUIRE_THROWS_AS(run(3), std::runtime_error);
  CHECK(running == 0);  // nothing still under way once it returned
  CHECK(calls >= 21);
  CHECK(calls <= 23);   // each thread stops at its first failure
}

#if defined(__linux__)
TEST_CASE("forEach: the threads it starts keep the niceness of the thread that called it (a worker's, below the frame)", "[forEach]") {
  const auto self = [] { return getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())); };
  const int frame = self();
  bizon::work::Worker<std::vector<int>> worker;
  worker.post([&self] {
    std::vector<int> nice(4, -100);
    std::latch together(4);  // each thread holds one item until all four have one: four threads
    forEach(4, 4, [&](int, std::size_t i) {
      together.arrive_and_wait();
      nice[i] = self();
    });
    return nice;
  });
  worker.wait();
  const auto results = worker.take();
  REQUIRE(results.size() == 1);
  for (int n : results[0]) CHECK(n == std::min(19, frame + bizon::work::workerNice));
  CHECK(self() == frame);
}
#endif
