#include "RandomPlayer.h"

#include "ViewHash.h"

namespace bizon {

Card randomCard(CardSet cards, Random& random) {
  std::uint32_t m = cards.mask();
  for (auto skip = random.below(static_cast<std::uint32_t>(cards.size())); skip > 0; --skip) m &= m - 1;
  return CardSet::fromMask(m).first();
}

Packets RandomPlayer::choosePackets(const SeatView& view) {
  Random random = viewRandom(seed_, view);
  return random.below(2) ? Packets::TwoThree : Packets::ThreeTwo;
}

Bid RandomPlayer::bid(const SeatView& view) {
  Random random = viewRandom(seed_, view);
  if (view.round == 1) return random.below(2) ? Bid::eatGrass() : Bid::pass();
  // Round 2: pass, or name one of the three suits other than the grass's (R7).
  const auto choice = random.below(4);
  if (choice == 0) return Bid::pass();
  const int grassSuit = static_cast<int>(view.grass->suit());
  return Bid::eatGrass(static_cast<Suit>((grassSuit + static_cast<int>(choice)) % 4));
}

Card RandomPlayer::play(const SeatView& view) {
  Random random = viewRandom(seed_, view);
  return randomCard(view.legal, random);
}

}  // namespace bizon
