#include "screens/StatisticsScreen.h"

#include "screens/StatisticsTexts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>
#include <utility>

#include "Marks.h"
#include "scene/TextWrap.h"

namespace bizon::screens {

namespace {

// The plot's lines: a strip of vertices for one seat.
class Polyline : public scene::Node {
 public:
  Polyline(std::vector<sf::Vector2f> points, sf::Color colour, float width) {
    // Each segment a thin quad, so the line keeps its width on any renderer.
    vertices_.setPrimitiveType(sf::Triangles);
    for (std::size_t i = 1; i < points.size(); ++i) {
      const sf::Vector2f a = points[i - 1], b = points[i];
      sf::Vector2f d = b - a;
      const float length = std::sqrt(d.x * d.x + d.y * d.y);
      if (length <= 0.f) continue;
      const sf::Vector2f n(-d.y / length * width / 2.f, d.x / length * width / 2.f);
      for (sf::Vector2f p : {a + n, b + n, b - n, a + n, b - n, a - n}) vertices_.append({p, colour});
    }
  }

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override {
    target.draw(vertices_, states);
  }

 private:
  sf::VertexArray vertices_;
};

class Rect : public scene::Node {
 public:
  Rect(sf::FloatRect r, sf::Color colour) : shape_({r.width, r.height}) {
    shape_.setPosition(r.left, r.top);
    shape_.setFillColor(colour);
  }

 protected:
  void drawCurrent(sf::RenderTarget& target, const sf::RenderStates& states) const override {
    target.draw(shape_, states);
  }

 private:
  sf::RectangleShape shape_;
};

// A step of 1, 2 or 5 times a power of ten giving about `ticks` ticks over range.
int niceStep(int range, int ticks) {
  const double raw = std::max(1.0, static_cast<double>(range) / ticks);
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double f : {1.0, 2.0, 5.0, 10.0})
    if (f * power >= raw) return static_cast<int>(f * power);
  return static_cast<int>(10 * power);
}

}  // namespace

StatisticsScreen::StatisticsScreen(Context& context, bool accuracy) : Page(context) {
  // Your own sets when there are any; otherwise everything the history holds.
  const auto& sets = context_.history->sets();
  const bool played = std::any_of(sets.begin(), sets.end(), [](const SetSummary& s) {
    return s.gamesPlayed() > 0 && isOf(s.metadata.origin, SetOrigin::Played);
  });
  if (played) origin_ = SetOrigin::Played;
  anySimulated_ = std::any_of(sets.begin(), sets.end(), [](const SetSummary& s) { return s.metadata.origin == SetOrigin::Simulated; });
  anyTakeBacks_ = std::any_of(sets.begin(), sets.end(), [](const SetSummary& s) { return s.metadata.takeBacks > 0; });
  compute();
  if (accuracy) toggleAccuracy();
}

void StatisticsScreen::compute() {
  const auto& sets = context_.history->sets();
  stats_ = computeStatistics(sets, origin_, withTakeBacks_);
  plotted_ = stats_.series;
  const SetSummary* inPlay = nullptr;
  for (const SetSummary& set : sets) {
    const bool selected = countedIn(set.metadata, origin_) && (withTakeBacks_ || set.metadata.takeBacks == 0);
    if (selected && !set.finished() && set.gamesPlayed() > 0 && (!inPlay || set.metadata.started > inPlay->metadata.started))
      inPlay = &set;
  }
  if (inPlay && (plotted_.empty() || inPlay->metadata.started > plotted_.back().started))
    plotted_.push_back({inPlay->metadata.id, inPlay->metadata.started, inPlay->totals()});
}

void StatisticsScreen::nextOrigin() {
  if (!origin_) origin_ = SetOrigin::Played;
  else if (*origin_ == SetOrigin::Played) origin_ = SetOrigin::Simulated;
  else origin_.reset();
  compute();
  if (accuracy_) {
    accuracy_ = false;
    return toggleAccuracy();  // the analysis of the new selection
  }
  rebuild();
}

