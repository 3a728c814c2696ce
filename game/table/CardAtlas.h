// The 24 faces and the back rendered once into one texture at the size the window shows them: painted, or from an SVG deck once its cards are rendered.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "Card.h"
#include "core/Fonts.h"
#include "core/Texts.h"
#include "decks/DeckShelf.h"

namespace bizon::table {

// How the painted deck looks: its colours and the corner letters of the player's language.
struct PaintedLook {
  bool fourColours = false;
  std::array<sf::String, 6> indices;  // 9, 10, J, Q, K, A (V, D, R in French)

  static PaintedLook of(const Texts& texts, bool fourColours);
};

class CardAtlas {
 public:
  // Renders every card `cardSize` pixels big (the largest size on screen; smaller cards scale
  // down with mipmaps), or smaller where the texture would pass the driver's limit. An SVG deck's
  // cards come from the shelf: at once when it has them (the cache), else the cards drawn before
  // (the previous deck, or this one at the previous size) or, the first time, plain backs show
  // until update() swaps them in. Call again when the window's size or the deck changes.
  void build(const Fonts& fonts, sf::Vector2u cardSize, const PaintedLook& look, decks::DeckShelf& shelf,
             const decks::DeckEntry& deck);
  // Swaps in the SVG deck's cards once the worker has rendered them, or the painted deck if the
  // deck could not be read. True when the texture changed.
  bool update();
  // Still waiting for the worker.
  bool pending() const { return job_ != nullptr; }

  const sf::Texture* texture() const { return texture_.get(); }
  // Each rect takes one pixel of the transparent border around the card, so that a tilted card's
  // edge is smoothed by the texture filter instead of cut sharp by the quad.
  sf::IntRect face(Card card) const { return withBorder(cell(card.index())); }
  sf::IntRect back() const { return withBorder(cell(deckSize)); }
  sf::Vector2u cardSize() const { return size_; }
  // The ink of a suit's index as drawn on these cards: the deck's own pips' (an SVG deck), else the
  // painted deck's.
  sf::Color ink(Suit suit) const;
  // The texture as an image, and a card's part of it (what `bizon cards export` writes).
  sf::Image card(const sf::Image& atlas, int slot) const;

 private:
  sf::IntRect cell(int i) const;
  static sf::IntRect cellOf(int i, sf::Vector2u size);
  void keep(sf::Vector2u previous);  // the cards drawn at `previous` size, scaled to the new one
  static sf::IntRect withBorder(sf::IntRect r) { return {r.left - 1, r.top - 1, r.width + 2, r.height + 2}; }
  sf::Vector2u atlasSize() const;
  void paint();
  // An SVG deck's faces (`cards`, as uploaded) get the painted deck's large index (CardPainter::index)
  // over their own, clear of their pips (decks::indexCorner).
  void markIndices(const std::vector<decks::Pixels>& cards);
  void upload(const std::vector<decks::Pixels>& cards);
  void upload(std::vector<std::uint8_t> sheet);  // the whole atlas, straight RGBA
  std::vector<decks::Pixels> plainBacks() const;

  // Made by the first build (a texture needs the graphics context) and kept: the sprites point at it.
  std::unique_ptr<sf::Texture> texture_;
  sf::Vector2u size_;
  std::shared_ptr<decks::CardJob> job_;
  const Fonts* fonts_ = nullptr;
  PaintedLook look_;
  std::array<std::optional<sf::Color>, 4> inks_;  // an SVG deck's pips, by suit
  bool drawn_ = false;  // the texture holds a deck's cards (not plain backs)
};

// An RGBA picture of `size` pixels at half its size (each pixel the mean of four), for the atlas's
// mipmaps.
std::vector<std::uint8_t> halved(const std::vector<std::uint8_t>& rgba, sf::Vector2u size);

}  // namespace bizon::table
