// A fingerprint of everything a seat sees, so that a decision depends on the view and the seed alone.
#pragma once

#include <cstdint>

#include "Random.h"
#include "SeatView.h"

namespace bizon {

// Equal views give equal fingerprints; a player seeds each decision with it, so asking twice (a
// hint, then the real turn) gives the same answer and nothing but the view can change a choice.
std::uint64_t viewHash(const SeatView& view);

// The random draws of one decision: seeded by the player's seed and the view's fingerprint.
inline Random viewRandom(std::uint64_t seed, const SeatView& view) { return Random(Random::derive(seed, viewHash(view))); }

}  // namespace bizon
