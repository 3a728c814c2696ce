// A fingerprint of everything a seat sees, so that a decision depends on the view and the seed alone.
#pragma once

#include <cstdint>

#include "SeatView.h"

namespace bizon {

// Equal views give equal fingerprints; a player seeds each decision with it, so asking twice (a
// hint, then the real turn) gives the same answer and nothing but the view can change a choice.
std::uint64_t viewHash(const SeatView& view);

}  // namespace bizon
