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
#include "ui/TextField.h"

namespace bizon::screens {

// The dark veil over the whole window and a dialog's panel on it, as children of `root`.
void addVeilAndPanel(scene::Node& root, sf::Vector2f window, sf::FloatRect panel, float radius);

class Overlay : public Screen {
 public:
  explicit Overlay(Context& context);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  // A character typed into the focused field; Ctrl+V (its control character) pastes the clipboard.
  void text(char32_t c) override;
  bool typing() const override { return focused_ >= 0; }
  void update(float) override {}
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;
  bool opaque() const override { return false; }
  // Each button by its item's name, the greyed ones left out.
  std::vector<Target> targets() const override;
  // The panel's lines of text, as last built.
  const std::vector<std::string>& lines() const { return lines_; }

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
  // A headline to be read aloud across a room (a table's code): `em` times its usual size.
  void setHeadlineSize(float em) { headlineEm_ = em; }
  // A second line under the headline, smaller but still to be read aloud (a table's address).
  void setSubheadline(const std::string& text) { subheadline_ = text; }
  void setLines(std::vector<std::string> lines) { lines_ = std::move(lines); }
  void setItems(std::vector<Item> items) { items_ = std::move(items); }
  // The first `n` items go above the text fields (choices that fill them), the others below.
  void setItemsBeforeFields(std::size_t n) { itemsBeforeFields_ = n; }
  // Text fields above the buttons. What was typed in a field stays through rebuilds; `text` is
  // what a field shows when it first appears.
  struct Field {
    std::string name;   // for the tests, like an item's
    std::string label;  // above the box
    std::string text;
    std::size_t maxChars = 24;
    std::string placeholder;  // in the box while it is empty: what to type, as an example
  };
  void setFields(std::vector<Field> fields);
  // What is in the field of that name ("" if there is none).
  std::string fieldText(const std::string& name) const;
  // Puts `text` in the field of that name (a choice made elsewhere on the screen), and gives it
  // the keyboard.
  void setFieldText(const std::string& name, const std::string& text);
  void focusField(const std::string& name);
  void rebuild();
  virtual void onEscape() { context_.screens.pop(); }
  // Text pasted while a field has the keyboard: true if the screen took it whole (an invitation
  // link), false to type its first line into the field.
  virtual bool pasted(const std::string&) { return false; }

  Context& context_;

 private:
  // The buttons of the items [first, end) in `columns` columns across `area`, from its top; the
  // height they take.
  float addButtons(const ui::Metrics& metrics, sf::FloatRect area, int columns, std::size_t first, std::size_t end);
  // The fields down `area` from its top; the height they take.
  float addFields(const ui::Metrics& metrics, sf::FloatRect area);
  static float fieldHeight(const ui::Metrics& metrics) { return metrics.buttonHeight * 1.5f + metrics.margin; }
  void activate(std::size_t item);
  void paste();

  std::string title_;
  std::string headline_, subheadline_;
  float headlineScale_ = 1.f;
  float headlineEm_ = 1.f;
  std::vector<std::string> lines_;
  std::vector<Item> items_;
  std::size_t itemsBeforeFields_ = 0;
  sf::Vector2f size_{1280.f, 720.f};
  scene::Node root_;
  std::vector<ui::Button*> buttons_;
  std::vector<Field> fields_;  // their texts as typed
  std::vector<ui::TextField*> boxes_;
  int focused_ = -1;  // the field the keys type into
  int selected_ = -1;  // the keys' button; none shown until a key is pressed
};

}  // namespace bizon::screens
