#include "table/CardAtlas.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

#include <SFML/OpenGL.hpp>

#include "decks/IndexCorner.h"
#include "decks/SvgDeck.h"
#include "table/CardPainter.h"
#include "ui/Theme.h"

namespace bizon::table {

namespace {
constexpr int columns = 5;
constexpr int padding = 2;  // keeps mipmaps from bleeding a neighbour into a card's edge
constexpr unsigned rows = (deckSize + 1 + columns - 1) / columns;
}  // namespace

std::vector<std::uint8_t> halved(const std::vector<std::uint8_t>& rgba, sf::Vector2u size) {
  const sf::Vector2u half{std::max(1u, size.x / 2), std::max(1u, size.y / 2)};
  std::vector<std::uint8_t> out(std::size_t{half.x} * half.y * 4);
  for (unsigned y = 0; y < half.y; ++y)
    for (unsigned x = 0; x < half.x; ++x) {
      // The colours weighed by their opacity (straight alpha): a transparent neighbour, black and
      // clear, does not darken a card's edge.
      unsigned sum[4] = {};
      for (unsigned dy = 0; dy < 2; ++dy)
        for (unsigned dx = 0; dx < 2; ++dx) {
          const unsigned sx = std::min(2 * x + dx, size.x - 1), sy = std::min(2 * y + dy, size.y - 1);
          const std::uint8_t* p = &rgba[(std::size_t{sy} * size.x + sx) * 4];
          for (int c = 0; c < 3; ++c) sum[c] += p[c] * unsigned{p[3]};
          sum[3] += p[3];
        }
      std::uint8_t* q = &out[(std::size_t{y} * half.x + x) * 4];
      for (int c = 0; c < 3; ++c) q[c] = static_cast<std::uint8_t>(sum[3] == 0 ? 0 : (sum[c] + sum[3] / 2) / sum[3]);
      q[3] = static_cast<std::uint8_t>((sum[3] + 2) / 4);
    }
  return out;
}

PaintedLook PaintedLook::of(const Texts& texts, bool fourColours) {
  PaintedLook look;
  look.fourColours = fourColours;
  for (std::size_t r = 0; r < 6; ++r) {
    const std::string text = texts(std::string("card.index.") + "9TJQKA"[r]);
    look.indices[r] = sf::String::fromUtf8(text.begin(), text.end());
  }
  return look;
}

sf::IntRect CardAtlas::cell(int i) const { return cellOf(i, size_); }

sf::IntRect CardAtlas::cellOf(int i, sf::Vector2u size) {
  const int w = static_cast<int>(size.x), h = static_cast<int>(size.y);
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
  const sf::Vector2u previous = size_;
  const float limit = static_cast<float>(sf::Texture::getMaximumSize());
  const float fit = std::min({1.f, (limit / columns - 2.f * padding) / static_cast<float>(cardSize.x),
                              (limit / static_cast<float>(rows) - 2.f * padding) / static_cast<float>(cardSize.y)});
  size_ = {std::max(1u, static_cast<unsigned>(static_cast<float>(cardSize.x) * fit)),
           std::max(1u, static_cast<unsigned>(static_cast<float>(cardSize.y) * fit))};
  fonts_ = &fonts;
  look_ = look;
  if (!texture_) texture_ = std::make_unique<sf::Texture>();
  if (job_) job_->cancel();
  job_.reset();
  if (deck.painted()) {
    paint();
    return;
  }
  job_ = shelf.request(deck, size_.x, size_.y);
  // Rendered before (the cache): the cards at once. Else the cards already drawn stay until the
  // new ones are (a deck changed, a window resized), or plain backs at first: painting the painted
  // deck would cost the first frame more than the deck itself takes on the worker.
  if (update()) return;
  if (drawn_)
    keep(previous);
  else
    upload(plainBacks());
}

void CardAtlas::keep(sf::Vector2u previous) {
  if (previous == size_) return;  // the same cells: the texture stays as it is
  // The cards drawn at the previous size, scaled into the cells of the new one.
  const sf::Vector2u whole = atlasSize();
  sf::RenderTexture target;
  if (!target.create(whole.x, whole.y)) throw std::runtime_error("cannot create the card texture");
  target.clear(sf::Color::Transparent);
  for (int i = 0; i <= deckSize; ++i) {
    sf::Sprite card(*texture_, cellOf(i, previous));
    const sf::IntRect r = cell(i);
    card.setPosition(static_cast<float>(r.left), static_cast<float>(r.top));
    card.setScale(static_cast<float>(size_.x) / static_cast<float>(previous.x),
                  static_cast<float>(size_.y) / static_cast<float>(previous.y));
    target.draw(card, sf::BlendNone);
  }
  target.display();
  const sf::Image image = target.getTexture().copyToImage();
  upload(std::vector<std::uint8_t>(image.getPixelsPtr(), image.getPixelsPtr() + std::size_t{whole.x} * whole.y * 4));
}

std::vector<decks::Pixels> CardAtlas::plainBacks() const {
  decks::Pixels back;
  back.width = size_.x;
  back.height = size_.y;
  back.rgba.assign(std::size_t{size_.x} * size_.y * 4, 0);
  const float radius = static_cast<float>(size_.x) * 0.07f, border = std::max(1.f, static_cast<float>(size_.x) * 0.04f);
  for (unsigned y = 0; y < size_.y; ++y)
    for (unsigned x = 0; x < size_.x; ++x) {
      // How far inside the rounded rectangle the pixel's centre lies.
      const float px = static_cast<float>(x) + 0.5f, py = static_cast<float>(y) + 0.5f;
      const float dx = std::max({radius - px, px - (static_cast<float>(size_.x) - radius), 0.f});
      const float dy = std::max({radius - py, py - (static_cast<float>(size_.y) - radius), 0.f});
      const float inside = radius - std::sqrt(dx * dx + dy * dy);
      if (inside <= 0.f) continue;
      const bool edge = inside < border || std::min({px, py, static_cast<float>(size_.x) - px,
                                                     static_cast<float>(size_.y) - py}) < border;
      std::uint8_t* p = &back.rgba[(std::size_t{y} * size_.x + x) * 4];
      const sf::Color colour = edge ? ui::colours::plainBackEdge : ui::colours::plainBackField;
      p[0] = colour.r;
      p[1] = colour.g;
      p[2] = colour.b;
      p[3] = static_cast<std::uint8_t>(std::min(1.f, inside) * 255.f);
    }
  return std::vector<decks::Pixels>(decks::SvgDeck::slots, back);
}

sf::Color CardAtlas::ink(Suit suit) const {
  return inks_[static_cast<std::size_t>(suit)].value_or(CardPainter::inkOf(suit, look_.fourColours));
}

void CardAtlas::paint() {
  inks_ = {};
  const sf::Vector2u whole = atlasSize();
  sf::RenderTexture target;
  if (!target.create(whole.x, whole.y)) throw std::runtime_error("cannot create the card texture");
  target.clear(sf::Color::Transparent);
  const CardPainter painter(*fonts_, look_.fourColours, look_.indices);
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
  const sf::Image image = target.getTexture().copyToImage();
  upload(std::vector<std::uint8_t>(image.getPixelsPtr(), image.getPixelsPtr() + std::size_t{whole.x} * whole.y * 4));
  drawn_ = true;
}

void CardAtlas::markIndices(const std::vector<decks::Pixels>& cards) {
  // The deck's faces as uploaded, each with the painted deck's large index over its corner.
  const sf::Vector2u whole = atlasSize();
  sf::RenderTexture target;
  if (!target.create(whole.x, whole.y)) throw std::runtime_error("cannot create the card texture");
  target.clear(sf::Color::Transparent);
  target.draw(sf::Sprite(*texture_), sf::BlendNone);
  const CardPainter painter(*fonts_, look_.fourColours, look_.indices);
  const sf::Vector2f size(static_cast<float>(size_.x), static_cast<float>(size_.y));
  // Each suit's index in the colour of the deck's own pips (a four-colour deck's gold diamonds),
  // read on its 9, whose middle is pips only.
  std::array<std::optional<sf::Color>, 4>& inks = inks_;
  inks = {};
  for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades})
    if (const auto ink = decks::pipInk(cards[static_cast<std::size_t>(Card(suit, Rank::Nine).index())]))
      inks[static_cast<std::size_t>(suit)] = sf::Color((*ink)[0], (*ink)[1], (*ink)[2]);
  for (int i = 0; i < deckSize; ++i) {
    const sf::IntRect r = cell(i);
    const Card card = Card::fromIndex(i);
    const decks::CornerBox box = decks::indexCorner(cards[static_cast<std::size_t>(i)], {CardPainter::patchWidth, CardPainter::patchHeight});
    painter.index(target, {static_cast<float>(r.left), static_cast<float>(r.top)}, size, card,
                  {box.width * size.x, box.height * size.y}, inks[static_cast<std::size_t>(card.suit())]);
  }
  target.display();
  const sf::Image image = target.getTexture().copyToImage();
  upload(std::vector<std::uint8_t>(image.getPixelsPtr(), image.getPixelsPtr() + std::size_t{whole.x} * whole.y * 4));
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
  upload(std::move(sheet));
}

