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
  // The columns: date, winner, each seat's SP, games played.
  static constexpr std::size_t columns = 6;
  using Row = std::array<std::string, columns>;
  // How a page's columns are set: the text size and each column's width (its padding `pad`
  // included). All on one line at the largest size from `textSize` down to 11 at which they fit
  // `room`; where none does, the winner's words go on a second line of the row, across it
  // (winnerBelow), and its column takes no width.
  struct Columns {
    unsigned size = 0;
    bool winnerBelow = false;
    std::array<float, columns> width{};
  };
  static Columns fitColumns(const Fonts& fonts, unsigned textSize, float pad, const Row& head,
                            const std::vector<Row>& cells, float room);
  // The column heads and a set's row; narrow (a phone's width, where the words do not fit): the
  // date in figures, "Games" for "Games played", an unfinished set played online only "Online".
  static Row header(const Texts& t, bool narrow);
  static Row rowOf(const Texts& t, const SetSummary& set, bool narrow);
  // A page of `sets` set out: the heads, the cells and their columns, the words narrow where that
  // keeps them on one line or larger.
  struct Table {
    Row head;
    std::vector<Row> cells;
    Columns columns;
  };
  static Table tableOf(const Fonts& fonts, const Texts& t, const std::vector<const SetSummary*>& sets, unsigned textSize,
                       float pad, float room);

  std::string_view name() const override { return "history"; }
  // context.history must not be null.
  explicit HistoryScreen(Context& context);

  void key(sf::Keyboard::Key key) override;

 protected:
  void build() override;

 private:
  // The line about files set aside or left alone, if any; returns the y below it.
  float addProblems(float top);
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
