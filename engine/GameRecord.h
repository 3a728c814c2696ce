// The game record `bizon-game-1` (docs/game-record.md): the single source of truth for a game.
#pragma once

#include <boost/json/fwd.hpp>
#include <vector>

#include "Actions.h"
#include "Deck.h"

namespace bizon {

class Game;

struct GameRecord {
  Seat dealer = Seat::You;
  Packets packets = Packets::ThreeTwo;
  Deck deck{};
  std::vector<BidEntry> bidding;
  std::vector<PlayEntry> play;

  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// The record of a game whose packets are chosen, as far as it has gone.
GameRecord recordOf(const Game& game);

boost::json::object toJson(const GameRecord& record);

}  // namespace bizon