void CardAtlas::upload(std::vector<std::uint8_t> sheet) {
  const sf::Vector2u whole = atlasSize();
  if (texture_->getSize() != whole && !texture_->create(whole.x, whole.y))
    throw std::runtime_error("cannot create the card texture");
  texture_->update(sheet.data());
  texture_->setSmooth(true);
  // The smaller levels, for the cards drawn smaller than the atlas's. Made here rather than by
  // sf::Texture::generateMipmap: a software renderer (Mesa's llvmpipe: Xvfb, virtual machines,
  // computers without a graphics driver) draws each level through a shader it compiles first, which
  // cost the first frame about a third of its time; halving the sheet here takes a few milliseconds.
  sf::Texture::bind(texture_.get());
  sf::Vector2u level = whole;
  for (GLint n = 1; level.x > 1 || level.y > 1; ++n) {
    sheet = halved(sheet, level);
    level = {std::max(1u, level.x / 2), std::max(1u, level.y / 2)};
    glTexImage2D(GL_TEXTURE_2D, n, GL_RGBA, static_cast<GLsizei>(level.x), static_cast<GLsizei>(level.y), 0, GL_RGBA,
                 GL_UNSIGNED_BYTE, sheet.data());
  }
  // The nearest level, smoothed within it, rather than two levels blended: a card keeps its size
  // while it rests, where one level looks as good (a little sharper), and a software renderer
  // (Mesa's llvmpipe) pays for the second level on every pixel of every card, every frame.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_NEAREST);
  sf::Texture::bind(nullptr);
}

bool CardAtlas::update() {
  if (!job_ || !job_->ready()) return false;
  const auto job = std::move(job_);
  // None: the deck could not be read (the shelf said why), the painted deck instead.
  if (job->cards().size() != decks::SvgDeck::slots) {
    paint();
  } else {
    upload(job->cards());
    markIndices(job->cards());
    drawn_ = true;
  }
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
