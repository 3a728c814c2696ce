#include "screens/SetSheetScreen.h"

#include <algorithm>
#include <cmath>

#include "Marks.h"
#include "scene/TextWrap.h"
#include "screens/HistoryTexts.h"
#include "ui/MarkStyle.h"
#include "screens/ReviewScreen.h"
#include "ui/ScoreExplanation.h"

namespace bizon::screens {

SetSheetScreen::SetSheetScreen(Context& context, std::string id, std::shared_ptr<table::HardInYourSeat> other)
    : Page(context), id_(std::move(id)) {
  if (context_.history)
    if (const SetSummary* s = context_.history->find(id_)) summary_ = *s;
  if (!summary_ || summary_->gamesPlayed() == 0) return;
  analysis_ = std::make_shared<AnalysisJob>(context_.history->directory(), std::vector<std::string>{id_}, ownSeat(summary_->metadata));
  if (const auto date = summary_->metadata.daily)
    other_ = other ? std::move(other) : std::make_shared<table::HardInYourSeat>(*date);
}

void SetSheetScreen::update(float) {
  if (other_ && !compared_ && other_->scores()) {
    compared_ = true;
    rebuild();
  }
  if (!analysis_) return;
  const int percent = analysis_->percent();
  if (percent != shownPercent_) {
    shownPercent_ = percent;
    rebuild();
  }
}

std::string SetSheetScreen::analysisLine() const {
  const Texts& t = context_.texts;
  if (!analysis_) return {};
  if (!analysis_->done())
    return t.format("analysis.progress", {{"percent", analysis_->percent()}});
  const auto games = analysis_->result(0);
  if (!games) return t("analysis.failed");
  const AnalysisSummary s = summarize(*games);
  std::vector<std::string> marks;
  if (s.marks[1] > 0) marks.push_back(t.plural("count.inaccuracies", s.marks[1]));
  if (s.marks[2] > 0) marks.push_back(t.plural("count.mistakes", s.marks[2]));
  if (s.marks[3] > 0) marks.push_back(t.plural("count.blunders", s.marks[3]));
  return t.format("analysis.summary",
                  {{"accuracy", t.format("format.percent", {{"value", static_cast<int>(std::lround(s.accuracy))}})},
                   {"marks", marks.empty() ? t("analysis.no_mistakes") : t.list(marks)},
                   {"sp", t.decimal(s.costSp, 1)}});
}

std::string SetSheetScreen::dailyLine() const {
  const Texts& t = context_.texts;
  if (!other_) return {};
  if (!compared_) return t("daily.hard_playing");
  std::vector<PerSeat<int>> yours;
  for (const GameSummary& game : summary_->games) yours.push_back(game.sp);
  return dailyComparison(t, table::sideBySide(yours, *other_->scores()), true).front();
}

void SetSheetScreen::build() {
  // A set played online names the people in their chairs, yours "You".
  if (summary_) context_.texts.nameSeats(chairNames(context_.texts, summary_->metadata));
  buildSheet();
  context_.texts.nameSeats({});
}

void SetSheetScreen::buildSheet() {
  const Texts& t = context_.texts;
  ScreenStack& screens = context_.screens;
  if (!summary_) {
    float top = addTitle(t("history.title"));
    addLabel(t.format("history.load_failed", {{"problem", id_}}), textSize(), {size_.x / 2.f, top + 40.f},
             ui::colours::notice, scene::Align::Centre);
    addBar({{t("common.close"), [&screens] { screens.pop(); }, false}});
    return;
  }
  selected_ = std::clamp(selected_, 0, std::max(0, summary_->gamesPlayed() - 1));
  const float top = addHeader();
  const float bottom = addFooter();
  const Grid grid = measureGrid({margin(), top, size_.x - 2 * margin(), bottom - top});
  addPanel(grid.area, ui::colours::panel, ui::colours::panelEdge, 8.f);
  // Rows only where 15 of them fit at 44 px each; otherwise columns, in bands if need be.
  const float m = margin();
  if (portrait() && (grid.area.height - m) / static_cast<float>(grid.games + 2) >= 44.f) addRows(grid);
  else addColumns(grid);
}

float SetSheetScreen::addHeader() {
  const Texts& t = context_.texts;
  const SetSummary& set = *summary_;
  const float m = margin();
  float top = addTitle(formatDate(t, set.metadata.started));
  std::string result = set.finished() ? resultHeadline(t, set.winners(), ownSeat(set.metadata)) : unfinishedText(t, set.metadata);
  result += "  ·  " + t.plural("count.games_played", set.gamesPlayed());
  // Upright (a phone), the brief words: the whole line would not fit even at the least text size.
  if (const std::string online = onlineText(t, set.metadata, portrait()); !online.empty()) result += "  ·  " + online;
  if (const std::string taken = takeBacksText(t, set.metadata); !taken.empty()) result += "  ·  " + taken;
  if (const std::string kind = kindText(t, set.metadata, portrait()); !kind.empty()) result += "  ·  " + kind;
  auto& headline = addLabel(result,
                            textSize(), {size_.x / 2.f, top + static_cast<float>(textSize()) * 0.6f}, ui::colours::text,
                            scene::Align::Centre, true);
  fit(headline, size_.x - 2 * m);
  top += static_cast<float>(textSize()) * 1.8f;
  for (const std::string& line : {analysisLine(), dailyLine()}) {
    if (line.empty()) continue;
    auto& a = addLabel(line, smallSize(), {size_.x / 2.f, top}, ui::colours::dim, scene::Align::Centre);
    fit(a, size_.x - 2 * m);
    top += static_cast<float>(smallSize()) * 1.4f;
  }
  if (!error_.empty()) {
    auto& e = addLabel(error_, smallSize(), {size_.x / 2.f, top + static_cast<float>(smallSize()) * 0.6f},
                       ui::colours::notice, scene::Align::Centre);
    fit(e, size_.x - 2 * m);
    top += static_cast<float>(smallSize()) * 1.8f;
  }
  return top;
}

float SetSheetScreen::addFooter() {
  const Texts& t = context_.texts;
  ScreenStack& screens = context_.screens;
  const int played = summary_->gamesPlayed();
  std::function<void()> reviewSelected;
  if (played > 0) reviewSelected = [this] { review({selected_, 0}); };
  float bottom = addBar({{played > 0 ? t.format("history.review_game", {{"n", selected_ + 1}}) : t("history.review_set"),
                          reviewSelected, true},
                         {t("common.close"), [&screens] { screens.pop(); }, false}});
  // Each legend in as many lines as the width needs (on a phone they once ran off both edges).
  const float small = static_cast<float>(smallSize());
  const auto legend = [&](const std::string& text, float below) {
    const auto lines = scene::wrapText(text, context_.fonts.regular, smallSize(), size_.x - 2 * margin());
    for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
      addLabel(*line, smallSize(), {size_.x / 2.f, bottom - small * 0.6f}, ui::colours::dim, scene::Align::Centre);
      bottom -= small * 1.3f;
    }
    bottom -= small * (below - 1.3f);
  };
  if (analysis_ && analysis_->done()) legend(t("analysis.legend"), 1.5f);
  legend(t("history.sheet_legend"), 1.8f);
  return bottom;
}

