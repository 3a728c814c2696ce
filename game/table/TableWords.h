// The words of the table: each story note, bubble and hint as the player reads it, in the player's language.
#pragma once

#include <string>

#include "Refusal.h"
#include "core/Texts.h"
#include "session/Awaiting.h"
#include "session/Lesson.h"
#include "session/SessionSource.h"
#include "session/TableSession.h"
#include "table/TableModel.h"

namespace bizon::table {

// A line of the communication box: "Goat deals", "The trump suit is hearts" …
std::string noteText(const Texts& texts, const Note& note);
// What a seat says in its bubble: its bid as spoken at the table ("Pass!", "I eat", a suit's
// symbol in round 2), "Bizon", or its GP.
std::string bubbleText(const Texts& texts, const Bubble& bubble);
// Why a move of yours is refused: "You must follow hearts".
std::string refusalText(const Texts& texts, const Refusal& refusal);
// Why a source refused a move of yours or a take-back: the rules' reason, the server's own words,
// "Nothing to take back", and in `lesson` what it asks for instead.
std::string refusedText(const Texts& texts, const Refused& refused, const Lesson* lesson = nullptr);
// The prompt for the decision awaited ("Play a card"); empty when none is.
std::string promptText(const Texts& texts, Awaiting awaiting);
// The session's notice in words: a refusal, the hint and its reason, a take-back made.
std::string noticeText(const Texts& texts, const SessionNotice& notice, const Lesson* lesson = nullptr);
// What the box says of a chair or of the link ("Ann dropped", "Goat's program failed …").
std::string chairNoteText(const Texts& texts, const ChairNote& note);

// The names each place on the screen of the one in chair `own` says, `people` holding the people's
// names by chair (empty where a built-in player sits): a person's name, or a built-in player's own
// chair's name where that chair sits at another's place (Sheep at Goat's); empty where the place's
// own name is right.
PerSeat<std::string> namesOnScreen(const Texts& t, Seat own, const PerSeat<std::string>& people);

}  // namespace bizon::table
