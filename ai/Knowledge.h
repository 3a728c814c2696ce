// What one seat can tell of the hidden cards from its view alone (R18): hand sizes, voids, the grass.
#pragma once

#include <array>
#include <cstdint>

#include "SeatView.h"

namespace bizon {

struct Knowledge {
  int me = 0;                          // seat index
  std::array<CardSet, 3> holds{};      // cards known to be in each hand now: own hand, the eaten grass
  std::array<int, 3> handSize{};       // cards each seat holds now
  std::array<std::uint8_t, 3> voids{};  // suit bits a seat showed it lacks by not following (R10)
  std::array<CardSet, 3> played{};     // cards each seat has played
  CardSet hidden;                      // cards in the other hands whose holder is not known
  std::array<int, 3> gp{};             // game points taken so far
};

// From a view in the playing phase. Without inference only hand sizes and the eaten grass are
// used (plain determinisation, for measurement); with it, the voids shown by not following too.
Knowledge knowledgeOf(const SeatView& view, bool voids = true);

}  // namespace bizon
