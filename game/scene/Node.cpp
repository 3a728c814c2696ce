#include "scene/Node.h"

#include <algorithm>

namespace bizon::scene {

void Node::render(sf::RenderTarget& target, sf::RenderStates states) const {
  if (!visible_) return;
  states.transform *= getTransform();
  drawCurrent(target, states);
  // A stable sort keeps insertion order among equal z, so stacks drawn in deck order stay put.
  order_.clear();
  for (const auto& child : children_) order_.push_back(child.get());
  std::stable_sort(order_.begin(), order_.end(),
                   [](const Node* a, const Node* b) { return a->z_ < b->z_; });
  for (const Node* child : order_) child->render(target, states);
}

void Node::drawCurrent(sf::RenderTarget&, const sf::RenderStates&) const {}

}  // namespace bizon::scene
