// A tappable button: a panel with a centred label (made smaller when it would overflow, on two
// lines where one would be too small or far smaller than its size); disabled buttons are greyed
// and ignore taps.
#pragma once

#include <optional>
#include <string>

#include "scene/Label.h"
#include "ui/Panel.h"

namespace bizon::ui {

class Button : public scene::Node {
 public:
  Button(const sf::Font& font, unsigned textSize);

  // Top-left corner and size in window pixels (buttons are direct children of the root).
  void place(sf::FloatRect rect);
  sf::FloatRect rect() const { return rect_; }
  void setText(const std::string& utf8);
  // The label as drawn: the text, or its two lines ("Gespielte\nSerien zeigen").
  const std::string& shownText() const { return label_.utf8(); }
  float textWidth() const { return label_.size().x; }
  // The text's size when it fits; a longer text is drawn smaller rather than past the edges, or on
  // two lines where that keeps it larger.
  void setTextSize(unsigned size);
  void setEnabled(bool enabled);
  bool enabled() const { return enabled_; }
  // A chosen option (settings) or the default action is drawn in the accent colour.
  void setAccent(bool accent);
  bool accent() const { return accent_; }
  // The label's colour on the plain (enabled, not accent) button, e.g. a suit's ink; none: the usual.
  void setInk(std::optional<sf::Color> ink);
  bool contains(sf::Vector2f point) const { return visible() && rect_.contains(point); }

 private:
  void restyle();
  void fit();

  Panel& panel_;
  scene::Label& label_;
  const sf::Font& font_;
  std::string text_;
  sf::FloatRect rect_;
  bool enabled_ = true;
  bool accent_ = false;
  std::optional<sf::Color> ink_;
  unsigned textSize_;
};

}  // namespace bizon::ui
