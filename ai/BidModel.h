// How strong a hand is to eat with a given trump (a club player's count), and how likely a player eats with it.
#pragma once

#include <array>

#include "Card.h"

namespace bizon {

// Trumps by length and height, side aces, guarded kings, and short side suits to cut with once
// the trumps are long enough; in "eat" units where eatThreshold is a fair eat for the Bizon.
double bidStrength(CardSet hand, Suit trump);

// The strength at which the rules of thumb eat; calibrated against the solver's perfect-information
// value of eating (see tests/ai and ai/bench).
inline constexpr double eatThreshold = 8.5;

// The chance that a player eats with a hand of that strength as the bid number `turn` (0-2 round
// 1, 3-5 round 2, R6-R7): a logistic 1 / (1 + exp(-(strength - threshold) / slope)), used to read
// the bids of the others. Fitted by maximum likelihood to the bids `hard` players make
// (ai/bench/bid_calibration, 3000 deals of seed 1 and 1500 of seed 3, about 17000 bids, weighted
// 2:1). The rules of thumb's one threshold 8.5 with slope 0.7 fitted worse: the first speaker of
// each round eats earlier than the later ones (7.8 in round 2, where the trump is its choice),
// and every curve is softer.
struct EatCurve {
  double threshold, slope;
};
inline constexpr std::array<EatCurve, 6> bidEats{{{8.32, 0.97}, {8.94, 0.92}, {8.84, 0.88}, {7.82, 0.83}, {8.52, 0.76}, {8.38, 0.78}}};
double eatChance(double strength, int turn);

// A bidder's five cards with the grass: R6 eats the grass's suit, R7 names another suit.
double roundOneStrength(CardSet five, Card grass);
double roundTwoStrength(CardSet five, Card grass, Suit trump);
// The strongest suit a round-2 eat may name (never the grass's suit, R7).
Suit bestRoundTwoTrump(CardSet five, Card grass);

}  // namespace bizon
