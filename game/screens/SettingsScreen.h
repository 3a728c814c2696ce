// The settings, one row each: its name, and its value between ‹ and › (the language chosen from a list), with a few cards of the chosen deck.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/Context.h"
#include "core/Screen.h"
#include "scene/Node.h"
#include "screens/SettingsLayout.h"
#include "table/CardAtlas.h"

namespace bizon::screens {

class SettingsScreen : public Screen {
 public:
  std::string_view name() const override { return "settings"; }
  explicit SettingsScreen(Context& context);
  // A deck's name in the player's language: the painted deck's, and the installed decks' whose
  // names have words the tables translate; the others' own.
  static std::string deckTitle(const Texts& texts, const decks::DeckEntry& deck);

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float) override;
  void draw(sf::RenderTarget& target) const override { target.draw(root_); }
  void resize(sf::Vector2f size) override;
  bool opaque() const override { return false; }

 private:
  // A setting as a row shows it: its name, its value in words, how it steps (-1 back, +1 on) or
  // the list it is chosen from; without either it only reads (no audio device).
  struct Row {
    std::string label, value;
    std::function<void(int)> step{};
    std::function<void()> choose{};
  };
  std::vector<Row> rows();
  // A row stepping through `choices` (a value and the key of its words), round the end.
  template <class T, std::size_t N>
  Row choiceRow(const char* label, T& setting, const std::array<std::pair<T, const char*>, N>& choices);
  Row languageRow();
  Row deckRow();
  Row volumeRow();  // words alone without an audio device
  void rebuild();
  // A row's parts: its ground (the focus, or a hairline over it), its name (a line or two), its
  // value (in a selector with its ends, or words alone).
  void showGround(const SettingsLayout& layout, int row);
  void showName(const SettingsLayout& layout, int row);
  void showValue(const SettingsLayout& layout, int row);
  void changed();
  // The focused row's action by key: a step, the list, or Close (the row after the last).
  void act(int row, int direction);

  // The chosen deck's cards at the preview's size, rendered again when the deck or size changes.
  void showPreview(sf::FloatRect area);
  // The words under the Level row: what the level chosen means.
  void showHelp(const SettingsLayout& layout, const std::string& key);

  Context& context_;
  sf::Vector2f size_{1280.f, 720.f};
  std::vector<Row> rows_;
  int deckRow_ = -1;
  int levelRow_ = -1;  // explained under it in a line of words
  table::CardAtlas preview_;
  std::string previewed_;  // the deck, colours and size the preview was rendered for
  scene::Node root_;
  int focus_ = -1;  // the row the keys move through; none shown until a key is pressed
};

}  // namespace bizon::screens
