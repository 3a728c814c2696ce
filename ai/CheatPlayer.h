// The `cheat` players: the search of `hard` with hidden cards in sight, upper bounds for measurement only.
#pragma once

#include "SearchPlayer.h"

namespace bizon {

// Breaks R18 on purpose, so it is never offered at the table and makePlayer does not know it:
// only the arena builds it, to measure how much of the gap to perfect information `hard` closes.
// It bids and plays exactly like `hard`, but with the truth in place of what `hard` samples.
class CheatPlayer : public SearchPlayer {
 public:
  enum class Sight {
    All,    // `cheat`: every card, while bidding and playing (its only deal is the true one)
    Hands,  // `cheat-hands`: while bidding, the others' first five cards but not deck cards
            // 15-22 (their order is drawn); while playing, only what `hard` sees
  };
  explicit CheatPlayer(std::uint64_t seed, Sight sight = Sight::All);
  // The game whose cards it sees; must outlive the decisions asked of it.
  void watch(const Game& game) { game_ = &game; }

 protected:
  std::vector<PlayDeal> playDeals(const SeatView& view, Random& random) const override;
  std::vector<BidDeal> bidDeals(const SeatView& view, Random& random) const override;

 private:
  const Game& game() const;

  Sight sight_;
  const Game* game_ = nullptr;
};

}  // namespace bizon
