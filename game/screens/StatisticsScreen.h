// Statistics of the history per seat (sets won, SP per game, Bizon how often and how well, best and worst set) and a plot of SP across sets.
#pragma once

#include <optional>

#include "history/HistoryStatistics.h"
#include "screens/Page.h"

namespace bizon::screens {

class StatisticsScreen : public Page {
 public:
  // context.history must not be null.
  explicit StatisticsScreen(Context& context);

  void key(sf::Keyboard::Key key) override;

 protected:
  void build() override;

 private:
  void nextOrigin();
  void compute();
  void addPlot(sf::FloatRect area);

  std::optional<SetOrigin> origin_;  // none: every set
  HistoryStatistics stats_;
};

}  // namespace bizon::screens
