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
struct GameStarted { int number; Seat dealer; Deck deck; };
struct PacketsChosen { Seat dealer; Packets packets; };
struct PacketDealt { Seat seat; CardSet cards; bool completing; };  // completing: R9
struct GrassTurned { Card grass; };
struct TurnStarted { Seat seat; Decision decision; int round; };  // round: of the bidding (R6–R7)
struct BidMade { Seat seat; Bid bid; int round; };
struct GrassEaten { Seat bizon; Card grass; Suit trump; int round; };
struct AllPassed {};
struct CardPlayed { Seat seat; Card card; };
struct TrickTaken { int number; Trick trick; };                     // number 0..7
struct GameScored { Score score; };
struct SetFinished { PerSeat<int> totals; PerSeat<bool> winners; };

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
