// The baseline player: uniformly random legal choices (also a fuzzer of the rules' legality checks).
#pragma once

#include "Player.h"
#include "Random.h"

namespace bizon {

class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : random_(seed) {}
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;

 private:
  Random random_;
};

// A uniformly random card of a non-empty set.
Card randomCard(CardSet cards, Random& random);

}  // namespace bizon
