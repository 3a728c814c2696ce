#include "scene/RoundedRect.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace bizon::scene {

sf::ConvexShape roundedRect(sf::Vector2f size, float radius, int pointsPerCorner) {
  radius = std::clamp(radius, 0.f, std::min(size.x, size.y) / 2.f);
  const int n = std::max(2, pointsPerCorner);
  sf::ConvexShape shape(static_cast<std::size_t>(4 * n));
  const sf::Vector2f centres[4] = {{size.x - radius, radius},
                                   {size.x - radius, size.y - radius},
                                   {radius, size.y - radius},
                                   {radius, radius}};
  std::size_t k = 0;
  for (int corner = 0; corner < 4; ++corner) {
    const float start = -90.f + 90.f * static_cast<float>(corner);
    for (int i = 0; i < n; ++i) {
      const float deg = start + 90.f * static_cast<float>(i) / static_cast<float>(n - 1);
      const float rad = deg * std::numbers::pi_v<float> / 180.f;
      shape.setPoint(k++, centres[corner] + sf::Vector2f(std::cos(rad), std::sin(rad)) * radius);
    }
  }
  return shape;
}

}  // namespace bizon::scene
