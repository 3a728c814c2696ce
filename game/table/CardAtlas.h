// The 24 faces and the back rendered once into one texture at the size the window shows them.
#pragma once

#include <array>
#include <memory>

#include <SFML/Graphics.hpp>

#include "Card.h"
#include "Fonts.h"

namespace bizon::table {

class CardAtlas {
 public:
  // Renders every card `cardSize` pixels big (the largest size on screen; smaller cards scale
  // down with mipmaps), or smaller where the texture would pass the driver's limit. Call again
  // when the window's size changes.
  void build(const Fonts& fonts, sf::Vector2u cardSize, bool fourColours,
             const std::array<sf::String, 6>& indices);

  const sf::Texture* texture() const { return texture_ ? &texture_->getTexture() : nullptr; }
  // Each rect takes one pixel of the transparent border around the card, so that a tilted card's
  // edge is smoothed by the texture filter instead of cut sharp by the quad.
  sf::IntRect face(Card card) const { return withBorder(cell(card.index())); }
  sf::IntRect back() const { return withBorder(cell(deckSize)); }
  sf::Vector2u cardSize() const { return size_; }

 private:
  sf::IntRect cell(int i) const;
  static sf::IntRect withBorder(sf::IntRect r) { return {r.left - 1, r.top - 1, r.width + 2, r.height + 2}; }

  std::unique_ptr<sf::RenderTexture> texture_;
  sf::Vector2u size_;
};

}  // namespace bizon::table
