#include "BidModel.h"

#include <bit>
#include <cmath>

namespace bizon {

double bidStrength(CardSet hand, Suit trump) {
  const std::uint32_t m = hand.mask();
  const int ts = static_cast<int>(trump);
  const std::uint32_t t = (m >> (6 * ts)) & 0x3Fu;
  const int trumps = std::popcount(t);
  // Every trump is a likely trick; the high ones win for sure and hold points themselves.
  double s = 1.5 * trumps + 1.5 * (t >> 5 & 1u) + 1.0 * (t >> 4 & 1u) + 0.6 * (t >> 3 & 1u) + 0.3 * (t >> 2 & 1u);
  for (int suit = 0; suit < 4; ++suit) {
    if (suit == ts) continue;
    const std::uint32_t x = (m >> (6 * suit)) & 0x3Fu;
    const int length = std::popcount(x);
    if (x & 0x20u) s += 1.5;                     // a side ace wins the first round of its suit
    if ((x & 0x10u) && length >= 2) s += 0.6;    // a guarded king may win the second
    if (trumps >= 2 && length == 0) s += 0.6;    // a void cuts at once
    else if (trumps >= 2 && length == 1 && !(x & 0x20u)) s += 0.3;
  }
  return s;
}

double EatCurve::chance(double strength) const { return 1.0 / (1.0 + std::exp(-(strength - threshold) / scale)); }

double roundOneStrength(CardSet five, Card grass) {
  CardSet six = five;
  six.add(grass);
  return bidStrength(six, grass.suit());
}

double roundTwoStrength(CardSet five, Card grass, Suit trump) {
  CardSet six = five;
  six.add(grass);
  return bidStrength(six, trump);
}

Suit bestRoundTwoTrump(CardSet five, Card grass) {
  Suit best = grass.suit();
  double bestStrength = -1;
  for (Suit s : allSuits) {
    if (s == grass.suit()) continue;
    const double v = roundTwoStrength(five, grass, s);
    if (v > bestStrength) bestStrength = v, best = s;
  }
  return best;
}

double strengthOfBid(CardSet five, Card grass, int round, const Bid& bid) {
  if (round == 1) return roundOneStrength(five, grass);
  return roundTwoStrength(five, grass, bid.eat ? *bid.trump : bestRoundTwoTrump(five, grass));
}

}  // namespace bizon
