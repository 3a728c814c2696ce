// A rounded rectangle shape, the outline of cards, panels and buttons.
#pragma once

#include <SFML/Graphics/ConvexShape.hpp>

namespace bizon::scene {

// Top-left at (0, 0); the radius is clamped to half the shorter side.
sf::ConvexShape roundedRect(sf::Vector2f size, float radius, int pointsPerCorner = 8);

}  // namespace bizon::scene
