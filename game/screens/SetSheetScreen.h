// One stored set's scoresheet: every game's SP per seat (the Bizon's framed), the totals and the winner; a game chosen here is reviewed on the table.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Marks.h"
#include "SetSummary.h"
#include "screens/AnalysisJob.h"
#include "screens/Page.h"
#include "session/HardInYourSeat.h"  // a daily deal's other table

namespace bizon::screens {

class SetSheetScreen : public Page {
 public:
  std::string_view name() const override { return "sheet"; }
  // The set `id` of context.history (which must not be null). A daily deal's sheet sets your seat
  // beside Hard's in it on the same deals: `other` is that play when one is already under way (the
  // table's, the set's end's); without it the sheet starts its own (Hard plays the same from the date).
  SetSheetScreen(Context& context, std::string id, std::shared_ptr<table::HardInYourSeat> other = nullptr);

  void key(sf::Keyboard::Key key) override;
  // Follows the analysis of your play in the background and shows it when it is done.
  void update(float dt) override;
  bool waiting() const override { return (analysis_ && shownPercent_ < 100) || (other_ && !compared_); }
  // Opens the review of the set at `at` (a played game, 0-based, and its moves made), sharing this
  // sheet's analysis job; false if the set cannot be loaded.
  // `throughToTable`: the sheet was opened only to hold this review (the coach's Review button), and
  // closing the review closes it too, back to the table.
  bool review(Moment at, bool toEnd = false, bool showHands = false, bool showAnalysis = false, bool throughToTable = false);

 protected:
  void build() override;

 private:
  void buildSheet();
  // The sizes of the scoresheet's grid in `area`, and your worst mark in each game.
  struct Grid {
    sf::FloatRect area;
    int games = 0, played = 0;
    float nameW = 0, totalW = 0, gameLabelW = 0;  // the seats' names, the totals, "Game 15" (rows)
    std::vector<Mark> worst;
  };
  // The title, the headline, the analysis and any error; returns the y below them.
  float addHeader();
  // The buttons and the legends at the bottom; returns the y above them.
  float addFooter();
  Grid measureGrid(sf::FloatRect area) const;
  // One column per game (in two or three bands when the window is narrow) or one row per game
  // (portrait); a game's whole column or row is its tap target.
  void addColumns(const Grid& grid);
  void addRows(const Grid& grid);
  void addCell(const Grid& grid, int game, Seat seat, sf::FloatRect r);
  void addTotal(Seat seat, sf::FloatRect r);
  void addGameTarget(const Grid& grid, int game, sf::FloatRect r);
  void select(int game);
  // One line under the headline: the analysis's progress, or the set's summary of your play.
  std::string analysisLine() const;
  // A daily deal's line under it: Hard still playing your seat, or both totals side by side.
  std::string dailyLine() const;

  std::string id_;
  std::optional<SetSummary> summary_;
  std::string error_;  // why the set cannot be reviewed, once a review failed
  int selected_ = 0;
  // Your decisions in this set, judged on a worker: one job for the sheet and its reviews.
  std::shared_ptr<AnalysisJob> analysis_;
  int shownPercent_ = -1;                  // the progress the page shows, to rebuild only on change
  std::shared_ptr<table::HardInYourSeat> other_;  // a daily deal's Hard in your seat
  bool compared_ = false;                         // its scores shown
};

}  // namespace bizon::screens
