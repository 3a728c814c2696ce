// A deal made from a seed alone, whatever was played before it: a uniformly shuffled deck, the dealer in turn and the packets (the arena's deals, the daily deal's).
#pragma once

#include <chrono>
#include <cstdint>

#include "Deck.h"
#include "Game.h"
#include "GameRecord.h"
#include "Match.h"

namespace bizon {

// Deal number `number` (from 0) of the deals of `seed`: the same cards, dealer and packets for
// whoever deals it, so that every table playing it holds the same hands. The dealer turns as
// R14 turns it, from You at deal 0.
struct SeededDeal {
  SeededDeal(std::uint64_t seed, int number);
  // Its record before the first bid: the dealer, the deck and the packets.
  GameRecord record() const;
  // The game dealt, at its first bid.
  Game start() const;

  Deck deck;
  Seat dealer;
  Packets packets;
};

// The daily deal of a UTC date: a short set of seeded deals, one dealt by each seat, the same for
// everyone who plays them that day (its seed is seeds::dailyDeal of the date).
inline constexpr int dailyDeals = 3;
MatchOptions dailyDealOptions(std::chrono::sys_days date);

}  // namespace bizon
