#include "ui/Button.h"

#include <algorithm>

#include "ui/Theme.h"

namespace bizon::ui {

Button::Button(const sf::Font& font, unsigned textSize)
    : panel_(emplace<Panel>()), label_(emplace<scene::Label>(font, textSize)), textSize_(textSize) {
  label_.setAlign(scene::Align::Centre);
  restyle();
}

void Button::place(sf::FloatRect rect) {
  rect_ = rect;
  setPosition(rect.left, rect.top);
  panel_.setSize({rect.width, rect.height});
  panel_.setRadius(rect.height * 0.22f);
  label_.setPosition(rect.width / 2.f, rect.height / 2.f);
  fit();
}

void Button::setText(const std::string& utf8) {
  if (utf8 == label_.utf8()) return;
  label_.setText(utf8);
  fit();
}

void Button::setTextSize(unsigned size) {
  if (size == textSize_) return;
  textSize_ = size;
  fit();
}

void Button::fit() {
  // A long translation ("Retenir le choix 3-2 ou 2-3") in a narrow column keeps a margin.
  const float room = rect_.width - 2.f * std::max(6.f, rect_.height * 0.2f);
  unsigned size = textSize_;
  label_.setCharacterSize(size);
  while (size > 9 && room > 0.f && label_.size().x > room) label_.setCharacterSize(--size);
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

void Button::setInk(std::optional<sf::Color> ink) {
  if (ink == ink_) return;
  ink_ = ink;
  restyle();
}

void Button::restyle() {
  if (!enabled_) {
    panel_.setColours(colours::disabled, colours::disabledEdge, 1.f);
    label_.setColour(colours::disabledInk);
  } else if (accent_) {
    panel_.setColours(colours::accent, colours::accentEdge, 1.5f);
    label_.setColour(colours::accentInk);
  } else {
    panel_.setColours(colours::button, colours::buttonEdge, 1.f);
    label_.setColour(ink_.value_or(colours::buttonInk));
  }
}

}  // namespace bizon::ui
