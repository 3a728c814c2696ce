#include "screens/Overlay.h"

#include <algorithm>
#include <cmath>

#include "scene/TextWrap.h"
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

void addVeilAndPanel(scene::Node& root, sf::Vector2f window, sf::FloatRect rect, float radius) {
  root.emplace<Veil>(window);
  auto& panel = root.emplace<ui::Panel>();
  panel.setPosition(rect.left, rect.top);
  panel.setSize({rect.width, rect.height});
  panel.setRadius(radius);
  ui::colours::styleDialog(panel);
}

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
  const float width = std::min(size_.x - 2 * m, 420.f * scale);
  const float lineH = static_cast<float>(text) * 1.45f;
  const int rows = static_cast<int>(items_.size());
  // A line longer than the panel goes on over as many as it needs (a phone held upright).
  std::vector<std::string> lines;
  for (const std::string& line : lines_) {
    auto parts = scene::wrapText(line, context_.fonts.regular, text, width - 2 * m);
    if (parts.empty()) parts.emplace_back();  // an empty line is a gap
    for (std::string& part : parts) lines.push_back(std::move(part));
  }
  const float height = std::min(size_.y - 2 * m, m * 2 + static_cast<float>(titleSize) * 2.f +
                                                     lineH * static_cast<float>(lines.size()) +
                                                     static_cast<float>(rows) * (buttonH + m) + 2 * m);
  const float left = std::round((size_.x - width) / 2.f);
  const float top = std::round((size_.y - height) / 2.f);
  addVeilAndPanel(root_, size_, {left, top, width, height}, 12.f * scale);
  auto& title = root_.emplace<scene::Label>(context_.fonts.bold, titleSize);
  title.setAlign(scene::Align::Centre);
  title.setColour(ui::colours::title);
  title.setText(title_);
  title.setPosition(left + width / 2.f, top + m + static_cast<float>(titleSize) * 0.8f);
  float y = top + m + static_cast<float>(titleSize) * 2.f;
  for (const std::string& line : lines) {
    auto& l = root_.emplace<scene::Label>(context_.fonts.regular, text);
    l.setAlign(scene::Align::Centre);
    l.setColour(ui::colours::text);
    l.setText(line);
    l.setPosition(left + width / 2.f, y + lineH / 2.f);
    y += lineH;
  }
  y += m;
  for (std::size_t i = 0; i < items_.size(); ++i) {
    auto& b = root_.emplace<ui::Button>(context_.fonts.bold, text);
    b.place({left + m, y + static_cast<float>(i) * (buttonH + m), width - 2 * m, buttonH});
    b.setText(items_[i].text);
    b.setEnabled(static_cast<bool>(items_[i].action));
    b.setAccent(items_[i].accent || static_cast<int>(i) == selected_);
    buttons_.push_back(&b);
  }
}

void Overlay::tap(sf::Vector2f point) {
  selected_ = -1;  // a finger or the mouse leaves no highlight behind
  for (std::size_t i = 0; i < buttons_.size(); ++i)
    if (buttons_[i]->contains(point) && items_[i].action) {
      // The action may pop this screen: copy it first.
      const auto action = items_[i].action;
      action();
      // After the action, so that a new volume is heard at once.
      context_.sounds.play(audio::Sound::Button);
      return;
    }
  rebuild();
}

void Overlay::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  const int n = static_cast<int>(items_.size());
  if (key == K::Escape) return onEscape();
  if (n == 0) return;
  if (key == K::Up || key == K::Left) selected_ = selected_ < 0 ? 0 : (selected_ + n - 1) % n;
  if (key == K::Down || key == K::Right || key == K::Tab) selected_ = selected_ < 0 ? 0 : (selected_ + 1) % n;
  if (key == K::Enter && selected_ >= 0 && selected_ < n && items_[static_cast<std::size_t>(selected_)].action) {
    const auto action = items_[static_cast<std::size_t>(selected_)].action;
    action();
    context_.sounds.play(audio::Sound::Button);
    return;
  }
  rebuild();
}

void Overlay::draw(sf::RenderTarget& target) const { target.draw(root_); }

std::vector<Screen::Target> Overlay::targets() const {
  std::vector<Target> out;
  for (std::size_t i = 0; i < buttons_.size() && i < items_.size(); ++i)
    if (items_[i].action) out.push_back({items_[i].name, buttons_[i]->rect()});
  return out;
}

}  // namespace bizon::screens
