// Walks one game record: the game after any number of its moves, forwards or backwards without replaying, the events of its moves, any seat's view.
#pragma once

#include <compare>
#include <span>
#include <vector>

#include "Game.h"
#include "GameRecord.h"
#include "SeatView.h"

namespace bizon {

// Where we are in a set: a game (from 0) and the number of its moves made (0: before the packets).
// The review's step, the analysis's decision, a screenshot's moment and the table's turn all
// name a moment.
struct Moment {
  int game = 0;
  int move = 0;
  friend auto operator<=>(const Moment&, const Moment&) = default;
};

class GameCursor {
 public:
  // Makes every move of the record once, keeping the game after each. Throws
  // std::invalid_argument naming the first move that does not replay: "bid 2: not goat's turn".
  explicit GameCursor(GameRecord record);

  const GameRecord& record() const { return record_; }
  int size() const { return static_cast<int>(record_.moves.size()); }
  // The number of moves made where the cursor stands, 0 to size().
  int at() const { return at_; }
  // Stands after k moves (clamped to [0, size()]), at no cost either way.
  void seek(int k);

  // The game after at() moves (it sends its events nowhere).
  const Game& game() const { return games_[static_cast<std::size_t>(at_)]; }
  const Game& gameAt(int k) const { return games_[static_cast<std::size_t>(k)]; }
  SeatView view(Seat seat) const { return viewOf(game(), seat); }
  // Whether the record's moves end the game (scored).
  bool finished() const { return games_.back().phase() == Phase::Over; }

  // The events the moves [from, to) pushed when they were made (from = 0 begins with the
  // dealer's turn, as a new game does); none if from >= to.
  void eventsOf(int from, int to, EventQueue& out) const;

 private:
  GameRecord record_;
  std::vector<Game> games_;  // games_[k]: the game after k moves
  int at_ = 0;
};

// The events that set a table out at `moment` as if it had shown the set from its start: each
// earlier game's GameScored (the scoresheet), then GameStarted and the game's events up to the
// moment's move. `games` walks the set's games in order (at least up to the moment's).
void eventsLeadingTo(std::span<const GameCursor> games, Moment moment, EventQueue& out);

}  // namespace bizon
