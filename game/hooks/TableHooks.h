// The test hooks of the table, outside it: your seat on autopilot up to a moment, whether the moment is reached, the clickable points for the end-to-end tests.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "hooks/Moment.h"
#include "table/TableScreen.h"

namespace bizon::hooks {

// Your seat is played by the computer, except the decision of `moment` (bidding, round2, trick,
// scored; the coach's and the hint's), which waits as it would for you; other moments (deal,
// set-over) and none (the frame statistics) play on.
// `autopilot` is the kind of player (ai/Player.h) that plays your seat.
void steer(table::TableScreen& table, std::optional<Moment> moment, std::string_view autopilot = "hard");

// Whether the table shows `moment` now, still: deal (three packets dealt), bidding, round2,
// trick, scored, set-over, and the coach's and the hint's.
bool reached(const table::TableScreen& table, Moment moment);

// What the table is animating now, for the frame statistics: "dealing", "collecting" or "".
const char* activity(const table::TableScreen& table);

// The clickable points of the moment as a JSON object: the table's set, what it awaits ("busy"
// while it moves), the grass, the deck, the buttons by action, your legal and illegal cards; and
// the screen on top ("screen": "table", "menu", "dialog", "set_over" …) with its buttons by name
// ("screen_buttons": {"new_set": [x, y], "confirm": …}).
std::string targetsJson(const table::TableScreen* table, const Screen& top);

}  // namespace bizon::hooks
