// The list of past sets from the history, newest first, a page at a time: date, winner, SP per seat, games played.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "screens/Page.h"

namespace bizon::screens {

class HistoryScreen : public Page {
 public:
  std::string_view name() const override { return "history"; }
  // context.history must not be null.
  explicit HistoryScreen(Context& context);

  void key(sf::Keyboard::Key key) override;

 protected:
  void build() override;

 private:
  // The columns: date, winner, each seat's SP, games played.
  static constexpr std::size_t columns = 6;
  using Row = std::array<std::string, columns>;
  // The line about files set aside or left alone, if any; returns the y below it.
  float addProblems(float top);
  // The column heads and a set's row; narrow (a phone's width, where the words do not fit): the
  // date in figures and "Games" for "Games played".
  Row header(bool narrow) const;
  Row rowOf(const SetSummary& set, bool narrow) const;
  // The text size at which the columns fit the room (or the smallest, 10, where they never do),
  // and whether they do; width receives the columns' widths at that size.
  std::pair<unsigned, bool> fitColumns(const Row& head, const std::vector<Row>& cells, float room,
                                       std::array<float, columns>& width) const;
  // The page's rows in `list`: the column heads, then a tappable row per set.
  void addList(sf::FloatRect list, float headerH, float rowH);
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
