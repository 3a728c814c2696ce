#include "table/CardAtlas.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "decks/SvgDeck.h"
#include "table/CardPainter.h"

namespace bizon::table {

namespace {
constexpr int columns = 5;
constexpr int padding = 2;  // keeps mipmaps from bleeding a neighbour into a card's edge
constexpr unsigned rows = (deckSize + 1 + columns - 1) / columns;
}  // namespace

sf::IntRect CardAtlas::cell(int i) const {
  const int w = static_cast<int>(size_.x), h = static_cast<int>(size_.y);
  return {padding + (i % columns) * (w + 2 * padding), padding + (i / columns) * (h + 2 * padding),
          w, h};
}

sf::Vector2u CardAtlas::atlasSize() const {
  return {columns * (size_.x + 2 * padding), rows * (size_.y + 2 * padding)};
}

void CardAtlas::build(const Fonts& fonts, sf::Vector2u cardSize, const PaintedLook& look, decks::DeckShelf& shelf,
                      const decks::DeckEntry& deck) {
  // A very large window can ask for more than the graphics driver's largest texture: the cards are
  // then painted smaller and drawn scaled up, rather than not at all.
  const float limit = static_cast<float>(sf::Texture::getMaximumSize());
  const float fit = std::min({1.f, (limit / columns - 2.f * padding) / static_cast<float>(cardSize.x),
                              (limit / static_cast<float>(rows) - 2.f * padding) / static_cast<float>(cardSize.y)});
  size_ = {std::max(1u, static_cast<unsigned>(static_cast<float>(cardSize.x) * fit)),
           std::max(1u, static_cast<unsigned>(static_cast<float>(cardSize.y) * fit))};
  if (job_) job_->cancel();
  job_.reset();
  if (!deck.painted()) {
    job_ = shelf.request(deck, size_.x, size_.y);
    // Rendered before (the cache): no painted deck in between.
    if (job_->ready() && !job_->cards().empty()) {
      update();
      return;
    }
  }
  paint(fonts, look);
  update();
}

void CardAtlas::paint(const Fonts& fonts, const PaintedLook& look) {
  const sf::Vector2u whole = atlasSize();
  sf::RenderTexture target;
  if (!target.create(whole.x, whole.y)) throw std::runtime_error("cannot create the card texture");
  target.clear(sf::Color::Transparent);
  const CardPainter painter(fonts, look.fourColours, look.indices);
  const sf::Vector2f size(static_cast<float>(size_.x), static_cast<float>(size_.y));
  for (int i = 0; i <= deckSize; ++i) {
    const sf::IntRect r = cell(i);
    const sf::Vector2f at(static_cast<float>(r.left), static_cast<float>(r.top));
    if (i < deckSize)
      painter.face(target, at, size, Card::fromIndex(i));
    else
      painter.back(target, at, size);
  }
  target.display();
  texture_ = target.getTexture();
  texture_.setSmooth(true);
  texture_.generateMipmap();
}

void CardAtlas::upload(const std::vector<decks::Pixels>& cards) {
  const sf::Vector2u whole = atlasSize();
  std::vector<std::uint8_t> sheet(std::size_t{whole.x} * whole.y * 4, 0);
  for (int i = 0; i <= deckSize; ++i) {
    const decks::Pixels& p = cards[static_cast<std::size_t>(i)];
    const sf::IntRect r = cell(i);
    for (unsigned y = 0; y < p.height; ++y)
      std::memcpy(&sheet[(std::size_t{static_cast<unsigned>(r.top) + y} * whole.x + static_cast<unsigned>(r.left)) * 4],
                  &p.rgba[std::size_t{y} * p.width * 4], std::size_t{p.width} * 4);
  }
  if (texture_.getSize() != whole && !texture_.create(whole.x, whole.y))
    throw std::runtime_error("cannot create the card texture");
  texture_.update(sheet.data());
  texture_.setSmooth(true);
  texture_.generateMipmap();
}

bool CardAtlas::update() {
  if (!job_ || !job_->ready()) return false;
  const auto job = std::move(job_);
  // Cards of another size (a window resized meanwhile) or none (a bad deck: the painted one stays).
  if (job->cards().size() != decks::SvgDeck::slots || job->width() != size_.x || job->height() != size_.y)
    return false;
  upload(job->cards());
  return true;
}

sf::Image CardAtlas::card(const sf::Image& atlas, int slot) const {
  const sf::IntRect r = cell(slot);
  sf::Image image;
  image.create(static_cast<unsigned>(r.width), static_cast<unsigned>(r.height));
  image.copy(atlas, 0, 0, r);
  return image;
}

}  // namespace bizon::table
