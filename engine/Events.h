// Everything that happens at the table, as plain structs in a queue that a front end drains.
#pragma once

#include <cstddef>
#include <variant>
#include <vector>

#include "Actions.h"
#include "Deck.h"
#include "Score.h"

namespace bizon {

// What the seat to act must decide next.
enum class Decision : std::uint8_t { Packets, Bid, Play };

// number 1..15 in the set; deck: the order the dealer holds it, top first (R3), so that a front end
// never reads the match ahead of the event it shows.
struct GameStarted { int number; Seat dealer; Deck deck; friend bool operator==(const GameStarted&, const GameStarted&) = default; };
struct PacketsChosen { Seat dealer; Packets packets; friend bool operator==(const PacketsChosen&, const PacketsChosen&) = default; };
struct PacketDealt { Seat seat; CardSet cards; bool completing; friend bool operator==(const PacketDealt&, const PacketDealt&) = default; };  // completing: R9
struct GrassTurned { Card grass; friend bool operator==(const GrassTurned&, const GrassTurned&) = default; };
struct TurnStarted { Seat seat; Decision decision; int round; friend bool operator==(const TurnStarted&, const TurnStarted&) = default; };  // round: of the bidding (R6–R7)
struct BidMade { Seat seat; Bid bid; int round; friend bool operator==(const BidMade&, const BidMade&) = default; };
struct GrassEaten { Seat bizon; Card grass; Suit trump; int round; friend bool operator==(const GrassEaten&, const GrassEaten&) = default; };
struct AllPassed { friend bool operator==(const AllPassed&, const AllPassed&) = default; };
struct CardPlayed { Seat seat; Card card; friend bool operator==(const CardPlayed&, const CardPlayed&) = default; };
struct TrickTaken { int number; Trick trick; friend bool operator==(const TrickTaken&, const TrickTaken&) = default; };                     // number 0..7
struct GameScored { Score score; friend bool operator==(const GameScored&, const GameScored&) = default; };
struct SetFinished { PerSeat<int> totals; PerSeat<bool> winners; friend bool operator==(const SetFinished&, const SetFinished&) = default; };

using Event = std::variant<GameStarted, PacketsChosen, PacketDealt, GrassTurned, TurnStarted,
                           BidMade, GrassEaten, AllPassed, CardPlayed, TrickTaken, GameScored,
                           SetFinished>;

// First in, first out; push is cheap and keeps its storage between games.
class EventQueue {
 public:
  void push(const Event& e) { events_.push_back(e); }
  bool empty() const { return head_ == events_.size(); }
  std::size_t size() const { return events_.size() - head_; }
  const Event& front() const { return events_[head_]; }
  Event pop() {
    Event e = events_[head_++];
    if (head_ == events_.size()) clear();
    return e;
  }
  void clear() {
    events_.clear();
    head_ = 0;
  }

 private:
  std::vector<Event> events_;
  std::size_t head_ = 0;
};

}  // namespace bizon
