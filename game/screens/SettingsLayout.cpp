#include "screens/SettingsLayout.h"

#include <algorithm>
#include <cmath>

#include "ui/Metrics.h"

namespace bizon::screens {

SettingsLayout::SettingsLayout(sf::Vector2f window, int rows, int previewRow, int helpRow)
    : previewRow_(previewRow), helpRow_(helpRow) {
  const ui::Metrics metrics(window);
  text_ = metrics.textSize;
  title_ = metrics.titleSize;
  small_ = metrics.smallSize;
  margin_ = metrics.margin;
  rowH_ = metrics.buttonHeight;
  const float m = margin_;
  const float width = std::min(window.x - 2.f * m, 600.f * metrics.scale);
  const float inner = width - 2.f * m;
  // The selector, about half the panel: ‹ and › at its ends, the value between them; each half
  // is a fingertip's target.
  selectorW_ = std::round(std::clamp(inner * 0.6f, 2.f * rowH_, 300.f * metrics.scale));
  arrowW_ = std::round(static_cast<float>(text_) * 1.3f);
  const float titleH = static_cast<float>(title_) * 2.f;
  // Rows a little apart where the window is tall enough, touching where it is not. Where even
  // touching rows and the help leave no room for Close under them, Close goes up beside the title.
  float fixed = m + titleH + static_cast<float>(rows) * rowH_ + m + rowH_ + m;
  // The help's two lines come before the preview's cards: words say more than a deck's faces.
  const float wantHelp = std::round(static_cast<float>(small_) * 2.6f);
  closeBesideTitle_ = fixed + (helpRow >= 0 ? wantHelp : 0.f) > window.y - 2.f * m;
  if (closeBesideTitle_) fixed -= rowH_ + m;
  // Whole lines or none: a sentence cut in half explains nothing.
  helpH_ = helpRow >= 0 && window.y - 2.f * m - fixed >= wantHelp ? wantHelp : 0.f;
  const float wantPreview = std::round(rowH_ * 1.4f);
  previewH_ = previewRow >= 0 ? std::clamp(window.y - 2.f * m - fixed - helpH_, 0.f, wantPreview) : 0.f;
  const float spare = window.y - 2.f * m - fixed - previewH_ - helpH_;
  gap_ = rows > 1 ? std::clamp(spare / static_cast<float>(rows - 1), 0.f, std::round(6.f * metrics.scale)) : 0.f;
  const float height = fixed + previewH_ + helpH_ + gap_ * static_cast<float>(std::max(0, rows - 1));
  panel_ = {std::round((window.x - width) / 2.f), std::round(std::max(m, (window.y - height) / 2.f)), width, height};
  rowsTop_ = panel_.top + m + titleH;
}

sf::FloatRect SettingsLayout::title() const {
  const float closeW = closeBesideTitle_ ? close().width + margin_ : 0.f;
  return {panel_.left + margin_, panel_.top + margin_, panel_.width - 2.f * margin_ - closeW, static_cast<float>(title_) * 1.6f};
}

float SettingsLayout::top(int row) const {
  float y = rowsTop_ + static_cast<float>(row) * (rowH_ + gap_);
  if (previewRow_ >= 0 && row > previewRow_) y += previewH_;
  if (helpRow_ >= 0 && row > helpRow_) y += helpH_;
  return y;
}

sf::FloatRect SettingsLayout::row(int row) const {
  const float h = rowH_ + (row == previewRow_ ? previewH_ : 0.f) + (row == helpRow_ ? helpH_ : 0.f);
  return {panel_.left + margin_ / 2.f, top(row), panel_.width - margin_, h};
}

sf::FloatRect SettingsLayout::label(int row) const {
  const float left = panel_.left + margin_;
  return {left, top(row), selector(row).left - margin_ - left, rowH_};
}

sf::FloatRect SettingsLayout::selector(int row) const {
  return {panel_.left + panel_.width - margin_ - selectorW_, top(row), selectorW_, rowH_};
}

sf::FloatRect SettingsLayout::back(int row) const {
  const sf::FloatRect s = selector(row);
  return {s.left, s.top, s.width / 2.f, s.height};
}

sf::FloatRect SettingsLayout::next(int row) const {
  const sf::FloatRect s = selector(row);
  return {s.left + s.width / 2.f, s.top, s.width / 2.f, s.height};
}

sf::FloatRect SettingsLayout::backArrow(int row) const {
  const sf::FloatRect s = selector(row);
  return {s.left, s.top, arrowW_, s.height};
}

sf::FloatRect SettingsLayout::nextArrow(int row) const {
  const sf::FloatRect s = selector(row);
  return {s.left + s.width - arrowW_, s.top, arrowW_, s.height};
}

sf::FloatRect SettingsLayout::value(int row) const {
  const sf::FloatRect s = selector(row);
  return {s.left + arrowW_, s.top, s.width - 2.f * arrowW_, s.height};
}

sf::FloatRect SettingsLayout::preview() const {
  if (previewRow_ < 0 || previewH_ <= 0.f) return {};
  const sf::FloatRect s = selector(previewRow_);
  return {s.left, s.top + s.height + margin_ / 4.f, s.width, previewH_ - margin_ / 2.f};
}

sf::FloatRect SettingsLayout::help() const {
  if (helpRow_ < 0 || helpH_ <= 0.f) return {};
  return {panel_.left + margin_, top(helpRow_) + rowH_, panel_.width - 2.f * margin_, helpH_};
}

sf::FloatRect SettingsLayout::close() const {
  if (closeBesideTitle_) {
    const float w = std::round(selectorW_ / 2.f);
    return {panel_.left + panel_.width - margin_ - w, panel_.top + margin_, w, rowH_};
  }
  const float w = std::min(panel_.width - 2.f * margin_, 3.f * selectorW_ / 2.f);
  return {std::round(panel_.left + (panel_.width - w) / 2.f), panel_.top + panel_.height - margin_ - rowH_, w, rowH_};
}

}  // namespace bizon::screens
