#include "ui/Button.h"

#include <algorithm>

#include "ui/Theme.h"

namespace bizon::ui {

Button::Button(const sf::Font& font, unsigned textSize)
    : panel_(emplace<Panel>()), label_(emplace<scene::Label>(font, textSize)), font_(font), textSize_(textSize) {
  label_.setAlign(scene::Align::Centre);
  restyle();
}

void Button::place(sf::FloatRect rect) {
  rect_ = rect;
  setPosition(rect.left, rect.top);
  panel_.setSize({rect.width, rect.height});
  panel_.setRadius(rect.height * 0.22f);
  fit();
}

void Button::setText(const std::string& utf8) {
  if (utf8 == text_) return;
  text_ = utf8;
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
  label_.setPosition(rect_.width / 2.f, rect_.height / 2.f);
  label_.setText(text_);
  unsigned size = textSize_;
  label_.setCharacterSize(size);
  while (size > 9 && room > 0.f && label_.size().x > room) label_.setCharacterSize(--size);
  // Under 11 px, or under three quarters of its size (tiny beside its neighbours), two lines broken
  // at the space nearest the middle, if they are larger.
  const std::size_t middle = text_.size() / 2;
  const std::size_t before = text_.rfind(' ', middle), after = text_.find(' ', middle);
  const std::size_t space = before == std::string::npos                              ? after
                            : after == std::string::npos || middle - before <= after - middle ? before
                                                                                               : after;
  if (size >= std::max(11u, textSize_ * 3 / 4) || space == std::string::npos || room <= 0.f) return;
  const std::string two = text_.substr(0, space) + "\n" + text_.substr(space + 1);
  label_.setText(two);
  unsigned twoSize = textSize_;
  const auto fits = [&](unsigned px) {
    label_.setCharacterSize(px);
    return label_.size().x <= room && 2.f * font_.getLineSpacing(px) <= rect_.height - 4.f;
  };
  while (twoSize > size && !fits(twoSize)) --twoSize;
  if (twoSize <= size) {
    label_.setText(text_);
    label_.setCharacterSize(size);
    return;
  }
  // The label's position is its first line's middle: half a line up centres both.
  label_.setPosition(rect_.width / 2.f, rect_.height / 2.f - font_.getLineSpacing(twoSize) / 2.f);
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
