#include "table/CardAtlas.h"

#include <algorithm>
#include <stdexcept>

#include "table/CardPainter.h"

namespace bizon::table {

namespace {
constexpr int columns = 5;
constexpr int padding = 2;  // keeps mipmaps from bleeding a neighbour into a card's edge
}  // namespace

sf::IntRect CardAtlas::cell(int i) const {
  const int w = static_cast<int>(size_.x), h = static_cast<int>(size_.y);
  return {padding + (i % columns) * (w + 2 * padding), padding + (i / columns) * (h + 2 * padding),
          w, h};
}

void CardAtlas::build(const Fonts& fonts, sf::Vector2u cardSize, bool fourColours,
                      const std::array<sf::String, 6>& indices) {
  const unsigned rows = (deckSize + 1 + columns - 1) / columns;
  // A very large window can ask for more than the graphics driver's largest texture: the cards are
  // then painted smaller and drawn scaled up, rather than not at all.
  const float limit = static_cast<float>(sf::Texture::getMaximumSize());
  const float fit = std::min({1.f, (limit / columns - 2.f * padding) / static_cast<float>(cardSize.x),
                              (limit / static_cast<float>(rows) - 2.f * padding) / static_cast<float>(cardSize.y)});
  cardSize = {static_cast<unsigned>(static_cast<float>(cardSize.x) * fit),
              static_cast<unsigned>(static_cast<float>(cardSize.y) * fit)};
  size_ = cardSize;
  auto texture = std::make_unique<sf::RenderTexture>();
  if (!texture->create(columns * (cardSize.x + 2 * padding), rows * (cardSize.y + 2 * padding)))
    throw std::runtime_error("cannot create the card texture");
  texture->clear(sf::Color::Transparent);
  const CardPainter painter(fonts, fourColours, indices);
  const sf::Vector2f size(static_cast<float>(cardSize.x), static_cast<float>(cardSize.y));
  for (int i = 0; i <= deckSize; ++i) {
    const sf::IntRect r = cell(i);
    const sf::Vector2f at(static_cast<float>(r.left), static_cast<float>(r.top));
    if (i < deckSize)
      painter.face(*texture, at, size, Card::fromIndex(i));
    else
      painter.back(*texture, at, size);
  }
  texture->display();
  texture->setSmooth(true);
  texture->generateMipmap();
  texture_ = std::move(texture);
}

}  // namespace bizon::table
