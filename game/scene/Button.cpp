#include "scene/Button.h"

namespace bizon::scene {

Button::Button(const sf::Font& font, unsigned textSize)
    : panel_(emplace<Panel>()), label_(emplace<Label>(font, textSize)) {
  label_.setAlign(Align::Centre);
  restyle();
}

void Button::place(sf::FloatRect rect) {
  rect_ = rect;
  setPosition(rect.left, rect.top);
  panel_.setSize({rect.width, rect.height});
  panel_.setRadius(rect.height * 0.22f);
  label_.setPosition(rect.width / 2.f, rect.height / 2.f);
}

void Button::setEnabled(bool enabled) {
  if (enabled == enabled_) return;
  enabled_ = enabled;
  restyle();
}

void Button::setAccent(bool accent) {
  if (accent == accent_) return;
  accent_ = accent;
  restyle();
}

void Button::restyle() {
  if (!enabled_) {
    panel_.setColours({70, 76, 72, 200}, {120, 120, 120, 120}, 1.f);
    label_.setColour({150, 150, 150});
  } else if (accent_) {
    panel_.setColours({236, 196, 64, 255}, {255, 236, 160, 255}, 1.5f);
    label_.setColour({40, 30, 0});
  } else {
    panel_.setColours({245, 242, 230, 245}, {255, 255, 255, 255}, 1.f);
    label_.setColour({30, 40, 34});
  }
}

}  // namespace bizon::scene
