#include "screens/Overlay.h"

#include <algorithm>
#include <cmath>

#include "ui/Metrics.h"
#include "ui/Theme.h"

namespace bizon::screens {

namespace {

// The dark veil over the whole window.
class Veil : public scene::Node {
 public:
  explicit Veil(sf::Vector2f size) : size_(size) {}

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override {
    sf::RectangleShape r(size_);
    r.setFillColor(ui::colours::veil);
    target.draw(r, states);
  }

 private:
  sf::Vector2f size_;
};

}  // namespace

Overlay::Overlay(Context& context) : context_(context) {}

void Overlay::resize(sf::Vector2f size) {
  size_ = size;
  rebuild();
}

void Overlay::rebuild() {
  build();
  root_.clearChildren();
  buttons_.clear();
  const ui::Metrics metrics(size_);
  const float scale = metrics.scale;
  const float m = metrics.margin;
  const float buttonH = metrics.buttonHeight;
  const unsigned text = metrics.textSize;
  const unsigned titleSize = metrics.titleSize;
  const float width = std::min(size_.x - 2 * m, (columns_ > 1 ? 620.f : 420.f) * scale);
  const float lineH = static_cast<float>(text) * 1.45f;
  const int rows = (static_cast<int>(items_.size()) + columns_ - 1) / columns_;
  const float height = std::min(size_.y - 2 * m, m * 2 + static_cast<float>(titleSize) * 2.f +
                                                     lineH * static_cast<float>(lines_.size()) +
                                                     static_cast<float>(rows) * (buttonH + m) + 2 * m);
  const float left = std::round((size_.x - width) / 2.f);
  const float top = std::round((size_.y - height) / 2.f);
  root_.emplace<Veil>(size_);
  auto& panel = root_.emplace<ui::Panel>();
  panel.setPosition(left, top);
  panel.setSize({width, height});
  panel.setRadius(12.f * scale);
  ui::colours::styleDialog(panel);
  auto& title = root_.emplace<scene::Label>(context_.fonts.bold, titleSize);
  title.setAlign(scene::Align::Centre);
  title.setColour(ui::colours::title);
  title.setText(title_);
  title.setPosition(left + width / 2.f, top + m + static_cast<float>(titleSize) * 0.8f);
  float y = top + m + static_cast<float>(titleSize) * 2.f;
  for (const std::string& line : lines_) {
    auto& l = root_.emplace<scene::Label>(context_.fonts.regular, text);
    l.setAlign(scene::Align::Centre);
    l.setColour(ui::colours::text);
    l.setText(line);
    l.setPosition(left + width / 2.f, y + lineH / 2.f);
    y += lineH;
  }
  y += m;
  const float colW = (width - 2 * m - static_cast<float>(columns_ - 1) * m) / static_cast<float>(columns_);
  for (std::size_t i = 0; i < items_.size(); ++i) {
    const int row = static_cast<int>(i) / columns_, col = static_cast<int>(i) % columns_;
    auto& b = root_.emplace<ui::Button>(context_.fonts.bold, text);
    b.place({left + m + static_cast<float>(col) * (colW + m), y + static_cast<float>(row) * (buttonH + m), colW, buttonH});
    b.setText(items_[i].text);
    b.setEnabled(static_cast<bool>(items_[i].action));
    b.setAccent(items_[i].accent || static_cast<int>(i) == selected_);
    buttons_.push_back(&b);
  }
}

void Overlay::tap(sf::Vector2f point) {
  for (std::size_t i = 0; i < buttons_.size(); ++i)
    if (buttons_[i]->contains(point) && items_[i].action) {
      // The action may pop this screen: copy it first.
      const auto action = items_[i].action;
      action();
      // After the action, so that a new volume is heard at once.
      context_.sounds.play(audio::Sound::Button);
      return;
    }
}

void Overlay::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  const int n = static_cast<int>(items_.size());
  if (key == K::Escape) return onEscape();
  if (n == 0) return;
  if (key == K::Up || key == K::Left) selected_ = (selected_ + n - 1) % n;
  if (key == K::Down || key == K::Right || key == K::Tab) selected_ = (selected_ + 1) % n;
  if (key == K::Enter && selected_ < n && items_[static_cast<std::size_t>(selected_)].action) {
    const auto action = items_[static_cast<std::size_t>(selected_)].action;
    action();
    context_.sounds.play(audio::Sound::Button);
    return;
  }
  rebuild();
}

void Overlay::draw(sf::RenderTarget& target) const { target.draw(root_); }

}  // namespace bizon::screens
