// Waiting in a test for what another thread does, when that thread offers nothing to wait on: it is polled, under a guard against a hang measured in minutes, so that a test fails for what did not happen and never for the machine's speed.
#pragma once

#include <catch2/catch.hpp>

#include <chrono>
#include <string_view>
#include <thread>

namespace bizon::test {

// How long a test polls before it calls a wait a hang: far beyond what the slowest machine needs
// under any load. Counted in pauses between polls, not read from a clock: a test whose polls are
// slow waits the longer.
inline constexpr std::chrono::minutes hangGuard{5};

// Calls `happened` (which may also drive what it waits for: a frame, an update) until it returns
// true, pausing `pause` between calls; true then. After hangGuard's worth of pauses the test case
// fails, saying that `what` did not happen, and this returns false (a REQUIRE around it stops it).
template <class Happened>
bool eventually(std::string_view what, Happened&& happened,
                std::chrono::milliseconds pause = std::chrono::milliseconds(1)) {
  const auto polls = hangGuard / pause;
  for (auto left = polls; left > 0; --left) {
    if (happened()) return true;
    std::this_thread::sleep_for(pause);
  }
  if (happened()) return true;
  FAIL_CHECK(what << ": did not happen in " << polls << " polls " << pause.count() << " ms apart");
  return false;
}

}  // namespace bizon::test
