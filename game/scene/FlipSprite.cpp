#include "scene/FlipSprite.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "scene/RoundedRect.h"

namespace bizon::scene {

void FlipSprite::setTexture(const sf::Texture* texture, sf::IntRect front, sf::IntRect back) {
  texture_ = texture;
  front_ = front;
  back_ = back;
}

bool FlipSprite::contains(sf::Vector2f point) const {
  const sf::Vector2f local = getInverseTransform().transformPoint(point);
  return std::abs(local.x) <= size_.x / 2.f && std::abs(local.y) <= size_.y / 2.f;
}

void FlipSprite::drawShadow(sf::RenderTarget& target, const sf::RenderStates& states, sf::IntRect rect,
                            sf::Vector2f scale) const {
  // The card tinted, moved right and down. Only its right and bottom bands show: the card, opaque,
  // covers the rest (its rounded corners included), so only those bands are drawn, which spares a
  // software renderer (Mesa's llvmpipe) sampling the atlas again for every pixel of every card.
  const sf::Vector2f offset(size_.y * 0.012f + 1.f, size_.y * 0.02f + 1.f);
  const int corner = rect.width / 6;  // wider than any deck's rounded corner
  // In the texture's pixels; edge-on (a scale of 0) the whole width.
  const auto band = [corner](float shift, float by, int whole) {
    return static_cast<int>(std::min(static_cast<float>(whole), std::ceil(shift / by) + static_cast<float>(corner)));
  };
  const int right = band(offset.x, scale.x, rect.width), bottom = band(offset.y, scale.y, rect.height);
  // The two bands do not overlap: a pixel shaded twice would be darker.
  for (const sf::IntRect part : {sf::IntRect{rect.width - right, 0, right, rect.height},
                                 sf::IntRect{0, rect.height - bottom, rect.width - right, bottom}}) {
    sf::Sprite shadow(*texture_, {rect.left + part.left, rect.top + part.top, part.width, part.height});
    shadow.setOrigin(static_cast<float>(rect.width) / 2.f - static_cast<float>(part.left),
                     static_cast<float>(rect.height) / 2.f - static_cast<float>(part.top));
    shadow.setScale(scale);
    shadow.setPosition(offset);
    shadow.setColor(colours_.shadow);
    target.draw(shadow, states);
  }
}

void FlipSprite::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  if (!texture_) return;
  const sf::IntRect& rect = faceUp_ ? front_ : back_;
  sf::Sprite sprite(*texture_, rect);
  const float sx = size_.x / static_cast<float>(rect.width);
  const float sy = size_.y / static_cast<float>(rect.height);
  sprite.setOrigin(static_cast<float>(rect.width) / 2.f, static_cast<float>(rect.height) / 2.f);
  sprite.setScale(sx * squeeze_, sy);
  if (shadow_) drawShadow(target, states, rect, {sx * squeeze_, sy});
  if (highlight_) {
    // A warm glow around the card the keyboard has picked.
    const float pad = std::max(2.f, size_.y * 0.03f);
    sf::ConvexShape glow = roundedRect({size_.x * squeeze_ + 2 * pad, size_.y + 2 * pad}, size_.y * 0.08f);
    glow.setOrigin(size_.x * squeeze_ / 2.f + pad, size_.y / 2.f + pad);
    glow.setFillColor(colours_.glow);
    target.draw(glow, states);
  }
  sprite.setColor(dimmed_ ? colours_.dimmed : sf::Color::White);
  target.draw(sprite, states);
}

}  // namespace bizon::scene
