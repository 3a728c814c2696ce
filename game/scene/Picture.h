// A picture in the scene: a texture drawn whole into a square or rectangle (Goat's and Sheep's portraits).
#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Texture.hpp>

#include "scene/Node.h"

namespace bizon::scene {

class Picture : public Node {
 public:
  // The texture (null: nothing drawn) stretched over `area`, in the parent's coordinates.
  void show(const sf::Texture* texture, sf::FloatRect area);

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  const sf::Texture* texture_ = nullptr;
  sf::Vector2f size_;
};

}  // namespace bizon::scene
