// Words the history screens share: a set's date in the player's language and time zone, and who won it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "Seat.h"
#include "core/Texts.h"
#include "history/HistoryStore.h"
#include "SetMetadata.h"
#include "session/HardInYourSeat.h"

namespace bizon::screens {

// "1 March 2025, 15:22" in local time; in figures, "01/03/25 15:22", where room is short.
std::string formatDate(const Texts& texts, TimePoint t, bool inFigures = false);
// "You", "Goat and Sheep", "You, Goat and Sheep"; empty when nobody won (an unfinished set).
// `names`: said instead of the chairs' own where not empty (chairNames).
std::string winnersText(const Texts& texts, const PerSeat<bool>& winners, const PerSeat<std::string>& names = {});
// Your chair in a set: the one you took at a table of friends, else Seat::You.
Seat ownSeat(const SetMetadata& metadata);
// The names said for a set's chairs (Texts::nameSeats) where they are not the chairs' own: at a
// set played online the people's names and "You" for your chair; none for another set.
PerSeat<std::string> chairNames(const Texts& texts, const SetMetadata& metadata);
// The names said at each place of a table turned to your chair (SeatTurn), where they are not the
// places' own: at a set played online the people's, and a built-in player's own chair's name
// where it sits at another place; none for another set.
PerSeat<std::string> placeNames(const Texts& texts, const SetMetadata& metadata);
// Whose portrait each place of that table shows: Goat's and Sheep's own drawings where they sat,
// none where a person sat (a friend in Goat's chair is not drawn as the goat).
PerSeat<std::optional<Seat>> placeFaces(const SetMetadata& metadata);
// A name cut to at most `most` characters ("Maximilie…" for 10), for a column or a row's words.
std::string shortName(const std::string& name, std::size_t most);
// "Online with Ann and Sheep": the others at a set played online, in the order your table showed
// them (the chair at your left first); "Online" alone where room is short; empty for another set.
std::string onlineText(const Texts& texts, const SetMetadata& metadata, bool brief = false);
// "7 December 2026": a daily deal's UTC date, in the player's language.
std::string dayText(const Texts& texts, std::chrono::sys_days day);
// "Daily deal of 7 December 2026" ("Daily deal" where room is short), "Practice game": what kind of
// set, for one not dealt as the settings deal; empty for another set.
std::string kindText(const Texts& texts, const SetMetadata& metadata, bool brief = false);
// "Abandoned" or "Unfinished", for a set not played through.
std::string unfinishedText(const Texts& texts, const SetMetadata& metadata);
// "2 take-backs" for a set in which decisions were taken back; empty for one without.
std::string takeBacksText(const Texts& texts, const SetMetadata& metadata);
// The set-over headline of a finished set: "You win the set", "Goat and Sheep share the win" …
// `own`: your chair (ownSeat).
std::string resultHeadline(const Texts& texts, const PerSeat<bool>& winners, Seat own = Seat::You);
// A daily deal beside Hard's in your seat (table::sideBySide): a heading, a line a deal and the
// totals (the set's end); `brief`, the totals alone (its scoresheet).
std::vector<std::string> dailyComparison(const Texts& texts, std::span<const table::DealSideBySide> deals, bool brief = false);
// One line on the save files the history could not use, `count` in all: the file and where it
// went when there is one, else how many and where to look; empty when there are none.
std::string problemsLine(const Texts& texts, const HistoryStore& store, long long count);

}  // namespace bizon::screens
