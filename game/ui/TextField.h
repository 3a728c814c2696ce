// A one-line text field: a dark inset box with its label above and, while empty, what it asks for in a dimmer ink ("192.168.1.5:7340"); typed into from the keyboard once focused (a tap focuses it; a caret shows where), its text kept as UTF-8.
#pragma once

#include <cstddef>
#include <string>

#include "scene/Label.h"
#include "ui/Panel.h"

namespace bizon::ui {

class TextField : public scene::Node {
 public:
  TextField(const sf::Font& font, unsigned textSize, std::size_t maxChars);

  // The box's top-left corner and size in window pixels; the label sits above the box.
  void place(sf::FloatRect box);
  sf::FloatRect rect() const { return box_; }
  void setLabel(const std::string& utf8) { label_.setText(utf8); }
  void setPlaceholder(const std::string& utf8);
  void setText(const std::string& utf8);
  const std::string& text() const { return text_; }
  void setFocused(bool focused);
  bool focused() const { return focused_; }
  bool contains(sf::Vector2f point) const { return box_.contains(point); }
  // A typed character (no control characters; past the most characters, nothing) and Backspace.
  void type(char32_t c);
  void erase();

 private:
  void show();

  Panel& panel_;
  Panel& shade_;  // the inner shadow under the box's top edge, which makes it a well
  scene::Label& label_;
  scene::Label& value_;
  scene::Label& placeholder_;
  sf::FloatRect box_;
  std::string text_, placeholderText_;
  std::size_t maxChars_;
  bool focused_ = false;
};

// The UTF-8 text with one character added at its end, or its last character taken off.
std::string appendUtf8(std::string text, char32_t c);
std::string eraseLastUtf8(std::string text);
std::size_t utf8Length(const std::string& text);

}  // namespace bizon::ui
