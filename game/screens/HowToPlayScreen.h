// The "How to play" screen: the rules of Bizon and this table's controls, wrapped and paged to fit the window.
#pragma once

#include <string>
#include <vector>

#include "core/Context.h"
#include "ui/Metrics.h"
#include "core/Screen.h"
#include "ui/Button.h"
#include "scene/Node.h"

namespace bizon::screens {

// One line of a page, and its top as an offset from the top of the text area.
struct TextLine {
  std::string text;
  float y = 0.f;
};
using TextPage = std::vector<TextLine>;

// Lays paragraphs (already wrapped into lines) out on pages `height` tall: a gap between
// paragraphs, a paragraph that would not fit in what is left of a page starts the next one, and
// only a paragraph taller than a whole page is split. Never returns an empty list.
std::vector<TextPage> paginate(const std::vector<std::vector<std::string>>& paragraphs, float lineHeight,
                           float gap, float height);

class HowToPlayScreen : public Screen {
 public:
  std::string_view name() const override { return "howto"; }
  // The keys of the paragraphs, in order (howto.p1 …).
  static std::vector<std::string> paragraphKeys();

  // `page` is the page shown first, counted from 0 (the screenshot hook shows later ones).
  explicit HowToPlayScreen(Context& context, int page = 0);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float) override {}
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  bool opaque() const override { return false; }

 private:
  void layout();
  void show();
  void turn(int delta);

  Context& context_;
  int page_ = 0;
  sf::Vector2f size_{1280.f, 720.f};
  ui::Metrics metrics_{{1280.f, 720.f}};
  unsigned textSize_ = 17;
  float lineHeight_ = 24.f;
  sf::FloatRect panel_;
  sf::FloatRect textArea_;
  std::vector<TextPage> pages_;
  scene::Node root_;
  ui::Button* previous_ = nullptr;
  ui::Button* back_ = nullptr;
  ui::Button* next_ = nullptr;
};

}  // namespace bizon::screens
