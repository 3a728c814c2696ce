// The search turn: the window's searches (the AI's, the judges') run one at a time, whichever worker starts them.
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "work/SearchTurn.h"
#include "work/Worker.h"

using namespace std::chrono_literals;

TEST_CASE("SearchTurn: searches posted to different workers never overlap, and each one runs", "[work]") {
  std::atomic<int> running{0}, most{0}, done{0};
  const auto search = [&] {
    const bizon::work::SearchTurn turn;
    const int now = ++running;
    int seen = most.load();
    while (now > seen && !most.compare_exchange_weak(seen, now)) {
    }
    std::this_thread::sleep_for(2ms);  // long enough for another worker to try to start meanwhile
    --running;
    return ++done;
  };
  {
    std::vector<std::unique_ptr<bizon::work::Worker<int>>> workers;
    for (int w = 0; w < 3; ++w) workers.push_back(std::make_unique<bizon::work::Worker<int>>());
    for (int i = 0; i < 5; ++i)
      for (auto& worker : workers) worker->post(search);
    for (auto& worker : workers) worker->wait();
  }
  CHECK(done == 15);
  CHECK(most == 1);
}
