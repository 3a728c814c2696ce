#include "table/Felt.h"

#include <cmath>
#include <numbers>

#include "ui/Theme.h"

namespace bizon::table {

void Felt::setArea(sf::FloatRect area) {
  // A triangle fan from a lit centre to a darker rim; the corners are on the rim too.
  fan_.clear();
  const sf::Vector2f centre(area.left + area.width * 0.42f, area.top + area.height * 0.45f);
  fan_.append(sf::Vertex(centre, ui::colours::feltLight));
  const int steps = 48;
  const float rx = area.width * 0.75f, ry = area.height * 0.8f;
  for (int i = 0; i <= steps; ++i) {
    const float a = 2.f * std::numbers::pi_v<float> * static_cast<float>(i) / steps;
    sf::Vector2f p(centre.x + std::cos(a) * rx, centre.y + std::sin(a) * ry);
    fan_.append(sf::Vertex(p, ui::colours::felt));
  }
}

void Felt::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  target.clear(ui::colours::felt);
  // Opaque colours drawn without blending: the renderer writes the window's pixels without
  // reading them first (on a software renderer the felt is the largest thing drawn each frame).
  sf::RenderStates opaque = states;
  opaque.blendMode = sf::BlendNone;
  target.draw(fan_, opaque);
}

}  // namespace bizon::table
