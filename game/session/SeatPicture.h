// One seat's stream (SeatEvent) turned into the events the table shows (Event): the others' face-down cards are the game's own when the source knows its deck, else stand-ins that trade places with the real cards as these are shown (R18).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "Events.h"
#include "seats/SeatEvents.h"

namespace bizon::table {

// Face-down cards to trade places on the table (TableModel::trade) before an event shows.
using Trades = std::vector<std::pair<Card, Card>>;

struct Picture {
  Event event;
  Trades trades;  // made first, in order
};

class SeatPicture {
 public:
  // The deck of game `game` (from 0), if known (SessionSource::deck).
  using DeckOf = std::function<std::optional<Deck>(int game)>;
  explicit SeatPicture(DeckOf deckOf) : deckOf_(std::move(deckOf)) {}

  // What the table shows for the events of `stream`, in order, taken out of it: all of them but
  // an all-passed whose hands are unknown, which waits (with what follows) for the game's reveal
  // to come into the stream. A game's reveal shows nothing: its cards already lie where they are.
  std::vector<Picture> show(std::vector<SeatEvent>& stream);

 private:
  // Where a card lies, as far as the stand-ins go.
  enum class Lies : std::uint8_t { Deck, You, Goat, Sheep, Out };
  static Lies inHand(Seat seat) { return static_cast<Lies>(static_cast<int>(Lies::You) + index(seat)); }
  void begin(const Deck& deck, bool known);
  // The card taken out of the deck (dealt, turned), to `to`.
  void take(Card card, Lies to);
  // `card` is made to lie where it does (`at`): it trades places with a stand-in lying there.
  void pin(Card card, Lies at, Trades& trades);
  void swap(Card a, Card b, Trades& trades);
  std::optional<Picture> show(const SeatEvent& event);
  Picture dealt(const Dealt& e);
  Picture allPassed();

  DeckOf deckOf_;
  bool known_ = true;  // the game's deck is the source's
  Deck order_{};       // the deck as the table shows it, top first
  std::vector<Card> left_;  // the cards still in it, top first
  std::array<Lies, deckSize> lies_{};
  CardSet pinned_;     // the cards the seat knows where they lie
  std::optional<GameRecord> revealed_;
};

}  // namespace bizon::table
