// The daily deal's other table, compared as duplicate bridge compares tables: Bizon's Hard in your seat plays the same deals against the same Goat and Sheep, in the background, and each deal's SP for your seat at both tables are set side by side.
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <span>
#include <vector>

#include "AiLevel.h"
#include "Match.h"
#include "Player.h"
#include "Score.h"
#include "work/Worker.h"

namespace bizon::table {

// The chair of a built-in player in `seat` of a set of `options` (what it is told of the set),
// the same at your table and at the other table.
Chair builtInChair(Seat seat, AiLevel level, const MatchOptions& options);

// Every game of a set of `options` played by Bizon's own players of `level` in all three seats,
// each seeded as at your table (seeds::builtInPlayer): your Goat and Sheep, and Hard (`level`) in
// your seat. Reproducible: a search decides by its seed and view alone, whatever the cores (only
// its safety net, a search cut after 3 seconds, could differ on a machine far too busy). Each
// decision takes its turn among the window's searches. Stops early, with the games scored so far,
// once `stop` is set: the search under way ends at once, and its move is not played.
std::vector<Score> playInYourSeat(const MatchOptions& options, AiLevel level, const std::atomic<bool>& stop);

// Your seat's SP on one deal at both tables.
struct DealSideBySide {
  int yours = 0;
  int hard = 0;
};

// Your seat's SP deal by deal, yours (each game's SP at your table) and Hard's, over the deals both
// tables have finished.
std::vector<DealSideBySide> sideBySide(std::span<const PerSeat<int>> yours, std::span<const Score> hard);

class HardInYourSeat {
 public:
  // Starts playing the daily deal of `date` at once, on a worker of its own.
  explicit HardInYourSeat(std::chrono::sys_days date);
  // Stops the play under way (its search cut short) and waits for it.
  ~HardInYourSeat();
  HardInYourSeat(const HardInYourSeat&) = delete;
  HardInYourSeat& operator=(const HardInYourSeat&) = delete;

  // Hard's score on every deal once all are played; nullopt until then. Never blocks.
  const std::optional<std::vector<Score>>& scores();
  std::chrono::sys_days date() const { return date_; }

 private:
  std::chrono::sys_days date_;
  std::atomic<bool> stop_ = false;
  std::optional<std::vector<Score>> scores_;
  work::Worker<std::vector<Score>> worker_;  // last: stopped before what its job uses goes
};

}  // namespace bizon::table
