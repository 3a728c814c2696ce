// The deck order (R3) and the two ways of shuffling it between games (R17).
#pragma once

#include <array>
#include <utility>

#include "Card.h"
#include "Random.h"

namespace bizon {

// Index 0 is the top card; index 23 is the Bizon Grass (R5).
using Deck = std::array<Card, deckSize>;

// Light and Full shuffle the cards gathered from the game before (R17); Seeded deals each game
// from the set's seed alone (SeededDeal), whatever was played before it: the daily deal, whose
// deals are the same at every table.
enum class Shuffle : std::uint8_t { Light, Full, Seeded };

// The 24 cards in index order: 9C TC … AS.
Deck orderedDeck();

// A uniform permutation (Fisher–Yates), of the deck or of any array of cards.
template <std::size_t N>
void shuffleFully(std::array<Card, N>& cards, Random& random) {
  for (std::size_t i = N - 1; i > 0; --i) std::swap(cards[i], cards[random.below(static_cast<std::uint32_t>(i + 1))]);
}

// What the guide's last note describes: a cut and a few riffles, so that the gathered tricks
// keep some coherence in the next hands (R17).
void shuffleLightly(Deck& deck, Random& random);

// Light or Full.
void shuffle(Deck& deck, Shuffle how, Random& random);

}  // namespace bizon
