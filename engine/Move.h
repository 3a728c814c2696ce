// A move: a seat and one choice, the packets (R16), a bid (R6–R7) or a card (R10).
#pragma once

#include <string>
#include <variant>

#include "Actions.h"
#include "Events.h"

namespace bizon {

struct Move {
  Seat seat = Seat::You;
  std::variant<Packets, Bid, Card> choice;  // in the order of Decision

  // The kind of decision the move answers.
  Decision decision() const { return static_cast<Decision>(choice.index()); }
  const Packets* packets() const { return std::get_if<Packets>(&choice); }
  const Bid* bid() const { return std::get_if<Bid>(&choice); }
  const Card* card() const { return std::get_if<Card>(&choice); }

  friend bool operator==(const Move&, const Move&) = default;
};

// How a move reads in a message: "packets", "bid 3", "play 10" (its place among the record's
// bids or cards, counted from 0), as `bizon replay` names the move that does not replay.
std::string moveLabel(Decision decision, int indexInKind);

}  // namespace bizon
