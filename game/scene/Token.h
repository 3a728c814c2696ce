// A round token with a letter: the dealer's grey disc with a yellow "D".
#pragma once

#include "scene/Node.h"

namespace bizon::scene {

class Token : public Node {
 public:
  Token(const sf::Font& font, const sf::String& letter);
  void setRadius(float radius) { radius_ = radius; }
  float radius() const { return radius_; }

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  const sf::Font& font_;
  sf::String letter_;
  float radius_ = 12.f;
};

}  // namespace bizon::scene