SetSheetScreen::Grid SetSheetScreen::measureGrid(sf::FloatRect area) const {
  const Texts& t = context_.texts;
  const float m = margin();
  Grid grid;
  grid.area = area;
  grid.games = summary_->metadata.options.games;
  grid.played = summary_->gamesPlayed();
  scene::Label probe(context_.fonts.bold, textSize());
  for (Seat s : allSeats) {
    probe.setText(t.seat(s));
    grid.nameW = std::max(grid.nameW, probe.size().x);
  }
  grid.nameW += m * 1.5f;
  probe.setText(t("history.sheet_total"));
  grid.totalW = std::max(probe.size().x, static_cast<float>(textSize()) * 3.f) + m;
  probe.setText(t.format("history.game", {{"n", grid.games}}));
  grid.gameLabelW = probe.size().x + m * 1.5f;
  grid.worst.assign(static_cast<std::size_t>(std::max(grid.games, grid.played)), Mark::Fine);
  if (const auto analysed = analysis_ && analysis_->done() ? analysis_->result(0) : std::nullopt)
    for (const GameAnalysis& g : *analysed)
      for (const DecisionAnalysis& d : g.decisions) {
        Mark& worst = grid.worst[static_cast<std::size_t>(g.game)];
        worst = std::max(worst, markOf(d));
      }
  return grid;
}

