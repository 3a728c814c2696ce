// R12–R13: game points decide the outcome; set points for each of the six outcomes.
#include <catch2/catch.hpp>

#include "Score.h"

using namespace bizon;

TEST_CASE("R13: set points for every outcome, ties and the 0-GP case", "[R13]") {
  // Bizon is the first seat named; gp for (bizon, next, third); sp the same order.
  auto [bizon, gpB, gpN, gpT, outcome, spB, spN, spT] = GENERATE(table<Seat, int, int, int, Outcome, int, int, int>({
      {Seat::You, 21, 19, 0, Outcome::BizonWon, 3, 0, 0},
      {Seat::You, 39, 1, 0, Outcome::BizonWon, 3, 0, 0},
      {Seat::You, 14, 13, 13, Outcome::BizonWon, 3, 0, 0},
      {Seat::You, 40, 0, 0, Outcome::BizonWonAll, 10, 0, 0},
      {Seat::Goat, 40, 0, 0, Outcome::BizonWonAll, 10, 0, 0},
      {Seat::You, 20, 20, 0, Outcome::BizonTie, 1, 1, 1},   // the third seat gets +1 too
      {Seat::Sheep, 20, 0, 20, Outcome::BizonTie, 1, 1, 1},
      {Seat::Goat, 15, 15, 10, Outcome::BizonTie, 1, 1, 1},
      {Seat::You, 19, 21, 0, Outcome::BizonLost, -5, 3, 3},
      {Seat::Sheep, 10, 20, 10, Outcome::BizonLost, -5, 3, 3},
      {Seat::You, 1, 39, 0, Outcome::BizonLost, -5, 3, 3},
      {Seat::You, 0, 20, 20, Outcome::BizonLostZero, -10, 10, 10},
      {Seat::Goat, 0, 40, 0, Outcome::BizonLostZero, -10, 10, 10},
  }));
  PerSeat<int> gp;
  gp[bizon] = gpB;
  gp[leftOf(bizon)] = gpN;
  gp[leftOf(leftOf(bizon))] = gpT;
  const Score s = scoreGame(bizon, gp);
  CHECK(s.outcome == outcome);
  CHECK(s.bizon == bizon);
  CHECK(s.gp == gp);
  CHECK(s.sp[bizon] == spB);
  CHECK(s.sp[leftOf(bizon)] == spN);
  CHECK(s.sp[leftOf(leftOf(bizon))] == spT);
}

TEST_CASE("R13: a pass-out scores 0 SP for everyone", "[R13][R8]") {
  const Score s = scorePassOut();
  CHECK(s.outcome == Outcome::AllPassed);
  CHECK_FALSE(s.bizon);
  for (Seat seat : allSeats) CHECK(s.sp[seat] == 0);
}

TEST_CASE("R13: outcome codes as the replay contract names them", "[R13]") {
  CHECK(code(Outcome::BizonWon) == "bizon_won");
  CHECK(code(Outcome::BizonWonAll) == "bizon_won_all");
  CHECK(code(Outcome::BizonTie) == "bizon_tie");
  CHECK(code(Outcome::BizonLost) == "bizon_lost");
  CHECK(code(Outcome::BizonLostZero) == "bizon_lost_zero");
  CHECK(code(Outcome::AllPassed) == "all_passed");
}
