// Easing curves for tweens: map linear progress 0..1 to eased progress (0 → 0, 1 → 1).
#pragma once

#include <cstdint>

namespace bizon::scene {

enum class Ease : std::uint8_t { Linear, InCubic, OutCubic, InOutCubic, OutBack, InOutSine };

float ease(Ease curve, float t);

}  // namespace bizon::scene
