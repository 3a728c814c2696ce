// Statistics of the history per seat (sets won, SP per game, Bizon how often and how well, best and worst set) and a plot of SP across sets.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "history/HistoryStatistics.h"
#include "screens/AnalysisJob.h"
#include "screens/Page.h"

namespace bizon::screens {

class StatisticsScreen : public Page {
 public:
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
  void addPlot(sf::FloatRect area);
  // Switches the plot between the SP and your accuracy (analysed in the background).
  void toggleAccuracy();
  struct Line {
    std::string name;
    sf::Color colour;
    std::vector<double> values;  // one per set, oldest first
  };
  // A plot of lines over the sets, values from low to high with a tick every step; `empty` is
  // said when there is nothing to draw.
  void addChart(sf::FloatRect area, const std::string& title, const std::string& unit, const std::vector<Line>& lines,
                int low, int high, int step, const std::string& empty);

  // Accuracy is plotted for this many of the most recent sets at most: each set not yet analysed
  // takes a few seconds of a worker.
  static constexpr std::size_t accuracySets = 30;

  std::optional<SetOrigin> origin_;  // none: every set
  HistoryStatistics stats_;
  bool accuracy_ = false;
  std::unique_ptr<AnalysisJob> job_;
  std::vector<std::string> jobIds_;  // the sets job_ analyses
  int shownPercent_ = -1;
};

}  // namespace bizon::screens
