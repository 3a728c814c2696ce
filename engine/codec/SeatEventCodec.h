// A seat's event as the table protocol sends it (docs/table-protocol.md, "Events") read back into the engine's SeatEvent: what a window at a remote table shows.
#pragma once

#include <optional>
#include <string_view>

#include "FieldReader.h"
#include "seats/SeatEvents.h"

namespace bizon {

// The event of kind `kind` ("card_played") from the fields of its line; nullopt and the reader's
// problem when a field is wrong or the kind unknown.
std::optional<SeatEvent> readSeatEvent(FieldReader& m, std::string_view kind);
// A number for each seat, {"you": 3, "goat": -5, "sheep": 3} (totals, GP, SP).
std::optional<PerSeat<int>> perSeatFrom(FieldReader& m, std::string_view key);

}  // namespace bizon
