#include "scene/FlipSprite.h"

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

void FlipSprite::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  if (!texture_) return;
  const sf::IntRect& rect = faceUp_ ? front_ : back_;
  sf::Sprite sprite(*texture_, rect);
  const float sx = size_.x / static_cast<float>(rect.width);
  const float sy = size_.y / static_cast<float>(rect.height);
  sprite.setOrigin(static_cast<float>(rect.width) / 2.f, static_cast<float>(rect.height) / 2.f);
  sprite.setScale(sx * squeeze_, sy);
  if (shadow_) {
    sf::Sprite shadow = sprite;
    shadow.setColor(colours_.shadow);
    shadow.move(size_.y * 0.012f + 1.f, size_.y * 0.02f + 1.f);
    target.draw(shadow, states);
  }
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
