#include "ui/Panel.h"

#include "scene/RoundedRect.h"

namespace bizon::ui {

namespace {

sf::Color faded(sf::Color c, float opacity) {
  c.a = static_cast<sf::Uint8>(static_cast<float>(c.a) * opacity);
  return c;
}

}  // namespace

void Panel::setSize(sf::Vector2f size) {
  if (size == size_ && shape_.getPointCount() > 0) return;
  size_ = size;
  rebuild();
}

void Panel::setColours(sf::Color fill, sf::Color outline, float outlineThickness) {
  fill_ = fill;
  outline_ = outline;
  thickness_ = outlineThickness;
  rebuild();
}

void Panel::setRadius(float radius) {
  radius_ = radius;
  rebuild();
}

void Panel::rebuild() { shape_ = scene::roundedRect(size_, radius_); }

void Panel::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states,
                        float opacity) const {
  if (shape_.getPointCount() == 0) return;
  sf::ConvexShape shape = shape_;
  shape.setFillColor(faded(fill_, opacity));
  shape.setOutlineColor(faded(outline_, opacity));
  shape.setOutlineThickness(-thickness_);
  target.draw(shape, states);
}

}  // namespace bizon::ui
