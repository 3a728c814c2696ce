// The words of the table: each story note, bubble and hint as the player reads it, in the player's language.
#pragma once

#include <string>

#include "Texts.h"
#include "table/TableModel.h"

namespace bizon::table {

// A line of the communication box: "Goat deals", "The trump suit is hearts" …
std::string noteText(const Texts& texts, const Note& note);
// What a seat says in its bubble: its bid as spoken at the table ("Pass!", "I eat", a suit's
// symbol in round 2), "Bizon", or its GP.
std::string bubbleText(const Texts& texts, const Bubble& bubble);

}  // namespace bizon::table
