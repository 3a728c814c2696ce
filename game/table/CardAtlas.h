// The 24 faces and the back rendered once into one texture at the size the window shows them.
#pragma once

#include <memory>

#include <SFML/Graphics.hpp>

#include "Card.h"
#include "Fonts.h"

namespace bizon::table {

class CardAtlas {
 public:
  // Renders every card `cardSize` pixels big (the largest size on screen; smaller cards scale
  // down with mipmaps). Call again when the window's size changes.
  void build(const Fonts& fonts, sf::Vector2u cardSize, bool fourColours);

  const sf::Texture* texture() const { return texture_ ? &texture_->getTexture() : nullptr; }
  sf::IntRect face(Card card) const { return cell(card.index()); }
  sf::IntRect back() const { return cell(deckSize); }
  sf::Vector2u cardSize() const { return size_; }

 private:
  sf::IntRect cell(int i) const;

  std::unique_ptr<sf::RenderTexture> texture_;
  sf::Vector2u size_;
};

}  // namespace bizon::table
