// The order the Bizon's won cards are counted in at the end of a game: by game points (R12), then rank, then suit.
#pragma once

#include <algorithm>
#include <vector>

#include "Card.h"

namespace bizon::table {

// Aces first (4 GP), then kings, queens, jacks, and the tens and nines that count nothing (R12).
inline std::vector<Card> countOrder(std::vector<Card> cards) {
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) {
    if (a.points() != b.points()) return a.points() > b.points();
    if (a.rank() != b.rank()) return a.rank() > b.rank();
    return a.suit() < b.suit();
  });
  return cards;
}

}  // namespace bizon::table
