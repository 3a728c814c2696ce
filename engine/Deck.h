// The deck order (R3) and the two ways of shuffling it between games (R17).
#pragma once

#include <array>

#include "Card.h"
#include "Random.h"

namespace bizon {

// Index 0 is the top card; index 23 is the Bizon Grass (R5).
using Deck = std::array<Card, deckSize>;

enum class Shuffle : std::uint8_t { Light, Full };

// The 24 cards in index order: 9C TC … AS.
Deck orderedDeck();

// A uniform permutation (Fisher–Yates).
void shuffleFully(Deck& deck, Random& random);

// What the guide's last note describes: a cut and a few riffles, so that the gathered tricks
// keep some coherence in the next hands (R17).
void shuffleLightly(Deck& deck, Random& random);

void shuffle(Deck& deck, Shuffle how, Random& random);

}  // namespace bizon
