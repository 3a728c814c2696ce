#include "screens/StatisticsChart.h"

#include <algorithm>
#include <cmath>

namespace bizon::screens {

float ChartPlot::y(double value) const {
  return frame.top + frame.height * static_cast<float>((high - value) / (high - low));
}

float ChartPlot::x(std::size_t set) const {
  return n == 1 ? frame.left + frame.width / 2.f
                : frame.left + frame.width * static_cast<float>(set) / static_cast<float>(n - 1);
}

std::vector<ChartBar> singleSetBars(const ChartPlot& plot, const std::vector<double>& values, float textHeight) {
  std::vector<ChartBar> bars;
  if (plot.n != 1 || values.empty()) return bars;
  // Bars a gap of half their width apart, together at most half the frame's width.
  const auto count = static_cast<float>(values.size());
  const float width = std::min(plot.frame.width / 2.f / (count * 1.5f - 0.5f), textHeight * 4.f);
  const float total = width * (count * 1.5f - 0.5f);
  const float left = plot.x(0) - total / 2.f;
  const double zero = std::clamp(0.0, static_cast<double>(plot.low), static_cast<double>(plot.high));
  for (std::size_t i = 0; i < values.size(); ++i) {
    const double v = std::clamp(values[i], static_cast<double>(plot.low), static_cast<double>(plot.high));
    const float a = plot.y(zero), b = plot.y(v);
    const bool up = v >= zero;
    // A value of zero still shows a sliver, so that its bar is seen.
    const float top = std::min(a, b), height = std::max(1.f, std::abs(a - b));
    const float x = left + static_cast<float>(i) * width * 1.5f;
    float labelY = up ? top - textHeight * 0.8f : top + height + textHeight * 0.8f;
    const float frameBottom = plot.frame.top + plot.frame.height;
    const bool inside = labelY - textHeight * 0.6f < plot.frame.top || labelY + textHeight * 0.6f > frameBottom;
    if (inside) labelY = up ? top + textHeight * 0.8f : top + height - textHeight * 0.8f;
    bars.push_back({{x, top, width, height}, {x + width / 2.f, labelY}, up, inside});
  }
  return bars;
}

NumberColumns numberColumns(float inner, float nameWanted, float seatWanted) {
  NumberColumns c;
  c.seat = std::max(seatWanted, (inner - nameWanted) / 3.f);
  c.name = inner - 3.f * c.seat;
  c.namesWrap = c.name < nameWanted;
  return c;
}

}  // namespace bizon::screens
