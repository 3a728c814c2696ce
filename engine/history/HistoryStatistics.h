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
  int sets = 0;            // finished sets: sets won, best and worst set, the plot
  int unfinishedSets = 0;  // sets not played through (abandoned, or the one on the table) with a game scored
  int games = 0;           // the scored games of both: every per-game number
  int unfinishedGames = 0; // of those, the games of unfinished sets
  int takeBackSetsLeftOut = 0;  // sets with a take-back, left out when asked to
  PerSeat<SeatStatistics> seats;
  // One point per finished set, oldest first: each seat's SP total, for the plot of SP across sets.
  std::vector<SetPoint> series;
};

// Whether a set is counted among the sets of `origin` (isOf), take-backs aside: never a daily deal
// (three deals, scored against Hard on their own) nor a practice game (its cards were known).
bool countedIn(const SetMetadata& metadata, std::optional<SetOrigin> origin);

// Counts every scored game of sets, finished or not (five games played are five games), but wins,
// best and worst sets and the plot of finished sets only (a set left halfway has no winner);
// optionally only the sets of one origin (isOf: played counts the sets played online too): played
// sets and simulations are best kept apart; and
// optionally without the sets in which a decision was taken back (their results are not all earned).
HistoryStatistics computeStatistics(std::span<const SetSummary> sets, std::optional<SetOrigin> origin = std::nullopt,
                                    bool withTakeBacks = true);

}  // namespace bizon
