// The game record `bizon-game-1` (docs/game-record.md): the single source of truth for a game; its JSON is engine/codec/RecordJson's.
#pragma once

#include <vector>

#include "Deck.h"
#include "Move.h"

namespace bizon {

class Game;

// A dealer, the deck as dealt (R3) and the moves made: the packets first, then the bids, then the
// cards, as far as the game has gone.
struct GameRecord {
  Seat dealer = Seat::You;
  Deck deck{};
  std::vector<Move> moves;

  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// The record of a game whose packets are chosen, as far as it has gone.
GameRecord recordOf(const Game& game);

}  // namespace bizon
