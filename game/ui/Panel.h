// A rounded, translucent panel: the scoresheet, latest-trick and communication boxes.
#pragma once

#include "scene/Node.h"

namespace bizon::ui {

class Panel : public scene::Node {
 public:
  Panel();  // ui::colours::plainPanel until setColours
  void setSize(sf::Vector2f size);
  sf::Vector2f size() const { return size_; }
  void setColours(sf::Color fill, sf::Color outline, float outlineThickness = 1.f);
  void setRadius(float radius);

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  void rebuild();

  sf::Vector2f size_{10.f, 10.f};
  float radius_ = 8.f;
  sf::Color fill_;
  sf::Color outline_;
  float thickness_ = 1.f;
  sf::ConvexShape shape_;
};

}  // namespace bizon::ui