void SetSheetScreen::addCell(const Grid& grid, int g, Seat s, sf::FloatRect r) {
  const unsigned size = textSize();
  const sf::Vector2f centre{r.left + r.width / 2.f, r.top + r.height / 2.f};
  if (g >= grid.played) {
    addLabel("\xC2\xB7", size, centre, ui::colours::dim, scene::Align::Centre);
    return;
  }
  const GameSummary& game = summary_->games[static_cast<std::size_t>(g)];
  if (game.bizon == s)
    addPanel({r.left + 3.f, r.top + 2.f, r.width - 6.f, r.height - 4.f}, ui::colours::bizonCell, ui::colours::title, 4.f);
  const int sp = game.sp[s];
  addLabel(ui::signedSp(sp), size, centre, sp > 0 ? ui::colours::gain : sp < 0 ? ui::colours::loss : ui::colours::dim,
           scene::Align::Centre, game.bizon == s);
  // Your worst decision of the game, as chess marks it: ?! ? ??
  const Mark worst = grid.worst[static_cast<std::size_t>(g)];
  if (s == ownSeat(summary_->metadata) && worst != Mark::Fine)
    addLabel(ui::markGlyph(context_.texts, worst), smallSize(),
             {r.left + r.width - 4.f, r.top + 2.f + static_cast<float>(smallSize()) * 0.5f}, ui::markColour(worst),
             scene::Align::Right, true);
}

void SetSheetScreen::addTotal(Seat s, sf::FloatRect r) {
  addLabel(std::to_string(summary_->totals()[s]), textSize(), {r.left + r.width / 2.f, r.top + r.height / 2.f},
           summary_->winners()[s] ? ui::colours::title : ui::colours::text, scene::Align::Centre, true);
}

void SetSheetScreen::addGameTarget(const Grid& grid, int g, sf::FloatRect r) {
  if (g >= grid.played) return;
  if (g == selected_) addPanel(r, ui::colours::selected, sf::Color::Transparent, 5.f);
  addTarget(r, [this, g] {
    if (g == selected_) review({g, 0});
    else select(g);
  });
}

void SetSheetScreen::addColumns(const Grid& grid) {
  const Texts& t = context_.texts;
  const float m = margin();
  const unsigned size = textSize();
  const sf::FloatRect& area = grid.area;
  const int games = grid.games;
  int bands = 1;
  const auto colW = [&](int b) {
    return (area.width - m - grid.nameW - grid.totalW) / static_cast<float>((games + b - 1) / b);
  };
  while (bands < 3 && colW(bands) < std::max(48.f, static_cast<float>(size) * 2.6f)) ++bands;
  const int perBand = (games + bands - 1) / bands;
  const float col = colW(bands);
  const float bandH = std::min((area.height - m) / static_cast<float>(bands) - m, static_cast<float>(size) * 2.4f * 4.f);
  const float rowH = bandH / 4.f;
  const float blockH = static_cast<float>(bands) * (bandH + m) - m;
  float y = area.top + std::max(m / 2.f, (area.height - blockH) / 2.f);
  for (int b = 0; b < bands; ++b, y += bandH + m) {
    const float x0 = area.left + m / 2.f;
    for (int k = 0; k < perBand; ++k) {
      const int g = b * perBand + k;
      if (g >= games) break;
      const sf::FloatRect column{x0 + grid.nameW + static_cast<float>(k) * col, y, col, bandH};
      addGameTarget(grid, g, column);
      addLabel(std::to_string(g + 1), size, {column.left + col / 2.f, y + rowH / 2.f}, ui::colours::title,
               scene::Align::Centre, true);
      for (Seat s : allSeats) addCell(grid, g, s, {column.left, y + rowH * static_cast<float>(index(s) + 1), col, rowH});
    }
    for (Seat s : allSeats)
      addLabel(t.seat(s), size, {x0 + m / 2.f, y + rowH * (static_cast<float>(index(s)) + 1.5f)}, ui::colours::text,
               scene::Align::Left, true);
    if (b == bands - 1) {
      const float tx = x0 + grid.nameW + static_cast<float>(perBand) * col;
      addLabel(t("history.sheet_total"), size, {tx + grid.totalW / 2.f, y + rowH / 2.f}, ui::colours::title,
               scene::Align::Centre, true);
      for (Seat s : allSeats) addTotal(s, {tx, y + rowH * static_cast<float>(index(s) + 1), grid.totalW, rowH});
    }
  }
}

