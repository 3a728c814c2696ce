// One seat's stream (SeatEvent) turned into the events the table shows (Event): the others' face-down cards become the very cards of the game's deck when the source knows it.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "Events.h"
#include "table/SeatEvents.h"

namespace bizon::table {

class SeatPicture {
 public:
  // The deck of game `game` (from 0), if known (SessionSource::deck).
  using DeckOf = std::function<std::optional<Deck>(int game)>;
  explicit SeatPicture(DeckOf deckOf) : deckOf_(std::move(deckOf)) {}

  // The event the table shows for `event`, if any (a game's reveal shows nothing: its cards are
  // already where they lie). Events must come in the stream's order.
  std::optional<Event> show(const SeatEvent& event);

 private:
  DeckOf deckOf_;
  // The game's deck as the table shows it, and the cards still in it, top first. Without the
  // game's deck known, the table's deck lies in the cards' order and the others' packets are its
  // first cards (stand-ins: R18 keeps the real ones from this seat).
  std::vector<Card> left_;
};

}  // namespace bizon::table
