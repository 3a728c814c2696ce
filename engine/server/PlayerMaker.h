// What a table server seats for a person who is away: the built-in player of the table's level, made by whoever starts the server (it knows no player itself: ai's builtInPlayer).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>

#include "AiLevel.h"
#include "seats/Table.h"

namespace bizon {

// Deterministic given the seed; its port answers at once (decide returns true), on the server's
// thinkers' threads.
using PlayerMaker = std::function<std::unique_ptr<SeatPort>(AiLevel level, std::uint64_t seed)>;

}  // namespace bizon