void StatisticsScreen::build() {
  const Texts& t = context_.texts;
  const float m = margin();
  float top = addTitle(t("stats.title"));
  const char* originKey = !origin_ ? "stats.origin.all"
                          : *origin_ == SetOrigin::Played ? "stats.origin.played" : "stats.origin.simulated";
  std::vector<std::string> lines{summaryLine(t, t(originKey), stats_)};
  if (std::string levels = levelLine(t, context_.history->sets(), origin_, withTakeBacks_); !levels.empty())
    lines.push_back(std::move(levels));
  if (stats_.unfinishedGames > 0) lines.push_back(t.plural("stats.count_unfinished", stats_.unfinishedGames));
  lines.push_back(t("stats.counts_note"));
  // In a wide window the last two share a line.
  if (lines.size() == 3 && !portrait()) {
    lines[1] += "  ·  " + lines[2];
    lines.pop_back();
  }
  // Each line wrapped to the window (German's note is wider than a phone).
  for (const std::string& line : lines)
    for (const std::string& row : scene::wrapText(line, context_.fonts.regular, smallSize(), size_.x - 2 * m)) {
      addLabel(row, smallSize(), {size_.x / 2.f, top + static_cast<float>(smallSize()) * 0.5f}, ui::colours::dim,
               scene::Align::Centre);
      top += static_cast<float>(smallSize()) * 1.4f;
    }
  top += static_cast<float>(smallSize()) * 0.2f;
  ScreenStack& screens = context_.screens;
  // Each button says what a tap does, never what is shown now (the line above says that).
  const char* nextOriginKey = !origin_ ? "stats.show_origin.played"
                              : *origin_ == SetOrigin::Played ? "stats.show_origin.simulated" : "stats.show_origin.all";
  std::vector<BarButton> bar;
  // Sets the computer played alone (bizon simulate --save) are offered only when there are some.
  if (anySimulated_) bar.push_back({t(nextOriginKey), [this] { nextOrigin(); }, false});
  bar.push_back({t(accuracy_ ? "stats.show_sp" : "stats.show_accuracy"), [this] { toggleAccuracy(); }, false});
  if (anyTakeBacks_) {
    // Only offered once a set holds a take-back: without one the choice changes nothing.
    bar.push_back({t(withTakeBacks_ ? "stats.take_backs.with" : "stats.take_backs.without"), [this] {
                     withTakeBacks_ = !withTakeBacks_;
                     compute();
                     if (!accuracy_) return rebuild();
                     accuracy_ = false;
                     toggleAccuracy();  // the analysis of the new selection
                   }, false});
  }
  bar.push_back({t("common.close"), [&screens] { screens.pop(); }, false});
  const float bottom = addBar(bar);

  const std::vector<Row> rows = tableRows();
  // The table's natural width at full text size.
  const auto [fullNameW, fullColW] = widths(rows, textSize());
  const float naturalWidth = fullNameW + m + 3 * (fullColW + m);
  // The table of numbers: landscape on the left, portrait on top; the plot takes the rest.
  const sf::FloatRect area{m, top, size_.x - 2 * m, bottom - top};
  sf::FloatRect numbers = area, plot = area;
  if (portrait()) {
    numbers.height = std::min(area.height * 0.45f, static_cast<float>(textSize()) * 2.1f * 7.5f);
    plot.top = numbers.top + numbers.height + m;
    plot.height = area.height - numbers.height - m;
  } else {
    // As wide as the words need at full size, within reason.
    numbers.width = std::round(std::clamp(naturalWidth + 2 * m, area.width * 0.42f, area.width * 0.6f));
    plot.left = numbers.left + numbers.width + m;
    plot.width = area.width - numbers.width - m;
  }
  addPanel(numbers, ui::colours::panel, ui::colours::panelEdge, 8.f);
  addPanel(plot, ui::colours::panel, ui::colours::panelEdge, 8.f);
  addNumbers(numbers, rows);
  addPlot(plot);
}

