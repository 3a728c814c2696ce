// How strong a hand is to eat with a given trump (a club player's count), and how likely a player eats with it.
#pragma once

#include "Actions.h"
#include "Card.h"

namespace bizon {

// Trumps by length and height, side aces, guarded kings, and short side suits to cut with once
// the trumps are long enough; in "eat" units where eatThreshold is a fair eat for the Bizon.
double bidStrength(CardSet hand, Suit trump);

// The strength at which the rules of thumb eat; calibrated against the solver's perfect-information
// value of eating (see tests/ai and ai/bench).
inline constexpr double eatThreshold = 8.5;

// How a searching player eats in bidding round 1 or 2 (R6, R7): the strength at which it eats
// half the time, and how soft that edge is. Fitted by maximum likelihood to the bids of `hard`
// players against each other (`ai_fit_eat_curves`); a searching player is pickier than the rules
// of thumb.
struct EatCurve {
  double threshold, scale;
  // The chance of eating with a hand of that strength: a logistic, soft because hands of one
  // strength differ.
  double chance(double strength) const;
};
inline constexpr EatCurve roundOneCurve{9.25, 0.55}, roundTwoCurve{9.25, 0.6};
inline constexpr const EatCurve& eatCurve(int round) { return round == 1 ? roundOneCurve : roundTwoCurve; }

// The chance that a player eats with a hand of that strength in that round. Used to read the
// bids of the others.
inline double eatChance(double strength, int round) { return eatCurve(round).chance(strength); }

// A bidder's five cards with the grass: R6 eats the grass's suit, R7 names another suit.
double roundOneStrength(CardSet five, Card grass);
double roundTwoStrength(CardSet five, Card grass, Suit trump);
// The strongest suit a round-2 eat may name (never the grass's suit, R7).
Suit bestRoundTwoTrump(CardSet five, Card grass);
// The strength behind a bid made in that round with those five cards: in round 2, with the trump
// it named, or for a pass the best it could have named.
double strengthOfBid(CardSet five, Card grass, int round, const Bid& bid);

}  // namespace bizon
