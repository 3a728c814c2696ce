#include "scene/Token.h"

#include <cmath>

namespace bizon::scene {

Token::Token(const sf::Font& font, const sf::String& letter, const Colours& colours)
    : font_(font), letter_(letter), colours_(colours) {}

void Token::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  sf::CircleShape shadow(radius_, 32);
  shadow.setOrigin(radius_, radius_);
  shadow.setPosition(1.5f, 2.f);
  shadow.setFillColor(colours_.shadow);
  target.draw(shadow, states);
  sf::CircleShape disc(radius_, 32);
  disc.setOrigin(radius_, radius_);
  disc.setFillColor(colours_.disc);
  disc.setOutlineColor(colours_.rim);
  disc.setOutlineThickness(-std::max(1.f, radius_ * 0.1f));
  target.draw(disc, states);
  sf::Text text(letter_, font_, static_cast<unsigned>(std::lround(radius_ * 1.25f)));
  text.setFillColor(colours_.letter);
  const sf::FloatRect b = text.getLocalBounds();
  text.setOrigin(std::round(b.left + b.width / 2.f), std::round(b.top + b.height / 2.f));
  target.draw(text, states);
}

}  // namespace bizon::scene