std::vector<StatisticsScreen::Row> StatisticsScreen::tableRows() const {
  const Texts& t = context_.texts;
  const auto percent = [&t](int part, int whole) {
    if (whole <= 0) return t("stats.none");
    return t.format("format.percent", {{"value", static_cast<int>(std::lround(100.0 * part / whole))}});
  };
  const auto setTotal = [&t](const std::optional<SetScore>& s) {
    return s ? t.format("table.scoresheet.total", {{"sp", s->sp}}) : t("stats.none");
  };
  std::vector<Row> rows(6);
  rows[0].name = t("stats.sets_won");
  rows[1].name = t("stats.average_sp");
  rows[2].name = t("stats.times_bizon");
  rows[3].name = t("stats.bizon_success_rate");
  rows[4].name = t("stats.best_set");
  rows[5].name = t("stats.worst_set");
  for (Seat s : allSeats) {
    const SeatStatistics& st = stats_.seats[s];
    const auto i = static_cast<std::size_t>(index(s));
    rows[0].values[i] = stats_.sets > 0 ? std::to_string(st.setsWon) : t("stats.none");
    rows[1].values[i] = st.gamesPlayed > 0 ? t.decimal(st.averageSpPerGame, 2) : t("stats.none");
    rows[2].values[i] = st.gamesPlayed > 0 ? std::to_string(st.timesBizon) + " (" + percent(st.timesBizon, st.gamesPlayed) + ")"
                                           : t("stats.none");
    rows[3].values[i] = percent(st.bizonWins, st.timesBizon);
    rows[4].values[i] = setTotal(st.best);
    rows[5].values[i] = setTotal(st.worst);
  }
  return rows;
}

std::pair<float, float> StatisticsScreen::widths(const std::vector<Row>& rows, unsigned textPx) const {
  scene::Label probe(context_.fonts.regular, textPx), boldProbe(context_.fonts.bold, textPx);
  float nameW = 0, colW = 0;
  for (const Row& r : rows) {
    boldProbe.setText(r.name);
    nameW = std::max(nameW, boldProbe.size().x);
    for (const std::string& v : r.values) {
      probe.setText(v);
      colW = std::max(colW, probe.size().x);
    }
  }
  for (Seat s : allSeats) {
    boldProbe.setText(context_.texts.seat(s));
    colW = std::max(colW, boldProbe.size().x);
  }
  return {nameW, colW};
}

