// The `heuristic` player, a club player's rules of thumb without search, and `easy`, the same rules as a beginner keeps them.
#pragma once

#include <array>

#include "Player.h"

namespace bizon {

// Bids on trump length and high cards (BidModel); wins cheaply; leads masters the others must
// follow; never overtakes a partner Otter who is winning and feeds him points instead; discards
// from short suits to get void and cut. The beginner (level easy) follows the same rules but
// misses the finer points: it does not remember who showed a void, nor which high cards have
// gone, so only an ace is a master to it and it leads into cuts it could have seen coming.
class HeuristicPlayer : public Player {
 public:
  explicit HeuristicPlayer(std::uint64_t seed, bool beginner = false) : seed_(seed), beginner_(beginner) {}

  // How much the rules of thumb like each legal card, higher better (others 0): the search
  // players break ties between equally valued cards with it.
  static std::array<double, deckSize> cardScores(const SeatView& view, bool beginner = false);
  // The card the rules of thumb like best (the first legal card on a tie).
  static Card ruleCard(const SeatView& view, bool beginner = false);
  // The rules of thumb's bid, with no randomness (also the model of the others' bids).
  static Bid ruleBid(const SeatView& view);

 private:
  // The answers decide() gives, one per kind of decision.
  Packets choosePackets(const SeatView& view) override;
  Bid bid(const SeatView& view) override;
  Card play(const SeatView& view) override;
  std::uint64_t seed_;
  bool beginner_;
};

}  // namespace bizon
