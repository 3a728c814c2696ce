// The `heuristic` player (level easy): a club player's rules of thumb, no search.
#pragma once

#include <array>

#include "Player.h"

namespace bizon {

// Bids on trump length and high cards (BidModel); wins cheaply; leads masters the others must
// follow; never overtakes a partner Otter who is winning and feeds him points instead; discards
// from short suits to get void and cut.
class HeuristicPlayer : public Player {
 public:
  explicit HeuristicPlayer(std::uint64_t seed) : seed_(seed) {}

  // How much the rules of thumb like each legal card, higher better (others 0): the search
  // players break ties between equally valued cards with it.
  static std::array<double, deckSize> cardScores(const SeatView& view);
  // The rules of thumb's bid, with no randomness (also the model of the others' bids).
  static Bid ruleBid(const SeatView& view);

 private:
  // The answers decide() gives, one per kind of decision.
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;
  std::uint64_t seed_;
};

}  // namespace bizon
