// Why the rules refuse an action: a code with its details, worded by the front end or in English.
#pragma once

#include <cstdint>
#include <string>

#include "Card.h"
#include "Seat.h"

namespace bizon {

struct Refusal {
  enum class Reason : std::uint8_t {
    NotYourTurn,         // seat: who tried to act
    NotTheDealer,        // packets chosen by someone else than the dealer (R16)
    PacketsAlreadyChosen,
    PacketsNotChosen,    // a bid or play before the deal
    BiddingOver,         // a bid once someone ate or everybody passed twice
    BiddingNotOver,      // a card before the bidding ended
    RoundOneTrump,       // suit: the grass's suit; a round-1 eat names another suit (R6)
    GrassSuitInRound2,   // suit: the grass's suit, named in round 2 (R7)
    TrumpMissing,        // a round-2 eat that names no suit (R7)
    NotInHand,           // seat, card
    MustFollow,          // seat, suit: the led suit (R10)
    GameOver,
  };
  Reason reason;
  Seat seat = Seat::You;
  Card card{};
  Suit suit = Suit::Clubs;

  friend bool operator==(const Refusal&, const Refusal&) = default;
};

// English wording as `bizon replay` prints it: "sheep must follow hearts", "not goat's turn".
std::string describe(const Refusal& refusal);

}  // namespace bizon
