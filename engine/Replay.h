// Replaying a game record through the rules, as `bizon replay`, the set file's reader and the fuzzers do (reading its JSON is engine/codec/RecordJson's).
#pragma once

#include <optional>
#include <string>

#include "Game.h"
#include "GameRecord.h"

namespace bizon {

struct Replay {
  std::optional<Game> game;  // the game as the record leaves it, if every move keeps the rules
  std::string error;         // otherwise the first move refused: "play 4: sheep must follow hearts"
};

// Makes the record's moves in order on a GameCursor, the one walker of a game.
Replay replay(const GameRecord& record);

}  // namespace bizon
