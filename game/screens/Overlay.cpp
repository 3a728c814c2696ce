#include "screens/Overlay.h"

#include <SFML/Window/Clipboard.hpp>
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
  const float lineH = static_cast<float>(text) * 1.45f;
  const int rows = static_cast<int>(items_.size());
  const unsigned headlineSize = static_cast<unsigned>(static_cast<float>(text + text / 3) * headlineEm_);
  const unsigned subheadlineSize = text + text / 2;
  const float headlineH = (headline_.empty() ? 0.f : static_cast<float>(headlineSize) * 1.6f) +
                          (subheadline_.empty() ? 0.f : static_cast<float>(subheadlineSize) * 1.6f);
  // A line longer than the panel goes on over as many as it needs (a phone held upright).
  const auto wrapped = [&](float width) {
    std::vector<std::string> lines;
    for (const std::string& line : lines_) {
      auto parts = scene::wrapText(line, context_.fonts.regular, text, width - 2 * m);
      if (parts.empty()) parts.emplace_back();  // an empty line is a gap
      for (std::string& part : parts) lines.push_back(std::move(part));
    }
    return lines;
  };
  const float fieldsH = fieldHeight(metrics) * static_cast<float>(fields_.size());
  const auto needed = [&](std::size_t lines, int columns) {
    const int before = static_cast<int>(std::min(itemsBeforeFields_, items_.size()));
    const int perColumn = (before + columns - 1) / columns + (rows - before + columns - 1) / columns;
    return m * 4 + static_cast<float>(titleSize) * 2.f + headlineH + lineH * static_cast<float>(lines) + fieldsH +
           static_cast<float>(perColumn) * (buttonH + m) + (before > 0 ? m : 0.f);
  };
  // In a window too short for one column of buttons (a phone held sideways), two columns.
  float width = std::min(size_.x - 2 * m, 420.f * scale);
  std::vector<std::string> lines = wrapped(width);
  int columns = 1;
  if (rows > 1 && needed(lines.size(), 1) > size_.y - 2 * m) {
    columns = 2;
    width = std::min(size_.x - 2 * m, 640.f * scale);
    lines = wrapped(width);
  }
  const float height = std::min(size_.y - 2 * m, needed(lines.size(), columns));
  const float left = std::round((size_.x - width) / 2.f);
  const float top = std::round((size_.y - height) / 2.f);
  addVeilAndPanel(root_, size_, {left, top, width, height}, 12.f * scale);
  auto& title = root_.emplace<scene::Label>(context_.fonts.bold, titleSize);
  title.setAlign(scene::Align::Centre);
  title.setColour(ui::colours::title);
  title.setText(title_);
  title.setPosition(left + width / 2.f, top + m + static_cast<float>(titleSize) * 0.8f);
  title.setScale(sf::Vector2f(1.f, 1.f) * std::min(1.f, (width - 2 * m) / std::max(1.f, title.size().x)));  // in the panel
  float y = top + m + static_cast<float>(titleSize) * 2.f;
  // Smaller than the panel, whatever the language.
  const auto headline = [&](const std::string& words, unsigned size, sf::Color colour, float grow) {
    auto& h = root_.emplace<scene::Label>(context_.fonts.bold, size);
    h.setAlign(scene::Align::Centre);
    h.setColour(colour);
    h.setText(words);
    const float fit = std::min(1.f, (width - 2 * m) / std::max(1.f, h.size().x));
    const float rowH = static_cast<float>(size) * 1.6f;
    h.setPosition(left + width / 2.f, y + rowH / 2.f);
    h.setScale(fit * grow, fit * grow);
    y += rowH;
  };
  if (!headline_.empty()) headline(headline_, headlineSize, ui::colours::turn, headlineScale_);
  if (!subheadline_.empty()) headline(subheadline_, subheadlineSize, ui::colours::title, 1.f);
  for (const std::string& line : lines) {
    auto& l = root_.emplace<scene::Label>(context_.fonts.regular, text);
    l.setAlign(scene::Align::Centre);
    l.setColour(ui::colours::text);
    l.setText(line);
    l.setPosition(left + width / 2.f, y + lineH / 2.f);
    y += lineH;
  }
  const std::size_t before = std::min(itemsBeforeFields_, items_.size());
  if (before > 0) y += addButtons(metrics, {left, y + m, width, 0.f}, columns, 0, before) + m;
  y += addFields(metrics, {left, y + m, width, 0.f});
  addButtons(metrics, {left, y + m, width, 0.f}, columns, before, items_.size());
}

void Overlay::setFields(std::vector<Field> fields) {
  for (Field& f : fields)
    for (const Field& typed : fields_)
      if (typed.name == f.name) f.text = typed.text;
  fields_ = std::move(fields);
  if (focused_ >= static_cast<int>(fields_.size())) focused_ = -1;
}

std::string Overlay::fieldText(const std::string& name) const {
  for (const Field& f : fields_)
    if (f.name == name) return f.text;
  return "";
}

void Overlay::setFieldText(const std::string& name, const std::string& text) {
  for (Field& f : fields_)
    if (f.name == name) f.text = text;
}

void Overlay::focusField(const std::string& name) {
  for (std::size_t i = 0; i < fields_.size(); ++i)
    if (fields_[i].name == name) focused_ = static_cast<int>(i), selected_ = -1;
}

float Overlay::addFields(const ui::Metrics& metrics, sf::FloatRect area) {
  boxes_.clear();
  const float m = metrics.margin, h = metrics.buttonHeight;
  float y = area.top;
  for (std::size_t i = 0; i < fields_.size(); ++i) {
    auto& box = root_.emplace<ui::TextField>(context_.fonts.regular, metrics.textSize, fields_[i].maxChars);
    box.setLabel(fields_[i].label);
    box.setPlaceholder(fields_[i].placeholder);
    box.setText(fields_[i].text);
    box.place({area.left + m, y + h * 0.5f, area.width - 2 * m, h});
    box.setFocused(static_cast<int>(i) == focused_);
    boxes_.push_back(&box);
    y += fieldHeight(metrics);
  }
  return y - area.top;
}

