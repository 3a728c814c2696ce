// Draws card faces (indices, pips, court and ace designs) and the red maze back with shapes and text.
#pragma once

#include <array>
#include <optional>

#include <SFML/Graphics.hpp>

#include "Card.h"
#include "core/Fonts.h"

namespace bizon::table {

class CardPainter {
 public:
  // `indices` are the corner letters of 9, 10, J, Q, K, A in the player's language (V, D, R in
  // French: a French player reads a queen as D).
  CardPainter(const Fonts& fonts, bool fourColours, std::array<sf::String, 6> indices)
      : fonts_(fonts), fourColours_(fourColours), indices_(std::move(indices)) {}

  // Both draw into `target` with the card's top-left corner at `at`, `size` pixels big.
  void face(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size, Card card) const;
  void back(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size) const;
  // The painted deck's large index (rank over suit) on a patch of paper over the top-left corner
  // of another deck's card: a hand overlaps its cards, and some decks' own indices are too small
  // to tell a suit at a glance on a phone. The patch stays within `box` (px from the corner: where
  // the deck's own index lies, decks::indexCorner), the index as large as it holds, in `ink` (the
  // deck's own pips' colour, decks::pipInk) where given, else the painted deck's.
  void index(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size, Card card, sf::Vector2f box,
             std::optional<sf::Color> ink = std::nullopt) const;
  // The most the patch covers, in the card's width and height: the painted index at full size.
  static constexpr float patchWidth = 0.29f, patchHeight = 0.34f;

  // Red and black, or with four colours: clubs green, diamonds blue, hearts red, spades black.
  sf::Color colourOf(Suit suit) const { return inkOf(suit, fourColours_); }
  // A suit's ink on a light ground: red and black, or green, blue, red and black in four colours.
  static sf::Color inkOf(Suit suit, bool fourColours);
  // A suit's ink on the cards lifted halfway to white, so that it reads on the dark felt (the
  // trump named over the scoresheet); a black ink is the words' own colour there.
  static sf::Color onFelt(sf::Color ink);
  static sf::String symbolOf(Suit suit);

 private:
  // The rank and suit in a corner (the bottom-right one upside down).
  void corner(sf::RenderTarget& target, sf::Vector2f at, sf::Vector2f size, Card card, bool flipped) const;
  void glyph(sf::RenderTarget& target, const sf::String& text, const sf::Font& font,
             float pixelSize, sf::Vector2f centre, sf::Color colour, bool upsideDown) const;

  const Fonts& fonts_;
  bool fourColours_;
  std::array<sf::String, 6> indices_;
};

}  // namespace bizon::table
