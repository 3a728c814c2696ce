// A two-sided sprite (a card): front and back from one texture, flipped by squeezing its width.
#pragma once

#include "scene/Node.h"

namespace bizon::scene {

class FlipSprite : public Node {
 public:
  // Its shadow, the glow around it when highlighted, the tint of a dimmed card (ui/Theme.h names them).
  struct Colours {
    sf::Color shadow, glow, dimmed;
  };
  explicit FlipSprite(const Colours& colours) : colours_(colours) {}
  // Drawn centred on the node's position at `size` window pixels.
  void setTexture(const sf::Texture* texture, sf::IntRect front, sf::IntRect back);
  void setSize(sf::Vector2f size) { size_ = size; }
  sf::Vector2f size() const { return size_; }
  void setFaceUp(bool faceUp) { faceUp_ = faceUp; }
  bool faceUp() const { return faceUp_; }
  // 1 is flat; 0 is edge-on, half-way through a flip.
  void setSqueeze(float squeeze) { squeeze_ = squeeze; }
  float squeeze() const { return squeeze_; }
  void setDimmed(bool dimmed) { dimmed_ = dimmed; }
  void setHighlight(bool highlight) { highlight_ = highlight; }
  void setShadow(bool shadow) { shadow_ = shadow; }
  bool shadow() const { return shadow_; }
  // Whether a window point falls on the sprite (its rotation included).
  bool contains(sf::Vector2f point) const;

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  // Its shadow, seen from the texture's `rect` drawn at `scale`.
  void drawShadow(sf::RenderTarget& target, const sf::RenderStates& states, sf::IntRect rect, sf::Vector2f scale) const;

  Colours colours_;
  const sf::Texture* texture_ = nullptr;
  sf::IntRect front_;
  sf::IntRect back_;
  sf::Vector2f size_{71.f, 100.f};
  float squeeze_ = 1.f;
  bool faceUp_ = false;
  bool dimmed_ = false;
  bool highlight_ = false;
  bool shadow_ = true;
};

}  // namespace bizon::scene
