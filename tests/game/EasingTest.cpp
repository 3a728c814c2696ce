// Easing curves start at 0, end at 1, and the in-out curves are symmetric.
#include <catch2/catch.hpp>

#include "scene/Easing.h"

using bizon::scene::Ease;
using bizon::scene::ease;

TEST_CASE("every easing curve runs from 0 to 1", "[easing]") {
  const Ease curve = GENERATE(Ease::Linear, Ease::InCubic, Ease::OutCubic, Ease::InOutCubic,
                              Ease::OutBack, Ease::InOutSine);
  CHECK(ease(curve, 0.f) == Approx(0.f).margin(1e-6));
  CHECK(ease(curve, 1.f) == Approx(1.f).margin(1e-6));
  // Progress outside 0..1 is clamped.
  CHECK(ease(curve, -2.f) == Approx(0.f).margin(1e-6));
  CHECK(ease(curve, 3.f) == Approx(1.f).margin(1e-6));
}

TEST_CASE("easing curves have their shapes", "[easing]") {
  CHECK(ease(Ease::Linear, 0.25f) == Approx(0.25f));
  CHECK(ease(Ease::InCubic, 0.5f) == Approx(0.125f));
  CHECK(ease(Ease::OutCubic, 0.5f) == Approx(0.875f));
  CHECK(ease(Ease::InOutCubic, 0.5f) == Approx(0.5f));
  CHECK(ease(Ease::InOutSine, 0.5f) == Approx(0.5f));
  for (float t = 0.05f; t < 1.f; t += 0.05f) {
    CHECK(ease(Ease::InOutCubic, t) + ease(Ease::InOutCubic, 1.f - t) == Approx(1.f));
    CHECK(ease(Ease::OutCubic, t) >= t);
  }
  // OutBack overshoots a little before settling: a card lands, it does not just stop.
  float peak = 0.f;
  for (float t = 0.f; t <= 1.f; t += 0.01f) peak = std::max(peak, ease(Ease::OutBack, t));
  CHECK(peak > 1.f);
  CHECK(peak < 1.2f);
}
