// A move: a seat and one choice, the packets (R16), a bid (R6–R7) or a card (R10).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "Actions.h"
#include "Events.h"

namespace bizon {

// One decision's answer: the packets (R16), a bid (R6–R7) or a card (R10), in the order of Decision.
using Choice = std::variant<Packets, Bid, Card>;

class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Seat seat, Packets packets) : Move(seat, Decision::Packets, static_cast<unsigned>(packets)) {}
  constexpr Move(Seat seat, Bid bid)
      : Move(seat, Decision::Bid, (bid.eat ? 1u : 0u) | (bid.trump ? 2u + 2u * static_cast<unsigned>(*bid.trump) : 0u)) {}
  constexpr Move(Seat seat, Card card) : Move(seat, Decision::Play, static_cast<unsigned>(card.index())) {}
  Move(Seat seat, const Choice& choice);

  constexpr Seat seat() const { return static_cast<Seat>(bits_ & 0xFFu); }
  // The kind of decision the move answers.
  constexpr Decision decision() const { return static_cast<Decision>(bits_ >> 8 & 0xFFu); }
  constexpr std::optional<Packets> packets() const {
    if (decision() != Decision::Packets) return std::nullopt;
    return static_cast<Packets>(payload());
  }
  constexpr std::optional<Bid> bid() const {
    if (decision() != Decision::Bid) return std::nullopt;
    const unsigned p = payload();
    return Bid{(p & 1u) != 0, p >= 2 ? std::optional<Suit>(static_cast<Suit>((p - 2) / 2)) : std::nullopt};
  }
  constexpr std::optional<Card> card() const {
    if (decision() != Decision::Play) return std::nullopt;
    return Card::fromIndex(static_cast<int>(payload()));
  }
  Choice choice() const;

  friend constexpr bool operator==(Move, Move) = default;

 private:
  constexpr Move(Seat seat, Decision decision, unsigned payload)
      : bits_(static_cast<std::uint32_t>(index(seat)) | static_cast<std::uint32_t>(decision) << 8 | payload << 16) {}
  constexpr unsigned payload() const { return bits_ >> 16; }

  // The seat (bits 0–7), the kind of decision (8–15) and the choice (16–): the packets, a bid as
  // 1 if it eats plus 2 + 2 × suit if it names a trump, or the card's index. One word, so that a
  // move is made, handed on and taken apart in registers. (Built as a struct of bytes, each hand-over stored it byte by byte and
  // read it back whole, a store-forwarding stall that cost `simulate` 8 %: docs/architecture.md,
  // "What a move costs".)
  std::uint32_t bits_ = 0;
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
