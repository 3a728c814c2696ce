// Reading a game record and replaying it through the rules, as `bizon replay`, resume and review do.
#pragma once

#include <boost/json/fwd.hpp>
#include <optional>
#include <string>

#include "Game.h"
#include "GameRecord.h"

namespace bizon {

struct Replay {
  std::optional<Game> game;  // the game as the record leaves it, if the record is valid
  std::string error;         // otherwise the first thing wrong: "play 4: sheep must follow hearts"
};

// Checks the header (format, dealer, packets, deck), then each bid and card in order.
Replay replay(const boost::json::value& record, EventQueue* events = nullptr);

// The JSON object `bizon replay` prints for a valid record (complete or unfinished).
boost::json::object report(const Game& game);

}  // namespace bizon
