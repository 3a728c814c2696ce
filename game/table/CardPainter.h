// Draws card faces (indices, pips, court and ace designs) and the red maze back with shapes and text.
#pragma once

#include <SFML/Graphics.hpp>

#include "Card.h"
#include "Fonts.h"

namespace bizon::table {

class CardPainter {
 public:
  CardPainter(const Fonts& fonts, bool fourColours) : fonts_(fonts), fourColours_(fourColours) {}

  // Both draw into `target` with the card's top-left corner at `at`, `size` pixels big.
  void face(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size, Card card) const;
  void back(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size) const;

  // Red and black, or with four colours: clubs green, diamonds blue, hearts red, spades black.
  sf::Color colourOf(Suit suit) const;
  static sf::String symbolOf(Suit suit);
  static sf::String rankText(Rank rank);

 private:
  void glyph(sf::RenderTarget& target, const sf::String& text, const sf::Font& font,
             float pixelSize, sf::Vector2f centre, sf::Color colour, bool upsideDown) const;

  const Fonts& fonts_;
  bool fourColours_;
};

}  // namespace bizon::table
