#include "scene/Easing.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace bizon::scene {

float ease(Ease curve, float t) {
  t = std::clamp(t, 0.f, 1.f);
  switch (curve) {
    case Ease::Linear: return t;
    case Ease::InCubic: return t * t * t;
    case Ease::OutCubic: {
      const float u = 1.f - t;
      return 1.f - u * u * u;
    }
    case Ease::InOutCubic: {
      if (t < 0.5f) return 4.f * t * t * t;
      const float u = -2.f * t + 2.f;
      return 1.f - u * u * u / 2.f;
    }
    case Ease::OutBack: {
      // A slight overshoot makes a landing card feel placed rather than stopped.
      constexpr float c1 = 1.3f;
      constexpr float c3 = c1 + 1.f;
      const float u = t - 1.f;
      return 1.f + c3 * u * u * u + c1 * u * u;
    }
    case Ease::InOutSine:
      return -(std::cos(std::numbers::pi_v<float> * t) - 1.f) / 2.f;
  }
  return t;
}

}  // namespace bizon::scene
