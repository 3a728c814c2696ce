// A dimmed overlay over the table with a title, lines of text (wrapped to the panel) and a column of buttons.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/Context.h"
#include "core/Screen.h"
#include "ui/Button.h"
#include "ui/Metrics.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "ui/Panel.h"

namespace bizon::screens {

// The dark veil over the whole window and a dialog's panel on it, as children of `root`.
void addVeilAndPanel(scene::Node& root, sf::Vector2f window, sf::FloatRect panel, float radius);

class Overlay : public Screen {
 public:
  explicit Overlay(Context& context);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float) override {}
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  bool opaque() const override { return false; }
  // Each button by its item's name, the greyed ones left out.
  std::vector<Target> targets() const override;

 protected:
  struct Item {
    std::string name;  // for the tests walking the menus: "new_set", "confirm", "cancel" …
    std::string text;
    std::function<void()> action;  // empty: shown greyed out
    bool accent = false;
  };
  // Called to (re)build the content, e.g. after the language changed.
  virtual void build() = 0;
  void setTitle(const std::string& title) { title_ = title; }
  // A line that stands out under the title (a result), drawn at `scale` of its size (an entrance).
  void setHeadline(const std::string& headline, float scale = 1.f) {
    headline_ = headline;
    headlineScale_ = scale;
  }
  void setLines(std::vector<std::string> lines) { lines_ = std::move(lines); }
  void setItems(std::vector<Item> items) { items_ = std::move(items); }
  void rebuild();
  virtual void onEscape() { context_.screens.pop(); }

  Context& context_;

 private:
  // The items' buttons in `columns` columns across `area`, from its top.
  void addButtons(const ui::Metrics& metrics, sf::FloatRect area, int columns);

  std::string title_;
  std::string headline_;
  float headlineScale_ = 1.f;
  std::vector<std::string> lines_;
  std::vector<Item> items_;
  sf::Vector2f size_{1280.f, 720.f};
  scene::Node root_;
  std::vector<ui::Button*> buttons_;
  int selected_ = -1;  // the keys' button; none shown until a key is pressed
};

}  // namespace bizon::screens
