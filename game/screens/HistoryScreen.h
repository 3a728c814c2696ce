// The list of past sets from the history, newest first, a page at a time: date, winner, SP per seat, games played.
#pragma once

#include <string>

#include "screens/Page.h"

namespace bizon::screens {

class HistoryScreen : public Page {
 public:
  // context.history must not be null.
  explicit HistoryScreen(Context& context);

  void key(sf::Keyboard::Key key) override;

  // The number of rows a page holds at this size (after the first resize).

 protected:
  void build() override;

 private:
  int count() const;
  // The set shown in row i of the list (0 is the newest).
  const SetSummary& setAt(int i) const;
  void select(int i);
  void open(int i);
  void turn(int pages);

  int selected_ = 0;
  int first_ = 0;  // the list's row at the top of the page
  int rows_ = 1;
  long long setAside_ = 0;  // files in the history's damaged folder
};

}  // namespace bizon::screens
