// A line of text in the scene, anchored left, centre or right at its position, pixel-aligned.
#pragma once

#include <string>

#include "scene/Node.h"

namespace bizon::scene {

enum class Align : std::uint8_t { Left, Centre, Right };

// The UTF-8 bytes of an SFML string, for the symbols code writes by code point (☰, ▶, ♥).
std::string utf8(const sf::String& s);

class Label : public Node {
 public:
  Label(const sf::Font& font, unsigned size);

  void setText(const std::string& utf8);
  void setCharacterSize(unsigned size);
  void setColour(sf::Color colour) { text_.setFillColor(colour); }
  void setAlign(Align align) { align_ = align; }
  void setOutline(sf::Color colour, float thickness);
  // The text cut short with "…" where it is wider than `width` (a name in a narrow column).
  void fitWidth(float width);
  // Width and height of the text as drawn, for layout.
  sf::Vector2f size() const;
  // Where the text is drawn, in its parent's coordinates (empty text: an empty box).
  sf::FloatRect bounds() const;
  const std::string& utf8() const { return utf8_; }

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override;

 private:
  // Where the text's top left is drawn from the label's position (its alignment and middle).
  sf::Vector2f offset() const;

  sf::Text text_;
  std::string utf8_;
  Align align_ = Align::Left;
};

}  // namespace bizon::scene
