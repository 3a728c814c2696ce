// A round token with a letter: the dealer's grey disc with a yellow "D", the count of a pile's tricks.
#pragma once

#include <SFML/Graphics/Color.hpp>

#include "scene/Node.h"

namespace bizon::scene {

class Token : public Node {
 public:
  Token(const sf::Font& font, const sf::String& letter);
  void setRadius(float radius) { radius_ = radius; }
  void setLetter(const sf::String& letter) { letter_ = letter; }
  void setColours(sf::Color disc, sf::Color rim, sf::Color letter) {
    disc_ = disc;
    rim_ = rim;
    letterColour_ = letter;
  }
  float radius() const { return radius_; }

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  const sf::Font& font_;
  sf::String letter_;
  float radius_ = 12.f;
  sf::Color disc_{128, 128, 128}, rim_{200, 200, 200}, letterColour_{255, 221, 0};
};

}  // namespace bizon::scene
