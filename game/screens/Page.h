// A full-window screen of the history (list, scoresheet, statistics): metrics for any window size, a title, tappable targets and a bottom row of buttons.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/Context.h"
#include "ui/Metrics.h"
#include "ui/Theme.h"
#include "core/Screen.h"
#include "ui/Button.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "ui/Panel.h"

namespace bizon::screens {

class Page : public Screen {
 public:
  explicit Page(Context& context) : context_(context) {}

  void tap(sf::Vector2f point) override;
  void update(float) override {}
  void draw(sf::RenderTarget& target) const override { target.draw(root_); }
  void resize(sf::Vector2f size) override;

 // Where the buttons of a bar with these words go in a window of `size`: one row, each button
  // wide enough for its words at the text's size, or where the window is too narrow for that
  // (a phone), two rows (the first the fuller).
  static std::vector<sf::FloatRect> barPlaces(const sf::Font& bold, sf::Vector2f size, const std::vector<std::string>& texts);

 protected:
  struct BarButton {
    std::string text;
    std::function<void()> action;  // empty: greyed out
    bool accent = false;
  };
  // Rebuilds the whole scene for size_ (after a resize, a page turn, a choice).
  virtual void build() = 0;
  void rebuild() { resize(size_); }

  // The sizes of the moment: 1 at 1280×720.
  float scale() const { return metrics_.scale; }
  float margin() const { return metrics_.margin; }
  unsigned textSize() const { return metrics_.textSize; }
  unsigned smallSize() const { return metrics_.smallSize; }
  float buttonHeight() const { return metrics_.buttonHeight; }
  bool portrait() const { return size_.y > size_.x; }

  // The title at the top; returns the y below it.
  float addTitle(const std::string& title);
  // A row of buttons along the bottom (two rows where one would shrink their words); returns the
  // y above it.
  float addBar(const std::vector<BarButton>& buttons);
  scene::Label& addLabel(const std::string& text, unsigned size, sf::Vector2f at, sf::Color colour,
                         scene::Align align = scene::Align::Left, bool bold = false);
  // Shrinks a label's text until it is at most width wide (never under 10 px).
  static void fit(scene::Label& label, float width);
  ui::Panel& addPanel(sf::FloatRect rect, sf::Color fill, sf::Color outline = sf::Color::Transparent,
                         float radius = 6.f);
  // A tappable area: taps inside it run action (buttons are added by addBar).
  void addTarget(sf::FloatRect rect, std::function<void()> action);

  Context& context_;
  sf::Vector2f size_{1280.f, 720.f};
  scene::Node root_;

 private:
  struct Target {
    sf::FloatRect rect;
    std::function<void()> action;
  };
  std::vector<Target> targets_;
  ui::Metrics metrics_{{1280.f, 720.f}};
};

}  // namespace bizon::screens
