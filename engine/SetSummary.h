// What the review list, the scoresheet and the statistics need of a set, without its full records.
#pragma once

#include <optional>
#include <vector>

#include "Match.h"
#include "Score.h"
#include "SetMetadata.h"

namespace bizon {

// One line of the scoresheet: how a finished game ended and the set points it gave (R13).
struct GameSummary {
  Outcome outcome = Outcome::AllPassed;
  std::optional<Seat> bizon;  // absent for a pass-out
  PerSeat<int> sp;
  friend bool operator==(const GameSummary&, const GameSummary&) = default;
};

struct SetSummary {
  SetMetadata metadata;
  std::vector<GameSummary> games;  // the finished games, in order: the scoresheet

  int gamesPlayed() const { return static_cast<int>(games.size()); }
  bool finished() const { return gamesPlayed() >= metadata.options.games; }
  PerSeat<int> totals() const;
  // R15: the seats tied on the most SP share the win; all false while the set is unfinished.
  PerSeat<bool> winners() const;
};

bool operator==(const SetSummary& a, const SetSummary& b);

// The summary of a set as the match has played it so far.
SetSummary summarize(const SetMetadata& metadata, const Match& match);

}  // namespace bizon
