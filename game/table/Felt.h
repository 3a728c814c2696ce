// The green felt of the table: a soft radial light over dark green, drawn behind everything.
#pragma once

#include "scene/Node.h"

namespace bizon::table {

class Felt : public scene::Node {
 public:
  void setArea(sf::FloatRect area);

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  sf::VertexArray fan_{sf::TriangleFan};
};

}  // namespace bizon::table
