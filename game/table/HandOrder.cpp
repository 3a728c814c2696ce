#include "table/HandOrder.h"

#include <array>

namespace bizon::table {

std::vector<Card> sortHand(CardSet hand, std::optional<Suit> trump) {
  // Spades, hearts, clubs, diamonds alternate colours; with a trump the order rotates so that
  // it leads and the colours still alternate as far as the four suits allow.
  constexpr std::array<Suit, 4> base{Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds};
  std::array<Suit, 4> order = base;
  if (trump) {
    std::size_t at = 0;
    while (base[at] != *trump) ++at;
    for (std::size_t i = 0; i < 4; ++i) order[i] = base[(at + i) % 4];
  }
  // Skip suits that are absent so the colours alternate among those present when possible.
  std::vector<Suit> present;
  for (Suit s : order)
    if (!(hand & CardSet::of(s)).empty()) present.push_back(s);
  const auto red = [](Suit s) { return s == Suit::Hearts || s == Suit::Diamonds; };
  for (std::size_t i = 1; i + 1 < present.size(); ++i)
    if (red(present[i]) == red(present[i - 1]) && red(present[i + 1]) != red(present[i])) {
      // Swap with the next so the colours alternate; the trump (index 0) never moves.
      std::swap(present[i], present[i + 1]);
    }
  std::vector<Card> cards;
  for (Suit s : present)
    for (int r = 5; r >= 0; --r) {
      const Card c(s, static_cast<Rank>(r));
      if (hand.contains(c)) cards.push_back(c);
    }
  return cards;
}

}  // namespace bizon::table
