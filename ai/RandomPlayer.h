// The baseline player: uniformly random legal choices (also a fuzzer of the rules' legality checks).
#pragma once

#include "Player.h"
#include "Random.h"

namespace bizon {

// Each choice is drawn from the seed and the view (ViewHash), like every built-in player's: the
// same view gets the same choice whatever came before, so that an arena's results do not depend
// on which of its threads played which deal.
class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : seed_(seed) {}

 private:
  // The answers decide() gives, one per kind of decision.
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;
  std::uint64_t seed_;
};

// A uniformly random card of a non-empty set.
Card randomCard(CardSet cards, Random& random);

}  // namespace bizon
