#include "CheatPlayer.h"

#include <stdexcept>

#include "Deck.h"

namespace bizon {

namespace {

// Hard's search, every bid searched: the learned values would decide the clear ones without the
// sight that makes this player an upper bound.
SearchOptions cheatOptions() {
  SearchOptions o = SearchPlayer::hardOptions();
  o.bidValues = nullptr;
  return o;
}

}  // namespace

CheatPlayer::CheatPlayer(std::uint64_t seed, Sight sight) : SearchPlayer(seed, cheatOptions()), sight_(sight) {}

const Game& CheatPlayer::game() const {
  if (!game_) throw std::logic_error("CheatPlayer: no game to watch");
  return *game_;
}

std::vector<SearchPlayer::PlayDeal> CheatPlayer::playDeals(const SeatView& view, Random& random) const {
  if (sight_ == Sight::Hands) return SearchPlayer::playDeals(view, random);
  PlayDeal truth;
  for (Seat s : allSeats) truth.hands[static_cast<std::size_t>(index(s))] = game().hand(s).mask();
  return {truth};
}

std::vector<SearchPlayer::BidDeal> CheatPlayer::bidDeals(const SeatView&, Random& random) const {
  BidDeal truth;
  for (Seat s : allSeats) truth.five[static_cast<std::size_t>(index(s))] = game().hand(s);
  for (std::size_t i = 0; i < truth.completion.size(); ++i) truth.completion[i] = game().deck()[15 + i];
  if (sight_ == Sight::All) return {truth};
  // The true hands, each time with deck cards 15-22 in a drawn order and fresh draws for the
  // bidders still to speak, as `hard` draws them.
  std::vector<BidDeal> deals(static_cast<std::size_t>(options().bidSamples), truth);
  for (BidDeal& d : deals) {
    shuffleFully(d.completion, random);
    for (double& u : d.draw) u = random.fraction();
  }
  return deals;
}

}  // namespace bizon