void Overlay::text(char32_t c) {
  if (focused_ < 0) return;
  // Ctrl+V arrives as this character on X11 and Windows alike, whatever the keyboard's layout.
  constexpr char32_t ctrlV = 0x16;
  if (c == ctrlV) return paste();
  ui::TextField& box = *boxes_[static_cast<std::size_t>(focused_)];
  box.type(c);
  fields_[static_cast<std::size_t>(focused_)].text = box.text();
}

void Overlay::paste() {
  // What is copied often ends in a newline or has spaces around it: its first line, trimmed.
  std::u32string line;
  for (const char32_t c : sf::Clipboard::getString()) {
    if (c != U'\n' && c != U'\r') line.push_back(c);
    else if (!line.empty()) break;
  }
  const auto first = line.find_first_not_of(U" \t"), last = line.find_last_not_of(U" \t");
  if (first == std::u32string::npos) return;
  line = line.substr(first, last - first + 1);
  std::string utf8;
  for (const char32_t c : line) utf8 = ui::appendUtf8(std::move(utf8), c);
  if (pasted(utf8)) return rebuild();
  ui::TextField& box = *boxes_[static_cast<std::size_t>(focused_)];
  for (const char32_t c : line) box.type(c);
  fields_[static_cast<std::size_t>(focused_)].text = box.text();
}

void Overlay::activate(std::size_t item) {
  // The action may pop this screen: copy it first.
  const auto action = items_[item].action;
  action();
  // After the action, so that a new volume is heard at once.
  context_.sounds.play(audio::Sound::Button);
}

float Overlay::addButtons(const ui::Metrics& metrics, sf::FloatRect area, int columns, std::size_t first, std::size_t end) {
  // Down the first column, then the second; the selected one in the accent.
  const float m = metrics.margin;
  const float buttonH = metrics.buttonHeight;
  const int rows = static_cast<int>(end - first);
  const int perColumn = std::max(1, (rows + columns - 1) / columns);
  const float buttonW = (area.width - m * static_cast<float>(columns + 1)) / static_cast<float>(columns);
  for (std::size_t i = first; i < end; ++i) {
    auto& b = root_.emplace<ui::Button>(context_.fonts.bold, metrics.textSize);
    const int k = static_cast<int>(i - first), column = k / perColumn, row = k % perColumn;
    b.place({area.left + m + static_cast<float>(column) * (buttonW + m),
             area.top + static_cast<float>(row) * (buttonH + m), buttonW, buttonH});
    b.setText(items_[i].text);
    b.setEnabled(static_cast<bool>(items_[i].action));
    b.setAccent(items_[i].accent || static_cast<int>(i) == selected_);
    buttons_.push_back(&b);
  }
  return static_cast<float>(perColumn) * (buttonH + m);
}

void Overlay::tap(sf::Vector2f point) {
  selected_ = -1;  // a finger or the mouse leaves no highlight behind
  for (std::size_t i = 0; i < boxes_.size(); ++i)
    if (boxes_[i]->contains(point)) {
      focused_ = static_cast<int>(i);
      return rebuild();
    }
  for (std::size_t i = 0; i < buttons_.size(); ++i)
    if (buttons_[i]->contains(point) && items_[i].action) return activate(i);
  focused_ = -1;
  rebuild();
}

void Overlay::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  const int n = static_cast<int>(items_.size());
  if (key == K::Escape) return onEscape();
  if (focused_ >= 0 && key == K::BackSpace) {
    boxes_[static_cast<std::size_t>(focused_)]->erase();
    fields_[static_cast<std::size_t>(focused_)].text = boxes_[static_cast<std::size_t>(focused_)]->text();
    return;
  }
  // Tab goes down the fields, then the buttons; Enter in a field is the main button's.
  const int f = static_cast<int>(fields_.size());
  if (key == K::Tab && (focused_ >= 0 || selected_ < 0) && f > 0) {
    focused_ = focused_ + 1 < f ? focused_ + 1 : -1;
    selected_ = focused_ < 0 ? 0 : -1;
    return rebuild();
  }
  if (focused_ >= 0 && key == K::Enter) {
    for (std::size_t i = 0; i < items_.size(); ++i)
      if (items_[i].accent && items_[i].action) return activate(i);
    return;
  }
  if (focused_ >= 0) return;  // the other keys were typed
  if (n == 0) return;
  if (key == K::Up || key == K::Left) selected_ = selected_ < 0 ? 0 : (selected_ + n - 1) % n;
  if (key == K::Down || key == K::Right || key == K::Tab) selected_ = selected_ < 0 ? 0 : (selected_ + 1) % n;
  if (key == K::Enter && selected_ >= 0 && selected_ < n && items_[static_cast<std::size_t>(selected_)].action)
    return activate(static_cast<std::size_t>(selected_));
  rebuild();
}

void Overlay::draw(sf::RenderTarget& target) const { target.draw(root_); }

std::vector<Screen::Target> Overlay::targets() const {
  std::vector<Target> out;
  for (std::size_t i = 0; i < buttons_.size() && i < items_.size(); ++i)
    if (items_[i].action) out.push_back({items_[i].name, buttons_[i]->rect()});
  for (std::size_t i = 0; i < boxes_.size() && i < fields_.size(); ++i) out.push_back({fields_[i].name, boxes_[i]->rect()});
  return out;
}

}  // namespace bizon::screens
