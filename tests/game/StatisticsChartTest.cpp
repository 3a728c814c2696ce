// Statistics' geometry without a window: a single set's bars carry its values where a line would be a dot, and the table of numbers never pushes a seat's column off its panel.
#include <catch2/catch.hpp>

#include "screens/StatisticsChart.h"

using namespace bizon::screens;

namespace {

bool inside(sf::FloatRect inner, sf::FloatRect outer) {
  return inner.left >= outer.left - 0.5f && inner.top >= outer.top - 0.5f &&
         inner.left + inner.width <= outer.left + outer.width + 0.5f &&
         inner.top + inner.height <= outer.top + outer.height + 0.5f;
}

}  // namespace

TEST_CASE("Statistics: one set draws a bar per seat from zero to its value, its value past the bar's end", "[stats]") {
  // The SP of one set at 360x640: You +12, Goat -2, Sheep +9 on a scale of -5 to 15.
  const ChartPlot plot{{40.f, 100.f, 300.f, 160.f}, -5, 15, 1};
  const std::vector<double> values{12, -2, 9};
  const auto bars = singleSetBars(plot, values, 11.f);
  REQUIRE(bars.size() == 3);
  for (std::size_t i = 0; i < bars.size(); ++i) {
    CAPTURE(i);
    CHECK(inside(bars[i].rect, plot.frame));
    CHECK(bars[i].up == (values[i] >= 0));
    // From the zero line to the value.
    const float end = bars[i].up ? bars[i].rect.top : bars[i].rect.top + bars[i].rect.height;
    const float start = bars[i].up ? bars[i].rect.top + bars[i].rect.height : bars[i].rect.top;
    CHECK(start == Approx(plot.y(0)));
    CHECK(end == Approx(plot.y(values[i])));
    // The value's text beyond the end, over its bar's middle.
    CHECK((bars[i].up ? bars[i].label.y < end : bars[i].label.y > end));
    CHECK(bars[i].label.x == Approx(bars[i].rect.left + bars[i].rect.width / 2.f));
    if (i > 0) CHECK(bars[i].rect.left > bars[i - 1].rect.left + bars[i - 1].rect.width);
  }
  // Wide enough to see, centred on the set's place.
  CHECK(bars[0].rect.width >= 11.f);
  CHECK((bars.front().rect.left + bars.back().rect.left + bars.back().rect.width) / 2.f == Approx(plot.x(0)));
  // Your accuracy alone, 0 to 100 %: one bar from the bottom.
  const ChartPlot accuracy{{40.f, 100.f, 300.f, 160.f}, 0, 100, 1};
  const auto one = singleSetBars(accuracy, {77.0}, 11.f);
  REQUIRE(one.size() == 1);
  CHECK(one[0].rect.top == Approx(accuracy.y(77)));
  CHECK(one[0].rect.top + one[0].rect.height == Approx(accuracy.y(0)));
  CHECK_FALSE(one[0].inside);
  // 98 %: past the bar's end would be over the frame (the legend's place): on the bar, in the frame.
  const auto high = singleSetBars(accuracy, {98.0}, 11.f);
  REQUIRE(high.size() == 1);
  CHECK(high[0].inside);
  CHECK(high[0].label.y - 11.f * 0.6f >= accuracy.frame.top);
  CHECK(high[0].label.y > high[0].rect.top);
  CHECK(high[0].label.y < high[0].rect.top + high[0].rect.height);
  // Two sets or more draw lines.
  CHECK(singleSetBars({{40.f, 100.f, 300.f, 160.f}, -5, 15, 2}, values, 11.f).empty());
}

TEST_CASE("Statistics: the seats' columns keep their width; the names wrap where both do not fit", "[stats]") {
  // French at 360 px: "Réussite en tant que Bizon" wants 160 px, a column "2 (13 %)" or "Mouton" 56.
  const NumberColumns tight = numberColumns(300.f, 160.f, 56.f);
  CHECK(tight.seat == Approx(56.f));
  CHECK(tight.name + 3.f * tight.seat == Approx(300.f));
  CHECK(tight.namesWrap);
  // Room for both: the seats share what the names leave.
  const NumberColumns wide = numberColumns(600.f, 160.f, 56.f);
  CHECK(wide.name == Approx(160.f));
  CHECK(wide.seat == Approx((600.f - 160.f) / 3.f));
  CHECK_FALSE(wide.namesWrap);
}
