#include "Deck.h"

#include <algorithm>
#include <utility>

namespace bizon {

Deck orderedDeck() {
  Deck deck;
  for (int i = 0; i < deckSize; ++i) deck[static_cast<std::size_t>(i)] = Card::fromIndex(i);
  return deck;
}

namespace {

// One riffle in the Gilbert–Shannon–Reeds model: cut near the middle, then drop cards from
// either half with probability proportional to the half's remaining size.
void riffle(Deck& deck, Random& random) {
  std::uint32_t cut = 0;
  for (int i = 0; i < deckSize; ++i) cut += static_cast<std::uint32_t>(random.next() & 1u);
  Deck out;
  std::size_t top = 0, bottom = cut, k = 0;
  while (k < out.size()) {
    std::size_t leftTop = cut - top, leftBottom = deck.size() - bottom;
    bool fromTop = random.below(static_cast<std::uint32_t>(leftTop + leftBottom)) < leftTop;
    out[k++] = fromTop ? deck[top++] : deck[bottom++];
  }
  deck = out;
}

}  // namespace

void shuffleLightly(Deck& deck, Random& random) {
  auto cutAt = static_cast<std::ptrdiff_t>(4 + random.below(deckSize - 7));
  std::rotate(deck.begin(), deck.begin() + cutAt, deck.end());
  riffle(deck, random);
  riffle(deck, random);
}

void shuffle(Deck& deck, Shuffle how, Random& random) {
  if (how == Shuffle::Full)
    shuffleFully(deck, random);
  else
    shuffleLightly(deck, random);
}

}  // namespace bizon
