// Statistics of the history per seat (sets won, SP per game, Bizon how often and how well, best and worst set) and a plot of SP across sets.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "history/HistoryStatistics.h"
#include "screens/AnalysisJob.h"
#include "screens/Page.h"
#include "screens/StatisticsChart.h"

namespace bizon::screens {

class StatisticsScreen : public Page {
 public:
  std::string_view name() const override { return "statistics"; }
  // context.history must not be null.
  // With accuracy, the plot shows your accuracy across sets rather than the SP.
  explicit StatisticsScreen(Context& context, bool accuracy = false);

  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  bool waiting() const override { return accuracy_ && job_ && shownPercent_ < 100; }

 protected:
  void build() override;

 private:
  void nextOrigin();
  void compute();
  // One row of the table of numbers: its name and a value per seat.
  struct Row {
    std::string name;
    std::array<std::string, 3> values;
  };
  std::vector<Row> tableRows() const;
  // The widest row name and the widest column (values and seat names) at a text size.
  std::pair<float, float> widths(const std::vector<Row>& rows, unsigned textPx) const;
  // The table of numbers in its panel, its text shrunk until it fits.
  void addNumbers(sf::FloatRect numbers, const std::vector<Row>& rows);
  void addPlot(sf::FloatRect area);
  // Switches the plot between the SP and your accuracy (analysed in the background).
  void toggleAccuracy();
  struct Line {
    std::string name;
    sf::Color colour;
    std::vector<double> values;  // one per set, oldest first
  };
  // A plot of lines over the sets (of bars with their values for a single set: singleSetBars),
  // values from low to high with a tick every step; `empty` is said when there is nothing to draw.
  void addChart(sf::FloatRect area, const std::string& title, const std::string& unit, const std::vector<Line>& lines,
                int low, int high, int step, const std::string& empty);
  void addBars(const ChartPlot& plot, const std::vector<Line>& lines);
  // A value as a bar of a single set says it: "+12 SP", "77 %".
  std::string valueText(double value) const;
  using Plot = ChartPlot;
  void addLegend(sf::FloatRect area, const std::vector<Line>& lines);  // each line's name in its colour
  void addValueAxis(const Plot& plot, int step);
  void addSetAxis(const Plot& plot);

  // Accuracy is plotted for this many of the most recent sets at most: each set not yet analysed
  // takes a few seconds of a worker.
  static constexpr std::size_t accuracySets = 30;

  std::optional<SetOrigin> origin_;  // none: every set
  bool withTakeBacks_ = true;        // the sets in which a decision was taken back counted too
  bool anyTakeBacks_ = false;        // the history holds such a set: the choice is offered
  bool anySimulated_ = false;        // the history holds sets the computer played alone: the origin is offered
  HistoryStatistics stats_;
  // The sets the charts show, oldest first: the finished ones, and the set in play (the newest of
  // the selection, not finished, with a game scored) last, as the scoresheet counts it.
  std::vector<SetPoint> plotted_;
  bool accuracy_ = false;
  std::unique_ptr<AnalysisJob> job_;
  std::vector<std::string> jobIds_;  // the sets job_ analyses
  int shownPercent_ = -1;
};

}  // namespace bizon::screens