void SetSheetScreen::addRows(const Grid& grid) {
  const Texts& t = context_.texts;
  const float m = margin();
  const unsigned size = textSize();
  const sf::FloatRect& area = grid.area;
  // A header of names, one row per game, the totals.
  const float rowH = std::min(std::max(44.f, static_cast<float>(size) * 2.4f),
                              (area.height - m) / static_cast<float>(grid.games + 2));
  const float labelW = grid.gameLabelW;
  const float col = (area.width - m - labelW) / 3.f;
  const float x0 = area.left + m / 2.f;
  float y = area.top + m / 2.f;
  for (Seat s : allSeats) {
    auto& l = addLabel(t.seat(s), size, {x0 + labelW + col * (static_cast<float>(index(s)) + 0.5f), y + rowH / 2.f},
                       ui::colours::title, scene::Align::Centre, true);
    fit(l, col - m / 2.f);
  }
  y += rowH;
  for (int g = 0; g < grid.games; ++g, y += rowH) {
    addGameTarget(grid, g, {x0, y, area.width - m, rowH});
    addLabel(t.format("history.game", {{"n", g + 1}}), size, {x0 + m / 2.f, y + rowH / 2.f}, ui::colours::title,
             scene::Align::Left, true);
    for (Seat s : allSeats) addCell(grid, g, s, {x0 + labelW + col * static_cast<float>(index(s)), y, col, rowH});
  }
  addLabel(t("history.sheet_total"), size, {x0 + m / 2.f, y + rowH / 2.f}, ui::colours::title, scene::Align::Left, true);
  for (Seat s : allSeats) addTotal(s, {x0 + labelW + col * static_cast<float>(index(s)), y, col, rowH});
}

void SetSheetScreen::select(int game) {
  if (!summary_ || summary_->gamesPlayed() == 0) return;
  selected_ = std::clamp(game, 0, summary_->gamesPlayed() - 1);
  rebuild();
}

bool SetSheetScreen::review(Moment at, bool toEnd, bool showHands, bool showAnalysis, bool throughToTable) {
  if (!context_.history || !summary_ || at.game < 0 || at.game >= summary_->gamesPlayed()) return false;
  try {
    StoredSet set = context_.history->loadSet(id_);
    auto review = std::make_unique<ReviewScreen>(context_, std::move(set), at, analysis_, toEnd, showHands, showAnalysis);
    if (throughToTable) review->closeScreensBelow(1);
    context_.screens.push(std::move(review));
    return true;
  } catch (const std::exception& e) {
    // A file damaged since the list was read: say so here rather than fail.
    error_ = context_.texts.format("history.load_failed", {{"problem", e.what()}});
    rebuild();
    return false;
  }
}

void SetSheetScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  switch (key) {
    case K::Escape: context_.screens.pop(); break;
    case K::Left:
    case K::Up: select(selected_ - 1); break;
    case K::Right:
    case K::Down: select(selected_ + 1); break;
    case K::Home: select(0); break;
    case K::End: select(summary_ ? summary_->gamesPlayed() - 1 : 0); break;
    case K::Enter: review({selected_, 0}); break;
    default: break;
  }
}

}  // namespace bizon::screens
