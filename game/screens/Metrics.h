// The sizes the menus, dialogs and history pages share, for a window of any size and shape.
#pragma once

#include <algorithm>
#include <cmath>

#include <SFML/System/Vector2.hpp>

namespace bizon::screens {

// 1 at 1280×720, growing with the square root of the window's area, within [0.8, 2.2]; the table's
// layout scales by it too.
inline float windowScale(sf::Vector2f size) {
  return std::clamp(std::sqrt(size.x * size.y / (1280.f * 720.f)), 0.8f, 2.2f);
}

struct Metrics {
  explicit Metrics(sf::Vector2f size)
      : scale(windowScale(size)),
        margin(std::round(12.f * scale)),
        buttonHeight(std::max(44.f, std::round(46.f * scale))),
        textSize(static_cast<unsigned>(std::lround(std::max(14.f, 17.f * scale)))) {}

  float scale;
  float margin;        // around and between panels: 12 px at scale 1
  float buttonHeight;  // 46 px at scale 1, never under 44 px (a fingertip)
  unsigned textSize;   // body text: 17 px at scale 1, never under 14 px
};

}  // namespace bizon::screens
