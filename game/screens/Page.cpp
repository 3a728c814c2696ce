#include "screens/Page.h"

#include <algorithm>
#include <cmath>

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

float Page::addBar(const std::vector<BarButton>& buttons) {
  const float top = size_.y - margin() - buttonHeight();
  const float n = static_cast<float>(buttons.size());
  const float w = std::min(260.f * scale(), (size_.x - 2 * margin() - (n - 1.f) * margin()) / n);
  float x = (size_.x - (n * w + (n - 1.f) * margin())) / 2.f;
  for (const BarButton& b : buttons) {
    auto& button = root_.emplace<ui::Button>(context_.fonts.bold, textSize());
    button.place({std::round(x), top, std::round(w), buttonHeight()});
    button.setText(b.text);
    button.setEnabled(static_cast<bool>(b.action));
    button.setAccent(b.accent);
    addTarget(button.rect(), b.action);
    x += w + margin();
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
