// The geometry of Statistics' charts and of its table of numbers, without drawing: where a chart's values go, the bars of a single set, the columns of the numbers.
#pragma once

#include <cstddef>
#include <vector>

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace bizon::screens {

// A chart's frame and scales: values from low to high upwards, n sets from left to right.
struct ChartPlot {
  sf::FloatRect frame;
  int low = 0, high = 0;
  std::size_t n = 0;
  float y(double value) const;
  float x(std::size_t set) const;  // one set lies in the middle
};

// With one set a line would be a dot: each series is a bar instead, side by side in the middle,
// from the axis's zero (or the nearest end of the scale) to its value, which is written past the
// bar's end (above a bar going up, below one going down), or inside the bar near its end where
// past it would leave the frame (where the legend is). None with two sets or more: they draw lines.
struct ChartBar {
  sf::FloatRect rect;
  sf::Vector2f label;  // the middle of the value's text
  bool up = true;
  bool inside = false;  // the label lies on the bar: written in the panel's dark green
};
std::vector<ChartBar> singleSetBars(const ChartPlot& plot, const std::vector<double>& values, float textHeight);

// The table of numbers' columns in `inner` px: each seat's column as wide as its widest value or
// name (`seatWanted`), the rows' names the rest up to `nameWanted`. Where both do not fit the names
// give way (they wrap), never the seats' columns, so none runs off the panel.
struct NumberColumns {
  float name = 0, seat = 0;
  bool namesWrap = false;
};
NumberColumns numberColumns(float inner, float nameWanted, float seatWanted);

}  // namespace bizon::screens
