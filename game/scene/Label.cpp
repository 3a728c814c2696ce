#include "scene/Label.h"

#include <cmath>

namespace bizon::scene {

std::string utf8(const sf::String& s) {
  const auto bytes = s.toUtf8();
  return {bytes.begin(), bytes.end()};
}

Label::Label(const sf::Font& font, unsigned size) {
  text_.setFont(font);
  text_.setCharacterSize(size);
}

void Label::setText(const std::string& utf8) {
  if (utf8 == utf8_) return;
  utf8_ = utf8;
  sf::String text = sf::String::fromUtf8(utf8.begin(), utf8.end());
  // SFML draws no-break spaces (French "0 SP", "Atout :") as a stray mark: show a plain space.
  // Lines are already broken by then, so the no-break rule has done its job.
  text.replace(sf::String(static_cast<sf::Uint32>(0x00A0)), sf::String(" "));
  text.replace(sf::String(static_cast<sf::Uint32>(0x202F)), sf::String(" "));
  text_.setString(text);
}

void Label::setCharacterSize(unsigned size) { text_.setCharacterSize(size); }

void Label::setOutline(sf::Color colour, float thickness) {
  text_.setOutlineColor(colour);
  text_.setOutlineThickness(thickness);
}

void Label::fitWidth(float width) {
  if (size().x <= width) return;
  const sf::String whole = text_.getString();
  const sf::String ellipsis(static_cast<sf::Uint32>(0x2026));
  // The longest start that fits with its "…" (at least one character).
  std::size_t n = whole.getSize();
  while (n > 1) {
    --n;
    text_.setString(whole.substring(0, n) + ellipsis);
    if (size().x <= width) break;
  }
  utf8_ = scene::utf8(text_.getString());  // what is shown (the next setText of the whole text sets it again)
}

sf::Vector2f Label::size() const {
  const sf::FloatRect b = text_.getLocalBounds();
  return {b.left + b.width, static_cast<float>(text_.getCharacterSize())};
}

sf::Vector2f Label::offset() const {
  const float width = size().x;
  float x = 0.f;
  if (align_ == Align::Centre) x = -width / 2.f;
  if (align_ == Align::Right) x = -width;
  // The position is the text's vertical middle, so labels centre on their row.
  return {x, -static_cast<float>(text_.getCharacterSize()) * 0.62f};
}

sf::FloatRect Label::bounds() const {
  if (utf8_.empty()) return {getPosition(), {0.f, 0.f}};
  return {getPosition() + offset(), size()};
}

void Label::drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const {
  if (utf8_.empty()) return;  // an empty label costs a draw call for nothing
  sf::Text text = text_;
  const auto [x, y] = offset();
  sf::RenderStates s = states;
  // Whole pixels keep glyphs crisp when the node sits at a fractional position.
  const sf::Vector2f origin = s.transform.transformPoint(x, y);
  s.transform.translate(std::round(origin.x) - origin.x, std::round(origin.y) - origin.y);
  text.setPosition(x, y);
  target.draw(text, s);
}

}  // namespace bizon::scene