void StatisticsScreen::addNumbers(sf::FloatRect numbers, const std::vector<Row>& rows) {
  const float m = margin();
  // Column widths from the words; the text shrinks until the table fits its panel.
  unsigned size = textSize();
  float nameW = 0, colW = 0;
  for (;; --size) {
    std::tie(nameW, colW) = widths(rows, size);
    nameW += m;
    colW += m;
    // The names may take two lines (numberColumns): the text shrinks only until about half of the
    // longest name fits beside the seats' columns, and two lines fit a row.
    const bool wraps = nameW + 3 * colW > numbers.width - m;
    const bool tallEnough = !wraps || static_cast<float>(size) * 2.3f <= (numbers.height - m) / 7.f;
    if ((nameW * 0.55f + 3 * colW <= numbers.width - m && tallEnough) || size <= 10) break;
  }
  const NumberColumns columns = numberColumns(numbers.width - m, nameW, colW);
  nameW = columns.name;
  colW = columns.seat;
  const float rowH = std::min(static_cast<float>(size) * 2.4f, (numbers.height - m) / 7.f);
  const float x0 = numbers.left + m / 2.f;
  float y = numbers.top + m / 2.f + rowH / 2.f;
  for (Seat s : allSeats) {
    const float cx = x0 + nameW + colW * (static_cast<float>(index(s)) + 0.5f);
    addLabel(context_.texts.seat(s), size, {cx, y}, ui::colours::seat[index(s)], scene::Align::Centre, true);
  }
  for (const Row& r : rows) {
    y += rowH;
    root_.emplace<Rect>(sf::FloatRect{x0, y - rowH / 2.f, numbers.width - m, 1.f}, ui::colours::rule);
    // A name wider than its column takes two lines (French's "Réussite en tant que Bizon" on a phone).
    std::vector<std::string> name{r.name};
    if (columns.namesWrap) name = scene::wrapText(r.name, context_.fonts.bold, size, nameW - m / 2.f);
    if (name.size() > 2) name = {r.name};
    const float line = static_cast<float>(size) * 1.2f;
    for (std::size_t k = 0; k < name.size(); ++k) {
      const float dy = name.size() == 1 ? 0.f : (static_cast<float>(k) - 0.5f) * line;
      auto& label = addLabel(name[k], size, {x0 + m / 4.f, y + dy}, ui::colours::title, scene::Align::Left, true);
      fit(label, nameW - m / 2.f);
    }
    for (Seat s : allSeats) {
      const float cx = x0 + nameW + colW * (static_cast<float>(index(s)) + 0.5f);
      auto& v = addLabel(r.values[static_cast<std::size_t>(index(s))], size, {cx, y}, ui::colours::text, scene::Align::Centre);
      fit(v, colW - 4.f);
    }
  }
}

void StatisticsScreen::addPlot(sf::FloatRect area) {
  const Texts& t = context_.texts;
  if (!accuracy_) {
    std::vector<Line> lines;
    for (Seat seat : allSeats) {
      Line line{t.seat(seat), ui::colours::seat[index(seat)], {}};
      for (const SetPoint& p : plotted_) line.values.push_back(p.totals[seat]);
      lines.push_back(std::move(line));
    }
    int low = 0, high = 0;
    for (const SetPoint& p : plotted_)
      for (Seat seat : allSeats) {
        low = std::min(low, p.totals[seat]);
        high = std::max(high, p.totals[seat]);
      }
    const int step = niceStep(std::max(1, high - low), 5);
    low = static_cast<int>(std::floor(static_cast<double>(low) / step)) * step;
    high = std::max(low + step, static_cast<int>(std::ceil(static_cast<double>(high) / step)) * step);
    addChart(area, t("stats.plot_title"), t("history.column.sp"), lines, low, high, step, t("stats.no_sets"));
    return;
  }
  // Your accuracy in each analysed set (AnalysisJob), 0 to 100 %.
  Line line{t.seat(Seat::You), ui::colours::seat[index(Seat::You)], {}};
  std::string empty = t("stats.no_sets");
  if (job_ && !job_->done()) {
    empty = t.format("stats.analysing", {{"percent", job_->percent()}});
  } else if (job_) {
    for (std::size_t i = 0; i < job_->size(); ++i)
      if (auto games = job_->result(i)) line.values.push_back(summarize(*games).accuracy);
  }
  // The last set's accuracy in figures, rounded as the scoresheet rounds it: the same number there.
  const std::string title =
      line.values.empty() ? t("stats.accuracy_title")
                          : t.format("stats.accuracy_title_last",
                                     {{"accuracy", t.format("format.percent", {{"value", static_cast<int>(std::lround(line.values.back()))}})}});
  addChart(area, title, t("stats.accuracy_axis"), {line}, 0, 100, 25, empty);
}

