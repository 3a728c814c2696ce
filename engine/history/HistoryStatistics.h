// The statistics screen's numbers: per seat, sets won, SP per game, how often the Bizon and with what luck, best and worst set, and SP across sets.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "SetSummary.h"

namespace bizon {

// A set's total for one seat, naming the set so the screen can open it.
struct SetScore {
  std::string id;
  TimePoint started{};
  int sp = 0;
  friend bool operator==(const SetScore&, const SetScore&) = default;
};

// One point of the plot of SP across sets: a finished set and each seat's total.
struct SetPoint {
  std::string id;
  TimePoint started{};
  PerSeat<int> totals;
};

struct SeatStatistics {
  int setsWon = 0;     // R15: a shared win counts for each winner
  int gamesPlayed = 0;
  int totalSp = 0;
  double averageSpPerGame = 0;  // 0 when no game was played
  int timesBizon = 0;           // games in which the seat ate the grass
  int bizonWins = 0;            // of those, won (bizon_won or bizon_won_all, R13)
  int bizonTies = 0;
  int bizonLosses = 0;          // bizon_lost or bizon_lost_zero
  std::optional<SetScore> best;   // the seat's highest set total (earliest on a tie)
  std::optional<SetScore> worst;  // and lowest
};

struct HistoryStatistics {
  int sets = 0;   // finished sets counted
  int games = 0;  // their games
  PerSeat<SeatStatistics> seats;
  // One point per finished set, oldest first: each seat's SP total, for the plot of SP across sets.
  std::vector<SetPoint> series;
};

// Counts the finished sets among sets (unfinished ones would skew "best" and "worst"), optionally
// only those of one origin: played sets and simulations are best kept apart.
HistoryStatistics computeStatistics(std::span<const SetSummary> sets, std::optional<SetOrigin> origin = std::nullopt);

}  // namespace bizon
