// The review of one stored game as a row of steps (packets, each bid, each card): the match at any step, rebuilt from the records.
#pragma once

#include <memory>
#include <vector>

#include "GameRecord.h"
#include "Match.h"

namespace bizon::screens {

// Step 0 is the game before its dealer chose the packets; step k has the first k actions of the
// record done (the packets, then the bids, then the cards); step count() is the game scored.
class ReviewSteps {
 public:
  // The set's options and records; `game` (0-based) must be a finished game of them. Throws
  // std::invalid_argument if it is not, or if the records do not replay.
  ReviewSteps(MatchOptions options, std::vector<GameRecord> games, int game);

  int game() const { return game_; }
  int count() const { return count_; }
  int step() const { return step_; }
  bool atStart() const { return step_ == 0; }
  bool atEnd() const { return step_ == count_; }

  // The match as it stands at the current step (never moved: its game points at its queue).
  Match& match() { return *match_; }
  const Match& match() const { return *match_; }

  // The next action applied to the match, its events left in the match's queue for the table to
  // animate; false at the end.
  bool forward();
  // The match rebuilt at the previous step, with an empty event queue; false at the start.
  bool back();
  // The match rebuilt at any step in [0, count()].
  void jumpTo(int step);

  // The match at `step`, built afresh from the records (events cleared).
  std::unique_ptr<Match> matchAt(int step) const;

 private:
  // Makes action `index` of the game (0 the packets, then the bids, then the cards) on match.
  bool apply(Match& match, int index) const;

  MatchOptions options_;
  std::vector<GameRecord> games_;
  int game_;
  int count_;
  int step_ = 0;
  std::unique_ptr<Match> match_;
};

}  // namespace bizon::screens
