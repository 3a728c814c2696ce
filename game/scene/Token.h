// A round token with a letter: the dealer's grey disc with a yellow "D", the count of a pile's tricks.
#pragma once

#include <SFML/Graphics/Color.hpp>

#include "scene/Node.h"

namespace bizon::scene {

class Token : public Node {
 public:
  // The disc, its rim, the letter and the shadow under the disc (ui/Theme.h names them).
  struct Colours {
    sf::Color disc, rim, letter, shadow;
  };
  Token(const sf::Font& font, const sf::String& letter, const Colours& colours);
  void setRadius(float radius) { radius_ = radius; }
  void setLetter(const sf::String& letter) { letter_ = letter; }
  float radius() const { return radius_; }

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  const sf::Font& font_;
  sf::String letter_;
  float radius_ = 12.f;
  Colours colours_;
};

}  // namespace bizon::scene
