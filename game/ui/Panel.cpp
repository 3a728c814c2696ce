#include "ui/Panel.h"

#include "scene/RoundedRect.h"
#include "ui/Theme.h"

namespace bizon::ui {

Panel::Panel() : fill_(colours::plainPanel), outline_(colours::plainPanelEdge) {}

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

void Panel::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  if (shape_.getPointCount() == 0) return;
  sf::ConvexShape shape = shape_;
  shape.setFillColor(fill_);
  shape.setOutlineColor(outline_);
  shape.setOutlineThickness(-thickness_);
  target.draw(shape, states);
}

}  // namespace bizon::ui
