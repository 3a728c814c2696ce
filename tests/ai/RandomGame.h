// A game for the ai tests to look at: uniformly shuffled and played at random to a chosen point.
#pragma once

#include <cstdint>

#include "Deck.h"
#include "Game.h"
#include "RandomPlayer.h"

namespace bizon {

// The game of `seed` played at random until `plays` cards are down (or it is over); with plays 0,
// up to its first bid.
inline Game randomGame(std::uint64_t seed, int plays) {
  Random random(seed);
  Deck deck = orderedDeck();
  shuffleFully(deck, random);
  Game game(seatAt(static_cast<int>(seed % 3)), deck);
  RandomPlayer driver(seed);
  while (game.phase() != Phase::Over) {
    const Seat s = game.toAct();
    const SeatView v = viewOf(game, s);
    if (v.decision == Decision::Bid && plays == 0) break;
    if (v.decision == Decision::Play && static_cast<int>(game.plays().size()) >= plays) break;
    game.apply(driver.decide(v));
  }
  return game;
}

}  // namespace bizon
