#include "screens/Page.h"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/Text.hpp>

namespace bizon::screens {

void Page::resize(sf::Vector2f size) {
  size_ = size;
  metrics_ = ui::Metrics(size);
  root_.clearChildren();
  targets_.clear();
  build();
}

void Page::tap(sf::Vector2f point) {
  for (const Target& t : targets_)
    if (t.rect.contains(point) && t.action) {
      // The action may pop or rebuild this screen: copy it first.
      const auto action = t.action;
      action();
      context_.sounds.play(audio::Sound::Button);
      return;
    }
}

void Page::addTarget(sf::FloatRect rect, std::function<void()> action) {
  targets_.push_back({rect, std::move(action)});
}

float Page::addTitle(const std::string& title) {
  const unsigned size = metrics_.headingSize;
  auto& l = addLabel(title, size, {size_.x / 2.f, margin() + static_cast<float>(size) * 0.7f}, ui::colours::title,
                     scene::Align::Centre, true);
  fit(l, size_.x - 2 * margin());
  return margin() + static_cast<float>(size) * 1.5f;
}

std::vector<sf::FloatRect> Page::barPlaces(const sf::Font& bold, sf::Vector2f size, const std::vector<std::string>& texts) {
  const ui::Metrics metrics(size);
  const float m = metrics.margin, h = metrics.buttonHeight;
  // The room a button keeps around its words (ui::Button).
  float widest = 0.f;
  for (const std::string& text : texts)
    widest = std::max(widest, sf::Text(sf::String::fromUtf8(text.begin(), text.end()), bold, metrics.textSize).getLocalBounds().width);
  widest += 2.f * std::max(6.f, h * 0.2f);
  const auto widthFor = [&](std::size_t n) {
    const float count = static_cast<float>(n);
    return std::min(260.f * metrics.scale, (size.x - 2.f * m - (count - 1.f) * m) / count);
  };
  const std::size_t n = texts.size();
  const std::size_t perRow = n > 1 && widthFor(n) < widest ? (n + 1) / 2 : n;
  const std::size_t rows = perRow == 0 ? 1 : (n + perRow - 1) / perRow;
  std::vector<sf::FloatRect> places;
  for (std::size_t row = 0; row < rows; ++row) {
    const std::size_t inRow = std::min(perRow, n - row * perRow);
    const float w = widthFor(perRow), count = static_cast<float>(inRow);
    const float top = size.y - m - h - static_cast<float>(rows - 1 - row) * (h + m);
    float x = (size.x - (count * w + (count - 1.f) * m)) / 2.f;
    for (std::size_t k = 0; k < inRow; ++k, x += w + m) places.push_back({std::round(x), top, std::round(w), h});
  }
  return places;
}

float Page::addBar(const std::vector<BarButton>& buttons) {
  std::vector<std::string> texts;
  for (const BarButton& b : buttons) texts.push_back(b.text);
  const std::vector<sf::FloatRect> places = barPlaces(context_.fonts.bold, size_, texts);
  float top = size_.y;
  for (std::size_t k = 0; k < buttons.size(); ++k) {
    const BarButton& b = buttons[k];
    auto& button = root_.emplace<ui::Button>(context_.fonts.bold, textSize());
    button.place(places[k]);
    button.setText(b.text);
    button.setEnabled(static_cast<bool>(b.action));
    button.setAccent(b.accent);
    addTarget(button.rect(), b.action);
    top = std::min(top, places[k].top);
  }
  return top - margin();
}

scene::Label& Page::addLabel(const std::string& text, unsigned size, sf::Vector2f at, sf::Color colour,
                             scene::Align align, bool bold) {
  auto& l = root_.emplace<scene::Label>(bold ? context_.fonts.bold : context_.fonts.regular, size);
  l.setText(text);
  l.setColour(colour);
  l.setAlign(align);
  l.setPosition(std::round(at.x), std::round(at.y));
  return l;
}

void Page::fit(scene::Label& label, float width) {
  for (unsigned size = static_cast<unsigned>(label.size().y); size > 10 && label.size().x > width; --size)
    label.setCharacterSize(size - 1);
}

ui::Panel& Page::addPanel(sf::FloatRect rect, sf::Color fill, sf::Color outline, float radius) {
  auto& p = root_.emplace<ui::Panel>();
  p.setPosition(rect.left, rect.top);
  p.setSize({rect.width, rect.height});
  p.setRadius(radius * scale());
  p.setColours(fill, outline, outline == sf::Color::Transparent ? 0.f : 1.f);
  return p;
}

}  // namespace bizon::screens
