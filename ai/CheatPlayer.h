// The `cheat` player: the search of `hard` with every card in sight, an upper bound for measurement only.
#pragma once

#include "SearchPlayer.h"

namespace bizon {

// Breaks R18 on purpose, so it is never offered at the table and makePlayer does not know it:
// only the arena builds it, to measure how much of the gap to perfect information `hard` closes.
// It bids and plays exactly like `hard`, but its only "sample" is the true deal.
class CheatPlayer : public SearchPlayer {
 public:
  explicit CheatPlayer(std::uint64_t seed);
  // The game whose cards it sees; must outlive the decisions asked of it.
  void watch(const Game& game) { game_ = &game; }

 protected:
  std::vector<PlayDeal> playDeals(const SeatView& view, Random& random) const override;
  std::vector<BidDeal> bidDeals(const SeatView& view, Random& random) const override;

 private:
  const Game* game_ = nullptr;
};

}  // namespace bizon
