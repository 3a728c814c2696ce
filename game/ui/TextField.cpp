#include "ui/TextField.h"

#include <algorithm>

#include "ui/Theme.h"

namespace bizon::ui {

TextField::TextField(const sf::Font& font, unsigned textSize, std::size_t maxChars)
    : panel_(emplace<Panel>()),
      shade_(emplace<Panel>()),
      label_(emplace<scene::Label>(font, textSize)),
      value_(emplace<scene::Label>(font, textSize)),
      placeholder_(emplace<scene::Label>(font, textSize)),
      maxChars_(maxChars) {
  label_.setColour(colours::dim);
  value_.setColour(colours::fieldInk);
  placeholder_.setColour(colours::fieldPlaceholder);
  shade_.setColours(colours::fieldShade, sf::Color::Transparent, 0.f);
  show();
}

void TextField::place(sf::FloatRect box) {
  box_ = box;
  panel_.setPosition(box.left, box.top);
  panel_.setSize({box.width, box.height});
  panel_.setRadius(box.height * 0.18f);
  const float inset = std::max(2.f, box.height * 0.08f);
  shade_.setPosition(box.left + inset, box.top + inset * 0.5f);
  shade_.setSize({box.width - 2.f * inset, inset * 1.5f});
  shade_.setRadius(inset * 0.75f);
  label_.setPosition(box.left + 2.f, box.top - box.height * 0.42f);
  value_.setPosition(box.left + box.height * 0.3f, box.top + box.height / 2.f);
  show();
}

void TextField::setPlaceholder(const std::string& utf8) {
  placeholderText_ = utf8;
  show();
}

void TextField::setText(const std::string& utf8) {
  text_ = utf8;
  show();
}

void TextField::setFocused(bool focused) {
  focused_ = focused;
  show();
}

void TextField::type(char32_t c) {
  if (c < 0x20 || c == 0x7f || utf8Length(text_) >= maxChars_) return;
  text_ = appendUtf8(std::move(text_), c);
  show();
}

void TextField::erase() {
  text_ = eraseLastUtf8(std::move(text_));
  show();
}

void TextField::show() {
  // The caret: a bar after the text while the field has the keyboard; what the field asks for
  // after it while nothing is typed.
  value_.setText(text_ + (focused_ ? "|" : ""));
  placeholder_.setText(text_.empty() ? placeholderText_ : "");
  const sf::Vector2f at = value_.getPosition();
  placeholder_.setPosition(at.x + (focused_ ? value_.size().x + 2.f : 0.f), at.y);
  panel_.setColours(focused_ ? colours::fieldFocused : colours::field, focused_ ? colours::accent : colours::fieldEdge,
                    focused_ ? 2.f : 1.f);
}

std::string appendUtf8(std::string text, char32_t c) {
  if (c < 0x80) {
    text += static_cast<char>(c);
  } else if (c < 0x800) {
    text += static_cast<char>(0xC0 | (c >> 6));
    text += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    text += static_cast<char>(0xE0 | (c >> 12));
    text += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    text += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x110000) {
    text += static_cast<char>(0xF0 | (c >> 18));
    text += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    text += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    text += static_cast<char>(0x80 | (c & 0x3F));
  }
  return text;
}

std::string eraseLastUtf8(std::string text) {
  // Continuation bytes (10xxxxxx) go with the byte that starts their character.
  while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) text.pop_back();
  if (!text.empty()) text.pop_back();
  return text;
}

std::size_t utf8Length(const std::string& text) {
  std::size_t n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

}  // namespace bizon::ui
