// A position with every hand known (one sampled deal, or the truth for `cheat`), as the solver searches it.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "Card.h"
#include "Game.h"
#include "SeatView.h"

namespace bizon {

// The outcomes of R13 ordered from the Bizon's worst to best, so that the Bizon maximises a level
// and the Otters, who share their payoff, minimise it.
enum Level : int { LostZero = 0, Lost = 1, Tie = 2, Won = 3, WonAll = 4 };

// R13 from the Bizon's GP and the best Otter's GP.
constexpr int levelOf(int bizonGp, int bestOtterGp) {
  if (bizonGp > bestOtterGp) return bizonGp == 40 ? WonAll : Won;
  if (bizonGp == bestOtterGp) return Tie;
  return bizonGp == 0 ? LostZero : Lost;
}

// What a level is worth to the Bizon relative to an Otter: Bizon SP minus Otter SP (R13). The
// search averages these over sampled deals; an Otter minimises it. Measuring against the
// Otters' SP rather than the Bizon's alone is what wins a set (R15): an Otter still prefers to
// stop a 40-GP sweep although its own SP is 0 either way.
constexpr int levelValue(int level) {
  constexpr std::array<int, 5> values{-20, -8, 0, 3, 10};
  return values[static_cast<std::size_t>(level)];
}

struct Position {
  std::array<std::uint32_t, 3> hands{};  // card masks by seat index
  std::array<int, 3> gp{};               // game points taken so far by seat index
  std::array<Card, 2> table{};           // the cards of the trick in progress
  int onTable = 0;                       // how many of them
  int leader = 0;                        // seat index who led the trick in progress
  int bizon = 0;
  Suit trump = Suit::Clubs;

  constexpr int toAct() const { return (leader + onTable) % 3; }
  constexpr int cardsLeft() const { return std::popcount(hands[0] | hands[1] | hands[2]); }
};

// The legal cards of the seat to act (R10).
constexpr std::uint32_t legalMask(const Position& p) {
  const std::uint32_t hand = p.hands[static_cast<std::size_t>(p.toAct())];
  if (p.onTable == 0) return hand;
  const std::uint32_t follow = hand & CardSet::of(p.table[0].suit()).mask();
  return follow ? follow : hand;
}

// The true position of a game in play (for `cheat` and for tests).
Position positionOf(const Game& game);
// The position as a seat sees it during the play (R18): everything but the hands, which a
// sampled deal fills in.
Position seenPosition(const SeatView& view);

}  // namespace bizon
