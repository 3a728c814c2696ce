// The order of your hand on screen: grouped by suit, colours alternating, trump first once known.
#pragma once

#include <optional>
#include <vector>

#include "Card.h"

namespace bizon::table {

// Suits alternate black/red so neighbouring groups never look alike; within a suit the
// strongest card is on the left.
std::vector<Card> sortHand(CardSet hand, std::optional<Suit> trump);

}  // namespace bizon::table
