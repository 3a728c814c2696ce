#include "scene/Picture.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Sprite.hpp>

namespace bizon::scene {

void Picture::show(const sf::Texture* texture, sf::FloatRect area) {
  texture_ = texture;
  size_ = {area.width, area.height};
  setPosition(area.left, area.top);
}

void Picture::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  if (!texture_ || texture_->getSize().x == 0) return;
  sf::Sprite sprite(*texture_);
  const sf::Vector2u t = texture_->getSize();
  sprite.setScale(size_.x / static_cast<float>(t.x), size_.y / static_cast<float>(t.y));
  target.draw(sprite, states);
}

}  // namespace bizon::scene
