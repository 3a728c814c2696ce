// A deal of the history played again as a practice game: the same cards, dealer and packets, your hand the one you held, at the level Goat and Sheep played it.
#pragma once

#include <optional>

#include "AiLevel.h"
#include "GameRecord.h"
#include "SetMetadata.h"
#include "StoredSet.h"

namespace bizon::table {

struct PracticeDeal {
  SetMetadata::PracticeOf of;        // which set and game
  GameRecord dealt;                  // its dealer, deck and packets, seen from your chair
  AiLevel level = AiLevel::Normal;   // Goat's and Sheep's level in that game
};

// Game `game` (from 0) of `set`, dealt again with you in your seat: at a table of friends your
// chair may have been another, and the deal turns with it (dealing goes round from the dealer, so
// you hold the same cards). Its level is the one Goat played that game at, else `otherwise` (a
// person sat there). Nullopt for a game the set does not have, or one not yet dealt.
std::optional<PracticeDeal> practiceDeal(const StoredSet& set, int game, AiLevel otherwise);

}  // namespace bizon::table
