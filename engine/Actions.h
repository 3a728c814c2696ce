// What a seat can do at the table: choose the packets (R16), bid (R6–R7), play a card (R10).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "Card.h"
#include "Seat.h"

namespace bizon {

// The dealer deals 3 then 2 cards to each seat, or 2 then 3 (R4).
enum class Packets : std::uint8_t { ThreeTwo, TwoThree };

constexpr std::array<int, 2> packetSizes(Packets p) {
  return p == Packets::ThreeTwo ? std::array<int, 2>{3, 2} : std::array<int, 2>{2, 3};
}

// Pass, or eat the grass; a round-2 eat names the trump (R7), a round-1 eat may name the grass's
// suit or nothing (R6).
struct Bid {
  bool eat = false;
  std::optional<Suit> trump;

  static constexpr Bid pass() { return {}; }
  static constexpr Bid eatGrass(std::optional<Suit> trump = std::nullopt) { return {true, trump}; }
  friend constexpr bool operator==(const Bid&, const Bid&) = default;
};

struct BidEntry {
  Seat seat;
  Bid bid;
  friend constexpr bool operator==(const BidEntry&, const BidEntry&) = default;
};

struct PlayEntry {
  Seat seat;
  Card card;
  friend constexpr bool operator==(const PlayEntry&, const PlayEntry&) = default;
};

// Three cards in the order played, who led and who won (R11).
struct Trick {
  Seat leader = Seat::You;
  std::array<Card, 3> cards{};
  Seat winner = Seat::You;

  CardSet cardSet() const {
    CardSet s;
    for (Card c : cards) s.add(c);
    return s;
  }
  int points() const { return cardSet().points(); }
  Seat seatOf(int position) const { return seatAt(index(leader) + position); }
  friend constexpr bool operator==(const Trick&, const Trick&) = default;
};

}  // namespace bizon
