// What one seat may see (R18): its own hand and everything public, never another seat's hand.
#pragma once

#include <optional>

#include "Bounded.h"

#include "Game.h"

namespace bizon {

struct SeatView {
  Seat seat = Seat::You;
  Seat dealer = Seat::You;
  Phase phase = Phase::Packets;
  Seat toAct = Seat::You;
  Decision decision = Decision::Packets;
  int round = 1;  // bidding round
  CardSet hand;
  CardSet legal;  // the seat's legal cards when it is to play, else empty
  std::optional<Packets> packets;
  std::optional<Card> grass;  // face up once dealt (R5)
  Bounded<BidEntry, 6> bids;
  std::optional<Seat> bizon;
  std::optional<Suit> trump;
  int eatenInRound = 0;
  Bounded<PlayEntry, deckSize> plays; // every card played so far, in order: all were seen face up
  Bounded<Trick, 8> tricks; // the finished tricks
  Bounded<Card, 3> currentTrick; // the cards on the table now, in order

  // Cards no other seat can have: own hand, played cards, and the grass while it lies face up.
  CardSet seen() const;
  friend bool operator==(const SeatView&, const SeatView&) = default;
};

SeatView viewOf(const Game& game, Seat seat);

}  // namespace bizon