void StatisticsScreen::addChart(sf::FloatRect area, const std::string& titleText, const std::string& unit,
                                const std::vector<Line>& lines, int low, int high, int step, const std::string& empty) {
  const float m = margin();
  const unsigned small = smallSize();
  const float s = static_cast<float>(small);
  auto& title = addLabel(titleText, small + 1, {area.left + area.width / 2.f, area.top + s}, ui::colours::title,
                         scene::Align::Centre, true);
  fit(title, area.width - m);
  addLegend(area, lines);
  const std::size_t n = lines.empty() ? 0 : lines.front().values.size();
  if (n == 0) {
    addLabel(empty, small, {area.left + area.width / 2.f, area.top + area.height / 2.f}, ui::colours::dim,
             scene::Align::Centre);
    return;
  }
  // The frame of the plot: room on the left for the value labels, below for the set numbers.
  scene::Label probe(context_.fonts.regular, small);
  probe.setText(std::to_string(low));
  float labelW = probe.size().x;
  probe.setText(std::to_string(high));
  labelW = std::max(labelW, probe.size().x);
  // The last set's number is centred under the right end: room for its half.
  probe.setText(std::to_string(n));
  const float right = probe.size().x / 2.f;
  const float left = area.left + m + labelW + m / 2.f;
  const Plot plot{{left, area.top + s * 4.f, area.left + area.width - m / 2.f - right - left,
                   area.height - s * 4.f - s * 3.6f},
                  low, high, n};
  const sf::FloatRect frame = plot.frame;
  if (frame.width < 20.f || frame.height < 20.f) return;
  addValueAxis(plot, step);
  addSetAxis(plot);
  addLabel(unit, small, {frame.left - m / 2.f, frame.top - s * 1.1f}, ui::colours::dim, scene::Align::Right, true);
  // One polyline per line; thousands of sets are thinned to about one point per pixel.
  if (n == 1) return addBars(plot, lines);
  const std::size_t stride = std::max<std::size_t>(1, n / static_cast<std::size_t>(std::max(1.f, frame.width)));
  for (const Line& line : lines) {
    std::vector<sf::Vector2f> points;
    for (std::size_t i = 0; i < n; i += stride) points.push_back({plot.x(i), plot.y(line.values[i])});
    if ((n - 1) % stride != 0) points.push_back({plot.x(n - 1), plot.y(line.values[n - 1])});
    if (points.size() == 1) points.push_back(points[0] + sf::Vector2f(1.f, 0.f));
    root_.emplace<Polyline>(std::move(points), line.colour, std::max(1.5f, 2.f * scale()));
  }
}

void StatisticsScreen::addBars(const ChartPlot& plot, const std::vector<Line>& lines) {
  std::vector<double> values;
  for (const Line& line : lines) values.push_back(line.values.front());
  const auto bars = singleSetBars(plot, values, static_cast<float>(smallSize()));
  for (std::size_t i = 0; i < bars.size(); ++i) {
    root_.emplace<Rect>(bars[i].rect, lines[i].colour);
    addLabel(valueText(values[i]), smallSize(), bars[i].label, bars[i].inside ? ui::colours::solidPanel : lines[i].colour,
             scene::Align::Centre, true);
  }
}

std::string StatisticsScreen::valueText(double value) const {
  const Texts& t = context_.texts;
  const int v = static_cast<int>(std::lround(value));
  if (accuracy_) return t.format("format.percent", {{"value", v}});
  return t.format("table.scoresheet.total", {{"sp", v}});
}

void StatisticsScreen::addLegend(sf::FloatRect area, const std::vector<Line>& lines) {
  // Each line's name in its colour, centred under the title.
  const float m = margin();
  const unsigned small = smallSize();
  float width = 0;
  std::vector<scene::Label*> names;
  for (const Line& line : lines) {
    auto& l = addLabel("\xE2\x80\x94 " + line.name, small, {0.f, area.top + static_cast<float>(small) * 2.6f},
                       line.colour, scene::Align::Left, true);
    names.push_back(&l);
    width += l.size().x + m;
  }
  float x = area.left + (area.width - width + m) / 2.f;
  for (scene::Label* l : names) {
    l->setPosition(std::round(x), l->getPosition().y);
    x += l->size().x + m;
  }
}

