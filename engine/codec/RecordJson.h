// The game record `bizon-game-1` (docs/game-record.md) as JSON: written, and read with the one FieldReader; the rules are replayed apart (Replay.h).
#pragma once

#include <boost/json/fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "Game.h"
#include "GameRecord.h"
#include "Replay.h"

namespace bizon {

inline constexpr std::string_view gameRecordFormat = "bizon-game-1";

boost::json::object toJson(const GameRecord& record);
// The record as one line of text (no newline), as `simulate --out` and the fingerprints write it.
std::string recordText(const GameRecord& record);

// The record a JSON value holds, every field checked in the order format, dealer, packets, deck,
// bidding, play; nullopt and the first problem in `why` ("play 4: ZZ is not a card"). Whether its
// moves keep the rules is replay()'s to say.
std::optional<GameRecord> recordFromJson(const boost::json::value& value, std::string& why);

// The record read, then replayed: the first problem of either, as `bizon replay` tells it.
Replay replayJson(const boost::json::value& value);

// The JSON object `bizon replay` prints for a replayed game (complete or unfinished), as text.
std::string replayReport(const Game& game);

}  // namespace bizon
