// Game points and set points of a finished game: the six outcomes of R13.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "Seat.h"

namespace bizon {

enum class Outcome : std::uint8_t { BizonWon, BizonWonAll, BizonTie, BizonLost, BizonLostZero, AllPassed };

// "bizon_won", "bizon_won_all", "bizon_tie", "bizon_lost", "bizon_lost_zero", "all_passed".
std::string_view code(Outcome o);

struct Score {
  Outcome outcome = Outcome::AllPassed;
  std::optional<Seat> bizon;  // absent for a pass-out
  PerSeat<int> gp;            // game points (R12), all 0 for a pass-out
  PerSeat<int> sp;            // set points (R13)
  friend bool operator==(const Score&, const Score&) = default;
};

// R13: compare the Bizon's GP with the best Otter's GP.
Score scoreGame(Seat bizon, const PerSeat<int>& gp);
Score scorePassOut();

}  // namespace bizon
