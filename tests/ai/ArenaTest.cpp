// The arena's paired statistics: the per-deal differences behind its result and interval.
#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

#include "Arena.h"

using namespace bizon;

namespace {

ArenaResult arena(const std::string& a, const std::string& b, int deals, std::uint64_t seed) {
  ArenaOptions o;
  o.a = a;
  o.b = b;
  o.deals = deals;
  o.seed = seed;
  o.threads = 2;
  return Arena(o).run();
}

}  // namespace

TEST_CASE("Arena: the result is the mean of the per-deal differences, its interval their 95% interval", "[arena]") {
  const ArenaResult r = arena("heuristic", "random", 40, 3);
  REQUIRE(r.dealDiffs.size() == 40);
  CHECK(r.games == 240);
  const double mean = std::accumulate(r.dealDiffs.begin(), r.dealDiffs.end(), 0.0) / 40;
  double square = 0;
  for (double d : r.dealDiffs) square += (d - mean) * (d - mean);
  const double half = 1.96 * std::sqrt(square / 39 / 40);
  CHECK(r.diff == Approx(mean));
  CHECK(r.ciLow == Approx(mean - half));
  CHECK(r.ciHigh == Approx(mean + half));
  // The rules of thumb beat random play, and not on every deal alike.
  CHECK(r.ciLow > 0);
  CHECK(half > 0);
}

TEST_CASE("Arena: a kind against itself differs on no deal (the same seed in the same seat decides alike)", "[arena]") {
  const ArenaResult r = arena("heuristic", "heuristic", 30, 8);
  REQUIRE(r.dealDiffs.size() == 30);
  for (double d : r.dealDiffs) CHECK(d == 0);
  CHECK(r.diff == 0);
  CHECK(r.ciLow == 0);
  CHECK(r.ciHigh == 0);
}

TEST_CASE("Arena: the same seed plays the same deals, so two runs agree deal by deal", "[arena]") {
  const ArenaResult first = arena("heuristic", "random", 20, 5), second = arena("heuristic", "random", 20, 5);
  CHECK(first.dealDiffs == second.dealDiffs);
  const ArenaResult other = arena("heuristic", "random", 20, 6);
  CHECK(first.dealDiffs != other.dealDiffs);
}
