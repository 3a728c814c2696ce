// A scene-graph node: a transform and children drawn in z order after their parent.
#pragma once

#include <memory>
#include <vector>

#include <SFML/Graphics.hpp>

namespace bizon::scene {

class Node : public sf::Transformable, public sf::Drawable {
 public:
  Node() = default;
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  ~Node() override = default;

  template <class T, class... Args>
  T& emplace(Args&&... args) {
    auto node = std::make_unique<T>(std::forward<Args>(args)...);
    T& ref = *node;
    children_.push_back(std::move(node));
    return ref;
  }
  void clearChildren() { children_.clear(); }
  const std::vector<std::unique_ptr<Node>>& children() const { return children_; }

  // Higher z draws later (on top); cards in flight are lifted above the hands this way.
  float z() const { return z_; }
  void setZ(float z) { z_ = z; }
  bool visible() const { return visible_; }
  void setVisible(bool visible) { visible_ = visible; }

  // Draws this node and its children.
  void render(sf::RenderTarget& target, sf::RenderStates states) const;

 protected:
  virtual void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const;

 private:
  void draw(sf::RenderTarget& target, sf::RenderStates states) const override { render(target, states); }

  std::vector<std::unique_ptr<Node>> children_;
  mutable std::vector<const Node*> order_;
  float z_ = 0.f;
  bool visible_ = true;
};

}  // namespace bizon::scene
