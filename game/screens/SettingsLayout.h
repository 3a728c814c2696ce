// Where the settings screen puts each row (a setting's name on the left, its value's selector on the right), the deck's preview and Close, for any window.
#pragma once

#include <SFML/Graphics/Rect.hpp>

namespace bizon::screens {

class SettingsLayout {
 public:
  // `rows` settings, the row `previewRow` (or -1) with a strip of cards under its selector, the
  // row `helpRow` (or -1) with a line or two of words under it (the Level row's explanation).
  SettingsLayout(sf::Vector2f window, int rows, int previewRow, int helpRow = -1);

  unsigned textSize() const { return text_; }
  unsigned titleSize() const { return title_; }
  unsigned helpSize() const { return small_; }
  float margin() const { return margin_; }
  sf::FloatRect panel() const { return panel_; }
  sf::FloatRect title() const;
  // The whole row (its focus shows there), the name's place (up to two lines), the selector.
  sf::FloatRect row(int row) const;
  sf::FloatRect label(int row) const;
  sf::FloatRect selector(int row) const;
  // Inside the selector: its halves, tapped to step back and on; where ‹ and › are drawn at its
  // ends, and the value between them.
  sf::FloatRect back(int row) const;
  sf::FloatRect next(int row) const;
  sf::FloatRect backArrow(int row) const;
  sf::FloatRect nextArrow(int row) const;
  sf::FloatRect value(int row) const;
  sf::FloatRect preview() const;  // under the preview row's selector; empty without one
  sf::FloatRect help() const;     // under the help row, across it; empty without one or without room
  // Under the rows, or at the title's right where the rows need the height.
  sf::FloatRect close() const;

 private:
  float top(int row) const;

  unsigned text_, title_, small_;
  float margin_, rowH_, gap_, previewH_, helpH_, selectorW_, arrowW_;
  int previewRow_, helpRow_;
  bool closeBesideTitle_ = false;  // the rows take the height Close would have under them
  sf::FloatRect panel_;
  float rowsTop_;
};

}  // namespace bizon::screens
