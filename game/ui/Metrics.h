// The one sizing system of the game: scale, margins, buttons and text sizes for a window of any size and shape.
#pragma once

#include <algorithm>
#include <cmath>

#include <SFML/System/Vector2.hpp>

namespace bizon::ui {

// 1 at 1280×720, growing with the square root of the window's area, within [0.8, 2.2]; the table's
// layout scales by it too.
inline float windowScale(sf::Vector2f size) {
  return std::clamp(std::sqrt(size.x * size.y / (1280.f * 720.f)), 0.8f, 2.2f);
}

// A size in pixels for `base` px at scale 1, never under `least` px.
inline unsigned textPixels(float scale, float base, float least) {
  return static_cast<unsigned>(std::lround(std::max(least, base * scale)));
}

struct Metrics {
  explicit Metrics(sf::Vector2f size)
      : scale(windowScale(size)),
        margin(std::round(12.f * scale)),
        buttonHeight(std::max(44.f, std::round(46.f * scale))),
        textSize(textPixels(scale, 17.f, 14.f)),
        smallSize(textPixels(scale, 14.f, 12.f)),
        headingSize(textPixels(scale, 26.f, 20.f)),
        titleSize(textPixels(scale, 28.f, 20.f)) {}

  float scale;
  float margin;          // around and between panels: 12 px at scale 1
  float buttonHeight;    // 46 px at scale 1, never under 44 px (a fingertip)
  unsigned textSize;     // body text: 17 px at scale 1, never under 14 px
  unsigned smallSize;    // notes, table cells: 14 px at scale 1, never under 12 px
  unsigned headingSize;  // a page's title: 26 px at scale 1, never under 20 px
  unsigned titleSize;    // a dialog's title: 28 px at scale 1, never under 20 px
};

}  // namespace bizon::ui
