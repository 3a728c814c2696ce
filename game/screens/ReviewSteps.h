// The review of one stored game as a row of steps (packets, each bid, each card), walked by a cursor: a step either way replays nothing.
#pragma once

#include <vector>

#include "GameCursor.h"
#include "GameRecord.h"

namespace bizon::screens {

// Step k has the first k moves of the record made: step 0 is the game before its dealer chose
// the packets, step count() the game scored.
class ReviewSteps {
 public:
  // The set's records; `game` (0-based) must be a finished game of them. Throws
  // std::invalid_argument if it is not, or if the records up to it do not replay.
  ReviewSteps(const std::vector<GameRecord>& games, int game);

  int game() const { return moment().game; }
  int count() const { return cursor().size(); }
  int step() const { return cursor().at(); }
  Moment moment() const { return {static_cast<int>(cursors_.size()) - 1, step()}; }
  bool atStart() const { return step() == 0; }
  bool atEnd() const { return step() == count(); }
  // The game as it stands at the current step (its events go nowhere).
  const Game& current() const { return cursor().game(); }
  // The record reviewed.
  const GameRecord& record() const { return cursor().record(); }
  // The game at any step in [0, count()].
  const Game& gameAt(int step) const { return cursor().gameAt(step); }

  // The next move made, its events pushed into `events` for the table to animate; false at the end.
  bool forward(EventQueue& events);
  // The step before; false at the start.
  bool back();
  // Any step in [0, count()].
  void jumpTo(int step);
  // The events that set a table out at the current step, as if it had shown the set from its
  // start (eventsLeadingTo).
  void eventsHere(EventQueue& out) const;

 private:
  const GameCursor& cursor() const { return cursors_.back(); }
  GameCursor& cursor() { return cursors_.back(); }

  std::vector<GameCursor> cursors_;  // the set's games up to the one reviewed, last
};

}  // namespace bizon::screens
