// How strong a hand is to eat with a given trump (a club player's count), and how likely a player eats with it.
#pragma once

#include "Card.h"

namespace bizon {

// Trumps by length and height, side aces, guarded kings, and short side suits to cut with once
// the trumps are long enough; in "eat" units where eatThreshold is a fair eat for the Bizon.
double bidStrength(CardSet hand, Suit trump);

// The strength at which the rules of thumb eat; calibrated against the solver's perfect-information
// value of eating (see tests/ai and ai/bench).
inline constexpr double eatThreshold = 8.5;

// The chance that a typical player eats with a hand of that strength: a logistic around the
// threshold, soft because players differ. Used to read the bids of the others.
double eatChance(double strength);

// A bidder's five cards with the grass: R6 eats the grass's suit, R7 names another suit.
double roundOneStrength(CardSet five, Card grass);
double roundTwoStrength(CardSet five, Card grass, Suit trump);
// The strongest suit a round-2 eat may name (never the grass's suit, R7).
Suit bestRoundTwoTrump(CardSet five, Card grass);

}  // namespace bizon
