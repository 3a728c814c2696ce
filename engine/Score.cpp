#include "Score.h"

#include <algorithm>
#include <array>

namespace bizon {

std::string_view code(Outcome o) {
  constexpr std::array<std::string_view, 6> codes{"bizon_won",  "bizon_won_all",   "bizon_tie",
                                                  "bizon_lost", "bizon_lost_zero", "all_passed"};
  return codes[static_cast<std::size_t>(o)];
}

Score scoreGame(Seat bizon, const PerSeat<int>& gp) {
  Score s;
  s.bizon = bizon;
  s.gp = gp;
  const int own = gp[bizon];
  const int bestOtter = std::max(gp[leftOf(bizon)], gp[leftOf(leftOf(bizon))]);
  int bizonSp = 0, otterSp = 0;
  if (own > bestOtter) {
    s.outcome = own == 40 ? Outcome::BizonWonAll : Outcome::BizonWon;
    bizonSp = own == 40 ? 10 : 3;
  } else if (own == bestOtter) {
    s.outcome = Outcome::BizonTie;
    bizonSp = otterSp = 1;
  } else if (own == 0) {
    s.outcome = Outcome::BizonLostZero;
    bizonSp = -10;
    otterSp = 10;
  } else {
    s.outcome = Outcome::BizonLost;
    bizonSp = -5;
    otterSp = 3;
  }
  for (Seat seat : allSeats) s.sp[seat] = seat == bizon ? bizonSp : otterSp;
  return s;
}

Score scorePassOut() { return Score{}; }

}  // namespace bizon
