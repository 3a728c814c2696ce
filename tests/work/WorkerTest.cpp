// The worker: results handed back in order and none lost, a clean stop with jobs queued or one running, and its place below the frame.
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>

#include <catch2/catch.hpp>

#include "work/Worker.h"

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

using bizon::work::Worker;
using namespace std::chrono_literals;

namespace {

// Takes results as they come until the worker has run every job posted: a result missing then is
// lost, however long the jobs took.
template <class R>
std::vector<R> takeAll(Worker<R>& worker) {
  std::vector<R> all;
  for (bool ran = false; !ran; std::this_thread::sleep_for(1ms)) {
    ran = worker.idle();  // before the take: every result of a job that ran by then is in it
    for (R& r : worker.take()) all.push_back(std::move(r));
  }
  return all;
}

// A job that holds the worker until released, saying when it has started.
struct Gate {
  std::atomic<bool> started{false}, open{false};
  void pass() {
    started = true;
    while (!open) std::this_thread::sleep_for(1ms);
  }
  void awaitStart() const {
    while (!started) std::this_thread::sleep_for(1ms);
  }
};

}  // namespace

TEST_CASE("Worker: each job's result is handed back, in the order posted, and take never blocks", "[work]") {
  Worker<int> worker;
  CHECK(worker.take().empty());  // nothing posted: no thread, nothing to take
  CHECK(worker.idle());
  for (int i = 0; i < 5; ++i) worker.post([i] { return i * i; });
  CHECK(takeAll(worker) == std::vector<int>{0, 1, 4, 9, 16});
  CHECK(worker.take().empty());
}

TEST_CASE("Worker: no result is lost while the owner takes as the jobs finish", "[work]") {
  Worker<int> worker;
  constexpr int jobs = 2000;
  long long sum = 0;
  std::size_t taken = 0;
  for (int i = 1; i <= jobs; ++i) {
    worker.post([i] { return i; });
    if (i % 7 == 0)
      for (int r : worker.take()) sum += r, ++taken;
  }
  worker.wait();
  for (int r : worker.take()) sum += r, ++taken;
  CHECK(taken == jobs);
  CHECK(sum == static_cast<long long>(jobs) * (jobs + 1) / 2);
}

TEST_CASE("Worker: postFirst goes before the jobs waiting, dropQueued forgets them", "[work]") {
  Worker<int> worker;
  Gate gate;
  worker.post([&gate] { gate.pass(); return 0; });
  gate.awaitStart();
  worker.post([] { return 1; });
  worker.post([] { return 2; });
  worker.postFirst([] { return 3; });
  CHECK_FALSE(worker.idle());
  gate.open = true;
  CHECK(takeAll(worker) == std::vector<int>{0, 3, 1, 2});

  Gate second;
  worker.post([&second] { second.pass(); return 4; });
  second.awaitStart();
  worker.post([] { return 5; });
  worker.dropQueued();
  second.open = true;
  worker.wait();
  CHECK(worker.idle());
  CHECK(worker.take() == std::vector<int>{4});
}

TEST_CASE("Worker: stopping with jobs queued runs none of them and waits for the one running", "[work]") {
  Gate gate;
  std::atomic<int> finished{0}, queuedRan{0};
  std::thread opener;
  {
    Worker<int> worker;
    worker.post([&] {
      gate.pass();
      std::this_thread::sleep_for(20ms);
      ++finished;
      return 0;
    });
    gate.awaitStart();
    for (int i = 0; i < 10; ++i) worker.post([&] { return ++queuedRan; });
    // Opened while the destructor is already waiting (long after, even on a loaded machine).
    opener = std::thread([&gate] {
      std::this_thread::sleep_for(300ms);
      gate.open = true;
    });
  }
  CHECK(finished == 1);  // the running job ended before the worker did
  CHECK(queuedRan == 0);
  opener.join();
}

TEST_CASE("Worker: wait returns once every job posted has run, and a result may own resources", "[work]") {
  Worker<std::unique_ptr<int>> worker;
  for (int i = 0; i < 20; ++i)
    worker.post([i] {
      std::this_thread::sleep_for(1ms);
      return std::make_unique<int>(i);
    });
  worker.wait();
  CHECK(worker.idle());
  const auto results = worker.take();
  REQUIRE(results.size() == 20);
  CHECK(*results.back() == 19);
}

#if defined(__linux__)
TEST_CASE("Worker: its thread, and the threads its jobs start, run below the frame's priority", "[work]") {
  const auto self = [] { return getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())); };
  const int frame = self();
  Worker<std::pair<int, int>> worker;
  worker.post([&self] {
    int inherited = 0;
    std::thread([&] { inherited = self(); }).join();
    return std::pair{self(), inherited};
  });
  const auto result = takeAll(worker);
  REQUIRE(result.size() == 1);
  const int below = std::min(19, frame + bizon::work::workerNice);
  CHECK(result[0].first == below);
  CHECK(result[0].second == below);
  CHECK(self() == frame);  // the caller is untouched
  CHECK(bizon::work::spareCores() >= 1);
}
#endif
