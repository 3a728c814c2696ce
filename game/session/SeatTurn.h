// The table seen from a chair: every seat turned round so that the session's own sits at the bottom, where the table shows "you" (an online guest in Goat's or Sheep's chair sees their own hand). Only what the table shows is turned; the records keep the real seats, since dealing depends on them.
#pragma once

#include <optional>

#include "Events.h"
#include "Seat.h"

namespace bizon::table {

// Where `seat` sits on the screen of the one in chair `own`: own is Seat::You, the others follow
// clockwise (R1), so that the order of play is the same on the screen as at the table.
constexpr Seat onScreen(Seat seat, Seat own) { return seatAt(index(seat) + 3 - index(own)); }
// The chair sitting at `place` on the screen of the one in chair `own`.
constexpr Seat atPlace(Seat place, Seat own) { return seatAt(index(place) + index(own)); }

// Whose portrait each place on that screen shows, `person` saying where people sit: a built-in
// player's own chair's drawing (Goat's or Sheep's, wherever that chair sits), none for a person,
// so that a friend in Goat's chair is not drawn as the goat.
PerSeat<std::optional<Seat>> facesOnScreen(Seat own, const PerSeat<bool>& person);

// `event` as the table of the one in chair `own` shows it.
Event onScreen(const Event& event, Seat own);

}  // namespace bizon::table
