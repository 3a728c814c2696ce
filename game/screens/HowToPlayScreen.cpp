#include "screens/HowToPlayScreen.h"

#include <algorithm>
#include <cmath>

#include "scene/Label.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "scene/TextWrap.h"

namespace bizon::screens {

std::vector<TextPage> paginate(const std::vector<std::vector<std::string>>& paragraphs, float lineHeight,
                           float gap, float height) {
  std::vector<TextPage> pages(1);
  float y = 0.f;
  const auto newPage = [&] {
    pages.emplace_back();
    y = 0.f;
  };
  for (const auto& lines : paragraphs) {
    if (lines.empty()) continue;
    const float needed = static_cast<float>(lines.size()) * lineHeight;
    if (!pages.back().empty()) {
      if (y + gap + needed > height && needed <= height) newPage();
      else y += gap;
    }
    for (const std::string& line : lines) {
      if (y + lineHeight > height && !pages.back().empty()) newPage();
      pages.back().push_back({line, y});
      y += lineHeight;
    }
  }
  return pages;
}

std::vector<std::string> HowToPlayScreen::paragraphKeys() {
  std::vector<std::string> keys;
  for (int i = 1; i <= 9; ++i) keys.push_back("howto.p" + std::to_string(i));
  return keys;
}

HowToPlayScreen::HowToPlayScreen(Context& context, int page) : context_(context), page_(page) {}

void HowToPlayScreen::resize(sf::Vector2f size) {
  size_ = size;
  layout();
  show();
}

void HowToPlayScreen::layout() {
  metrics_ = ui::Metrics(size_);
  const float scale = metrics_.scale;
  textSize_ = static_cast<unsigned>(std::lround(std::max(15.f, 18.f * scale)));
  lineHeight_ = std::round(static_cast<float>(textSize_) * 1.4f);
  const float m = metrics_.margin;
  const float pad = std::round(20.f * scale);
  const float titleSize = static_cast<float>(metrics_.titleSize);
  const float buttonH = metrics_.buttonHeight;
  // A column a reader's eye can follow: about 80 characters at most.
  const float width = std::min(size_.x - 2 * m, std::round(static_cast<float>(textSize_) * 44.f));
  panel_ = {std::round((size_.x - width) / 2.f), m, width, size_.y - 2 * m};
  const float textTop = panel_.top + pad + titleSize * 1.6f;
  // Below the text: the page number, then the row of buttons.
  const float textBottom = panel_.top + panel_.height - pad - buttonH - m - lineHeight_;
  textArea_ = {panel_.left + pad, textTop, width - 2 * pad, std::max(lineHeight_, textBottom - textTop)};

  std::vector<std::vector<std::string>> paragraphs;
  for (const std::string& key : paragraphKeys())
    paragraphs.push_back(scene::wrapText(context_.texts(key), context_.fonts.regular, textSize_, textArea_.width));
  pages_ = paginate(paragraphs, lineHeight_, std::round(lineHeight_ * 0.5f), textArea_.height);
  page_ = std::clamp(page_, 0, static_cast<int>(pages_.size()) - 1);
}

void HowToPlayScreen::show() {
  const Texts& t = context_.texts;
  root_.clearChildren();
  auto& veil = root_.emplace<ui::Panel>();
  veil.setSize(size_);
  veil.setRadius(0.f);
  veil.setColours(ui::colours::veil, sf::Color::Transparent, 0.f);
  auto& panel = root_.emplace<ui::Panel>();
  panel.setPosition(panel_.left, panel_.top);
  panel.setSize({panel_.width, panel_.height});
  const float scale = metrics_.scale;
  panel.setRadius(12.f * scale);
  ui::colours::styleDialog(panel);

  const float pad = std::round(20.f * scale);
  const float m = metrics_.margin;
  const unsigned titleSize = metrics_.titleSize;
  auto& title = root_.emplace<scene::Label>(context_.fonts.bold, titleSize);
  title.setAlign(scene::Align::Centre);
  title.setColour(ui::colours::title);
  title.setText(t("howto.title"));
  title.setPosition(panel_.left + panel_.width / 2.f, panel_.top + pad + static_cast<float>(titleSize) * 0.6f);

  for (const TextLine& line : pages_[static_cast<std::size_t>(page_)]) {
    auto& l = root_.emplace<scene::Label>(context_.fonts.regular, textSize_);
    l.setColour(ui::colours::text);
    l.setText(line.text);
    l.setPosition(textArea_.left, textArea_.top + line.y + lineHeight_ / 2.f);
  }

  const int total = static_cast<int>(pages_.size());
  const float buttonH = metrics_.buttonHeight;
  const float buttonsTop = panel_.top + panel_.height - pad - buttonH;
  auto& number = root_.emplace<scene::Label>(context_.fonts.regular, textSize_);
  number.setAlign(scene::Align::Centre);
  number.setColour(ui::colours::title);
  number.setText(total > 1 ? t.format("howto.page", {{"n", page_ + 1}, {"total", total}}) : "");
  number.setPosition(panel_.left + panel_.width / 2.f, buttonsTop - m - lineHeight_ / 2.f);

  const float colW = (panel_.width - 2 * pad - 2 * m) / 3.f;
  const auto button = [&](int column, const std::string& text) -> ui::Button& {
    auto& b = root_.emplace<ui::Button>(context_.fonts.bold, textSize_);
    b.place({panel_.left + pad + static_cast<float>(column) * (colW + m), buttonsTop, colW, buttonH});
    b.setText(text);
    return b;
  };
  previous_ = &button(0, t("howto.previous"));
  back_ = &button(1, t("menu.back"));
  next_ = &button(2, t("howto.next"));
  previous_->setEnabled(page_ > 0);
  next_->setEnabled(page_ + 1 < total);
  // The default action (Enter) is drawn in the accent colour: the next page, then back.
  next_->setAccent(page_ + 1 < total);
  back_->setAccent(page_ + 1 >= total);
}

void HowToPlayScreen::turn(int delta) {
  const int page = std::clamp(page_ + delta, 0, static_cast<int>(pages_.size()) - 1);
  if (page == page_) return;
  page_ = page;
  show();
}

void HowToPlayScreen::tap(sf::Vector2f point) {
  if (previous_ && previous_->contains(point) && previous_->enabled()) return turn(-1);
  if (next_ && next_->contains(point) && next_->enabled()) return turn(1);
  if (back_ && back_->contains(point)) context_.screens.pop();
}

void HowToPlayScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  if (key == K::Escape || key == K::BackSpace) return context_.screens.pop();
  if (key == K::Left || key == K::Up || key == K::PageUp) return turn(-1);
  if (key == K::Right || key == K::Down || key == K::PageDown || key == K::Space) return turn(1);
  if (key == K::Enter) {
    if (page_ + 1 < static_cast<int>(pages_.size())) return turn(1);
    context_.screens.pop();
  }
}

void HowToPlayScreen::draw(sf::RenderTarget& target) const { target.draw(root_); }

}  // namespace bizon::screens
