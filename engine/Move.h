// A move: a seat and one choice, the packets (R16), a bid (R6–R7) or a card (R10).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "Actions.h"
#include "Events.h"

namespace bizon {

// One decision's answer: the packets (R16), a bid (R6–R7) or a card (R10), in the order of Decision.
using Choice = std::variant<Packets, Bid, Card>;

struct Move {
  Seat seat = Seat::You;
  Choice choice;

  // The kind of decision the move answers.
  Decision decision() const { return static_cast<Decision>(choice.index()); }
  const Packets* packets() const { return std::get_if<Packets>(&choice); }
  const Bid* bid() const { return std::get_if<Bid>(&choice); }
  const Card* card() const { return std::get_if<Card>(&choice); }

  friend bool operator==(const Move&, const Move&) = default;
};

// The kind of decision a choice answers.
inline Decision decisionOf(const Choice& choice) { return static_cast<Decision>(choice.index()); }

// A choice as the analysis and the bot protocol's legal bids write it: "3-2"/"2-3", "pass",
// "eat" (no trump named), "eat:S", or a card code.
std::string choiceCode(const Choice& choice);
// The choice of that code for a decision of the kind, or nullopt.
std::optional<Choice> parseChoice(Decision decision, std::string_view code);

// How a move reads in a message: "packets", "bid 3", "play 10" (its place among the record's
// bids or cards, counted from 0), as `bizon replay` names the move that does not replay.
std::string moveLabel(Decision decision, int indexInKind);

}  // namespace bizon
