#include "CheatPlayer.h"

#include <stdexcept>

namespace bizon {

CheatPlayer::CheatPlayer(std::uint64_t seed) : SearchPlayer(seed, hardOptions()) {}

std::vector<SearchPlayer::PlayDeal> CheatPlayer::playDeals(const SeatView&, Random&) const {
  if (!game_) throw std::logic_error("CheatPlayer: no game to watch");
  PlayDeal truth;
  for (Seat s : allSeats) truth.hands[static_cast<std::size_t>(index(s))] = game_->hand(s).mask();
  return {truth};
}

std::vector<SearchPlayer::BidDeal> CheatPlayer::bidDeals(const SeatView&, Random&) const {
  if (!game_) throw std::logic_error("CheatPlayer: no game to watch");
  BidDeal truth;
  for (Seat s : allSeats) truth.five[static_cast<std::size_t>(index(s))] = game_->hand(s);
  for (std::size_t i = 0; i < truth.completion.size(); ++i) truth.completion[i] = game_->deck()[15 + i];
  return {truth};
}

}  // namespace bizon