void StatisticsScreen::addValueAxis(const Plot& plot, int step) {
  // A line across at every step, brighter at zero, its value on the left; the axes over them.
  const float m = margin();
  const sf::FloatRect frame = plot.frame;
  for (int v = plot.low; v <= plot.high; v += step) {
    const float y = plot.y(v);
    root_.emplace<Rect>(sf::FloatRect{frame.left, std::round(y), frame.width, 1.f},
                        v == 0 ? ui::colours::zeroLine : ui::colours::gridLine);
    addLabel(std::to_string(v), smallSize(), {frame.left - m / 2.f, y}, ui::colours::dim, scene::Align::Right);
  }
  root_.emplace<Rect>(sf::FloatRect{frame.left, frame.top, 1.5f, frame.height}, ui::colours::axis);
  root_.emplace<Rect>(sf::FloatRect{frame.left, frame.top + frame.height, frame.width, 1.5f}, ui::colours::axis);
}

void StatisticsScreen::addSetAxis(const Plot& plot) {
  // The set numbers along the bottom: the first, the last and a few between.
  const float m = margin();
  const unsigned small = smallSize();
  const float s = static_cast<float>(small);
  const sf::FloatRect frame = plot.frame;
  const std::size_t n = plot.n;
  const int xStep = niceStep(static_cast<int>(n), 5);
  std::vector<std::size_t> marks{0};
  for (std::size_t i = static_cast<std::size_t>(xStep) - 1; i + 1 < n; i += static_cast<std::size_t>(xStep))
    if (i > 0) marks.push_back(i);
  if (n > 1) marks.push_back(n - 1);
  float lastRight = -1e9f;
  for (std::size_t k = 0; k < marks.size(); ++k) {
    const std::size_t i = marks[k];
    auto& l = addLabel(std::to_string(i + 1), small, {plot.x(i), frame.top + frame.height + s}, ui::colours::dim,
                       scene::Align::Centre);
    const float half = l.size().x / 2.f + m / 2.f;
    // Labels that would touch the previous one, or the last one, give way.
    const bool crowdsLast = k + 1 < marks.size() && plot.x(i) + half > plot.x(n - 1) - half;
    if (plot.x(i) - half < lastRight || crowdsLast) l.setVisible(false);
    else lastRight = plot.x(i) + half;
    root_.emplace<Rect>(sf::FloatRect{std::round(plot.x(i)), frame.top + frame.height, 1.f, s * 0.35f},
                        ui::colours::axis);
  }
  auto& xLabel = addLabel(context_.texts("stats.plot_x"), small,
                          {frame.left + frame.width / 2.f, frame.top + frame.height + s * 2.5f}, ui::colours::dim,
                          scene::Align::Centre);
  fit(xLabel, frame.width);
}

void StatisticsScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  if (key == K::Escape) context_.screens.pop();
  if (anySimulated_ && (key == K::O || key == K::Tab)) nextOrigin();
  if (key == K::A) toggleAccuracy();
}

void StatisticsScreen::toggleAccuracy() {
  accuracy_ = !accuracy_;
  if (accuracy_) {
    // Your most recent finished sets of the selection, analysed (or read back) on a worker.
    std::vector<std::string> ids;
    const std::size_t first = plotted_.size() > accuracySets ? plotted_.size() - accuracySets : 0;
    for (std::size_t i = first; i < plotted_.size(); ++i) ids.push_back(plotted_[i].id);
    if (!job_ || ids != jobIds_) {
      jobIds_ = ids;
      job_ = std::make_unique<AnalysisJob>(context_.history->directory(), std::move(ids));
      shownPercent_ = -1;
    }
  }
  rebuild();
}

void StatisticsScreen::update(float) {
  if (!accuracy_ || !job_) return;
  const int percent = job_->percent();
  if (percent != shownPercent_) {
    shownPercent_ = percent;
    rebuild();
  }
}

}  // namespace bizon::screens
