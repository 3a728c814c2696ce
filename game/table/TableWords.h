// The words of the table: each story note, bubble and hint as the player reads it, in the player's language.
#pragma once

#include <string>

#include "Refusal.h"
#include "core/Texts.h"
#include "table/TableModel.h"

namespace bizon::table {

// A line of the communication box: "Goat deals", "The trump suit is hearts" …
std::string noteText(const Texts& texts, const Note& note);
// What a seat says in its bubble: its bid as spoken at the table ("Pass!", "I eat", a suit's
// symbol in round 2), "Bizon", or its GP.
std::string bubbleText(const Texts& texts, const Bubble& bubble);
// Why a move of yours is refused: "You must follow hearts".
std::string refusalText(const Texts& texts, const Refusal& refusal);

}  // namespace bizon::table
