#include "screens/ReviewScreen.h"

#include "scene/TextWrap.h"
#include "table/CoachWords.h"

#include <algorithm>
#include <cmath>

#include "scene/Label.h"
#include "screens/AnalysisTable.h"
#include "ui/Panel.h"
#include "ui/MarkStyle.h"
#include "ui/ScoreExplanation.h"
#include "table/CardPainter.h"
#include "table/Layout.h"
#include "session/SeatTurn.h"
#include "screens/HistoryTexts.h"
#include "ui/Theme.h"

namespace bizon::screens {

ReviewScreen::ReviewScreen(Context& context, StoredSet set, Moment at, std::shared_ptr<AnalysisJob> analysis, bool toEnd,
                           bool showHands, bool showAnalysis)
    : context_(context),
      metadata_(std::move(set.metadata)),
      own_(ownSeat(metadata_)),
      names_(placeNames(context.texts, metadata_)),
      steps_(set.games, at.game),
      table_(context, table::TableModel(metadata_.options.games)),
      showHands_(showHands),
      analysis_(std::move(analysis)),
      showAnalysis_(showAnalysis) {
  table_.box().setHeaderVisible(false);
  table_.setSeating({placeFaces(metadata_), {}});
  panel_ = &root_.emplace<scene::Node>();
  panel_->setZ(650.f);
  for (auto& b : buttons_) {
    b = &root_.emplace<ui::Button>(context_.fonts.bold, 16);
    b->setZ(700.f);
  }
  jumpTo(toEnd ? steps_.count() : at.move);
}

const GameAnalysis* ReviewScreen::analysis() const { return game_ ? &*game_ : nullptr; }

const DecisionAnalysis* ReviewScreen::decisionHere() const {
  const GameAnalysis* a = analysis();
  if (!a || steps_.atEnd()) return nullptr;
  return a->decisionAt(steps_.record(), steps_.moment().move);
}

void ReviewScreen::toggleAnalysis() {
  showAnalysis_ = !showAnalysis_;
  refresh();
}

sf::FloatRect ReviewScreen::worstButton(const table::Layout& layout) {
  const sf::FloatRect title = layout.communicationTitle();
  const sf::FloatRect menu = layout.menuButton();
  const float m = layout.margin();
  return {title.left, title.top + m / 2.f, title.width, menu.height};
}

std::vector<std::pair<int, double>> ReviewScreen::markedSteps() const {
  std::vector<std::pair<int, double>> marked;
  const GameAnalysis* a = analysis();
  if (!a) return marked;
  // A decision's step is its moment's move, the one before its action.
  for (const DecisionAnalysis& d : a->decisions)
    if (markOf(d) != Mark::Fine) marked.emplace_back(moveOf(d, steps_.record()), d.costSp);
  std::sort(marked.begin(), marked.end());
  return marked;
}

bool ReviewScreen::toWorst() {
  const auto marked = markedSteps();
  // The costliest; the first of equals.
  const auto worst = std::max_element(marked.begin(), marked.end(),
                                      [](const auto& x, const auto& y) { return x.second < y.second; });
  if (worst == marked.end()) return false;
  jumpTo(worst->first);
  return true;
}

bool ReviewScreen::toMistake(int direction) {
  const auto marked = markedSteps();
  const int here = steps_.step();
  if (direction > 0) {
    const auto next = std::find_if(marked.begin(), marked.end(), [here](const auto& m) { return m.first > here; });
    if (next == marked.end()) return false;
    jumpTo(next->first);
  } else {
    const auto previous = std::find_if(marked.rbegin(), marked.rend(), [here](const auto& m) { return m.first < here; });
    if (previous == marked.rend()) return false;
    jumpTo(previous->first);
  }
  return true;
}

namespace {

// The mark, its cost and whether it is a close call: the analysis panel's heading.
std::string headingOf(const Texts& t, const DecisionAnalysis& d, Mark mark) {
  std::string heading = ui::markGlyph(t, mark) + " " + ui::markName(t, mark);
  if (d.costSp > 0) heading += "  " + t.format("analysis.cost", {{"sp", t.decimal(d.costSp, 2)}});
  if (closeCall(d)) heading += "  " + t("analysis.close_call");
  return heading;
}

}  // namespace

ReviewScreen::PanelShape ReviewScreen::panelShape(const table::Layout& layout, const std::function<int(unsigned, float)>& rows) {
  const float m = layout.margin();
  const auto bottomOf = [](const sf::FloatRect& r) { return r.top + r.height; };
  // The lowest it may reach: above the box's title row, where "Your worst decision" is.
  const float limit = worstButton(layout).top - m / 2.f;
  const sf::FloatRect area = layout.portrait() ? layout.tableArea() : layout.scoresheet();
  // Where it would rather end: under the latest trick in landscape (over the scoresheet and that
  // panel), at the limit in portrait, below the trick and the latest trick, over your hand.
  float wanted = limit;
  float clearTop = area.top;
  if (layout.portrait()) {
    clearTop = bottomOf(layout.latestTrick());
    for (Seat s : allSeats) clearTop = std::max(clearTop, bottomOf(layout.trickBox(s)));
    clearTop += m / 2.f;
  } else {
    wanted = std::min(limit, bottomOf(layout.latestTrick()));
  }
  // In landscape, where the column is too short for its rows even in small type, it widens to the
  // left over the table (fewer lines wrapped), up to 3.5 columns, below the menu's ✕ when that
  // is in the table's corner.
  const float right = area.left + area.width;
  const float widest = layout.portrait() ? area.width : std::min(area.width * 3.5f, right - layout.tableArea().left);
  const sf::FloatRect menu = layout.menuButton();
  float top = area.top;
  PanelShape shape;
  for (float width = area.width;; width = std::min(widest, width + area.width * 0.5f)) {
    if (width > area.width && menu.left + menu.width <= area.left) top = std::max(top, bottomOf(menu) + m / 2.f);
    const float room = limit - top;
    for (unsigned size = layout.smallTextSize();; --size) {
      const auto n = static_cast<float>(std::max(1, rows(size, width - 2.f * m)));
      const float s = static_cast<float>(size);
      const float rowH = std::min(s * 1.7f, std::max(s * 1.25f, (room - m) / n));
      shape = {{right - width, 0.f, width, std::ceil(rowH * n + m)}, size, rowH};
      if (shape.rect.height <= room || size <= layout.tinyTextSize()) break;
    }
    if (shape.rect.height <= room || width >= widest) break;
  }
  // The trick kept in sight in portrait where the rows leave it room.
  const float bottom = layout.portrait() && limit - shape.rect.height >= clearTop ? limit : wanted;
  shape.rect.top = std::clamp(bottom - shape.rect.height, top, std::max(top, limit - shape.rect.height));
  return shape;
}

// The panel's rows: the heading (the mark, its cost), the columns' heads, an option each, the reason.
void ReviewScreen::buildPanel() {
  panel_->clearChildren();
  const DecisionAnalysis* d = showAnalysis_ ? decisionHere() : nullptr;
  if (!d) return;
  const Texts& t = context_.texts;
  table::Layout layout(size_.x, size_.y);
  const float m = layout.margin();
  const Mark mark = markOf(*d);
  // Each option's own fact beside its value: in how many deals of ten it wins the game for you.
  const bool wins = d->options.front().spShares.has_value();
  const auto heading = [&](unsigned size, float width) { return scene::wrapText(headingOf(t, *d, mark), context_.fonts.bold, size, width); };
  const PanelShape shape = panelShape(layout, [&](unsigned size, float width) {
    return static_cast<int>(d->options.size() + 1 + heading(size, width).size() + reasonLines(*d, wins, size, width).size());
  });
  const unsigned size = shape.textSize;
  const float rowH = shape.rowHeight, width = shape.rect.width;
  const sf::Vector2f at{shape.rect.left, shape.rect.top};
  auto& back = panel_->emplace<ui::Panel>();
  back.setSize({width, shape.rect.height});
  // Opaque: it lies over the cards.
  back.setColours(ui::colours::solidPanel, ui::colours::panelEdge, 1.f);
  back.setPosition(at);

  AnalysisRows rows(*panel_, context_.fonts, size, rowH, at.y + m / 2.f + rowH / 2.f);
  for (const std::string& line : heading(size, width - 2.f * m)) {
    rows.add(line, at.x + m, ui::markColour(mark), scene::Align::Left, true);
    rows.next();
  }
  const OptionColumns columns(t, rows, at.x + m, at.x + width - m, m, wins, showHands_ && d->kind == DecisionKind::Play);
  columns.heads(rows, t, m);
  for (const OptionValue& o : d->options) {
    rows.next();
    if (o.choice == d->best) rows.band(at.x + m / 2.f, width - m);
    columns.option(rows, t, o, o.choice == d->best, o.choice == d->played, ui::markColour(mark));
  }
  for (const std::string& line : reasonLines(*d, wins, size, width - 2.f * m)) {
    rows.next();
    rows.add(line, at.x + m, ui::colours::text, scene::Align::Left);
  }
}

std::vector<std::string> ReviewScreen::reasonLines(const DecisionAnalysis& d, bool wins, unsigned size, float width) const {
  std::vector<std::string> lines = scene::wrapText(reasonHere(d), context_.fonts.regular, size, width);
  // Where the mark (on what you knew) and the cards as they lay disagree, both, plainly.
  if (const std::string exact = table::exactReason(context_.texts, d); !exact.empty())
    for (std::string& line : scene::wrapText(exact, context_.fonts.regular, size, width)) lines.push_back(std::move(line));
  if (wins)
    for (std::string& line : scene::wrapText(context_.texts("analysis.wins_note"), context_.fonts.regular, size, width))
      lines.push_back(std::move(line));
  return lines;
}

std::string ReviewScreen::reasonHere(const DecisionAnalysis& d) const {
  const GameAnalysis* a = analysis();
  for (const DecisionPoint& p : decisionsOf(steps_.record(), a ? a->seat : Seat::You))
    if (p.kind == d.kind && p.index == d.index) return table::decisionReason(context_.texts, p.view, d);
  return {};
}

void ReviewScreen::close() {
  for (int i = 0; i < closes_; ++i) context_.screens.pop();
}

void ReviewScreen::showNext() {
  if (scored_) return;  // the next game's events are not this review's
  context_.texts.nameSeats(names_);
  const auto event = table_.showNext(events_);
  context_.texts.nameSeats({});
  if (event) {
    if (const auto* e = std::get_if<GameScored>(&*event)) scored_ = e->score;
    refresh();
  }
}

void ReviewScreen::showPending() {
  // What is still moving lands first, so that every step starts from a still table.
  for (table_.finish(); !events_.empty() && !scored_; table_.finish()) showNext();
}

void ReviewScreen::forward() {
  if (steps_.atEnd()) return;
  showPending();
  EventQueue stepped;
  steps_.forward(stepped);
  take(stepped);
  refresh();
}

void ReviewScreen::back() {
  if (steps_.atStart()) return;
  steps_.back();
  setOut();
  refresh();
}

void ReviewScreen::jumpTo(int step) {
  const bool end = step >= steps_.count();
  // The scored game is shown by making its last move, so the table sees the score.
  steps_.jumpTo(end ? steps_.count() - 1 : step);
  setOut();
  if (end) {
    EventQueue stepped;
    steps_.forward(stepped);
    take(stepped);
    showPending();
  }
  refresh();
}

void ReviewScreen::setOut() {
  scored_.reset();
  events_.clear();
  EventQueue here;
  steps_.eventsHere(here);
  take(here);
  table_.jump(table::TableModel::shown(events_, metadata_.options.games));
  events_.clear();
}

void ReviewScreen::take(EventQueue& stepped) {
  while (!stepped.empty()) events_.push(table::onScreen(stepped.pop(), own_));
}

void ReviewScreen::toggleHands() {
  showHands_ = !showHands_;
  refresh();
}

std::string ReviewScreen::statusLine() const {
  const Texts& t = context_.texts;
  std::string line = t.format("review.title", {{"n", steps_.game() + 1}, {"total", metadata_.options.games}});
  const Game& g = steps_.current();
  const int step = steps_.step();
  if (steps_.atEnd()) return line;
  const auto bids = static_cast<int>(g.bids().size());
  // The first step chooses the packets, then bids, then cards.
  if (step <= 1 + bids && g.phase() != Phase::Playing) {
    line += "  ·  " + t("review.bidding");
  } else {
    const int tricks = static_cast<int>(g.tricks().size());
    // The trick being played, or the next one to be led once the last is taken.
    const int current = std::min(8, tricks + 1);
    line += "  ·  " + t.format("review.trick", {{"n", std::max(1, current)}, {"total", 8}});
  }
  line += "  ·  " + t.format("review.step", {{"n", step}, {"total", steps_.count()}});
  if (analysis_ && !analysis_->done()) {
    line += "  ·  " + t.format("analysis.progress", {{"percent", analysis_->percent()}});
  } else if (const DecisionAnalysis* d = decisionHere()) {
    const Mark mark = markOf(*d);
    line += "  ·  " + t.format("analysis.your_decision", {{"mark", ui::markGlyph(t, mark) + " " + ui::markName(t, mark)}});
  }
  return line;
}

void ReviewScreen::refresh() {
  // A set played online names the people in their chairs (the records keep the real chairs).
  context_.texts.nameSeats(names_);
  setOutWords();
  context_.texts.nameSeats({});
}

void ReviewScreen::setOutWords() {
  const Texts& t = context_.texts;
  table::Layout layout(size_.x, size_.y);
  const float m = layout.margin();
  // Back and Forward on one row, the hands and the analysis on the other, each button wide enough
  // for its words in every language; Close is the ✕ where the table has its menu button.
  const std::array<std::vector<Control>, 2> rows{std::vector<Control>{Back, Forward}, std::vector<Control>{Hands, Analysis}};
  for (int row = 0; row < 2; ++row) {
    const sf::FloatRect r = layout.buttonRow(row);
    const auto& controls = rows[static_cast<std::size_t>(row)];
    const float n = static_cast<float>(controls.size());
    const float w = (r.width - m * (n - 1.f)) / n;
    for (std::size_t k = 0; k < controls.size(); ++k) {
      ui::Button* b = buttons_[controls[k]];
      b->place({r.left + static_cast<float>(k) * (w + m), r.top, w, r.height});
      b->setTextSize(layout.textSize());
    }
  }
  buttons_[Back]->setText(t("review.step_back"));
  buttons_[Forward]->setText(t("review.step_forward"));
  buttons_[Hands]->setText(t(showHands_ ? "review.hide_hands" : "review.show_hands"));
  buttons_[Analysis]->setText(t(showAnalysis_ ? "analysis.hide" : "analysis.show"));
  buttons_[Analysis]->setEnabled(analysis() != nullptr);
  // On a touch screen (a phone, upright) no key is at hand: the keys N and P are buttons beside
  // the worst decision's, in words.
  const bool touch = layout.portrait();
  const bool jumps = touch && showAnalysis_ && !markedSteps().empty();
  const sf::FloatRect title = worstButton(layout);
  const float third = (title.width - 2.f * m) / 3.f;
  const std::array<Control, 3> titleRow{PreviousMistake, Worst, NextMistake};
  for (std::size_t k = 0; k < titleRow.size(); ++k) {
    ui::Button* b = buttons_[titleRow[k]];
    b->setVisible(titleRow[k] == Worst || jumps);
    b->place(jumps ? sf::FloatRect{title.left + static_cast<float>(k) * (third + m), title.top, third, title.height} : title);
    b->setTextSize(layout.textSize());
  }
  buttons_[Worst]->setText(t("review.worst"));
  buttons_[Worst]->setEnabled(!markedSteps().empty());
  buttons_[PreviousMistake]->setText(t("review.mistake_back"));
  buttons_[NextMistake]->setText(t("review.mistake_taps"));
  buttons_[Close]->place(layout.menuButton());
  buttons_[Close]->setTextSize(static_cast<unsigned>(layout.buttonHeight() * 0.45f));
  buttons_[Close]->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x2715))));  // ✕, a symbol, not a word
  buttons_[Back]->setEnabled(!steps_.atStart());
  buttons_[Forward]->setEnabled(!steps_.atEnd());
  buttons_[Forward]->setAccent(!steps_.atEnd());
  placeAgain(layout);
  table::StageLook look;
  look.handsFaceUp = showHands_;
  table_.setLook(look, 0.3f);
  // The story of the game, or once it is scored its GP and SP spelled out; then where we are.
  std::vector<table::BoxLine> lines;
  if (scored_) {
    for (std::string& line : ui::explainScore(t, *scored_)) lines.push_back({std::move(line)});
    // The game's summary of your play: how many decisions, what they cost, how accurate.
    if (const GameAnalysis* a = analysis(); a && !a->decisions.empty()) {
      const AnalysisSummary s = summarize(*a);
      std::vector<std::string> marks;
      if (s.marks[1] > 0) marks.push_back(t.plural("count.inaccuracies", s.marks[1]));
      if (s.marks[2] > 0) marks.push_back(t.plural("count.mistakes", s.marks[2]));
      if (s.marks[3] > 0) marks.push_back(t.plural("count.blunders", s.marks[3]));
      lines.push_back({t.format("analysis.game_summary",
                                {{"decisions", t.plural("count.decisions", s.decisions)},
                                 {"accuracy", t.format("format.percent", {{"value", static_cast<int>(std::lround(s.accuracy))}})},
                                 {"marks", marks.empty() ? t("analysis.no_mistakes") : t.list(marks)},
                                 {"sp", t.decimal(s.costSp, 1)}}),
                       table::BoxLine::Tone::Notice});
    }
  } else {
    lines = table_.story();
  }
  // With the analysis open, the keys that go from one marked decision to the next (their buttons on
  // a touch screen).
  if (showAnalysis_ && !markedSteps().empty() && !touch) lines.push_back({t("review.mistake_keys")});
  lines.push_back({statusLine(), table::BoxLine::Tone::Prompt});
  table_.refresh(lines, table::Awaiting::Nothing);
  buildPanel();
}

void ReviewScreen::placeAgain(const table::Layout& layout) {
  // Once the game is scored, stepping on has nothing left to show: its deal can be played again.
  buttons_[Forward]->setVisible(!steps_.atEnd());
  buttons_[Again]->setVisible(steps_.atEnd());
  buttons_[Again]->place(buttons_[Forward]->rect());
  buttons_[Again]->setTextSize(layout.textSize());
  buttons_[Again]->setText(context_.texts("review.play_again"));
  // Not from a table of friends, which is left from its menu first.
  const bool again = context_.history && !context_.screens.atFriendsTable();
  buttons_[Again]->setEnabled(again);
  buttons_[Again]->setAccent(again);
}

void ReviewScreen::tap(sf::Vector2f point) {
  if (buttons_[Back]->contains(point) && buttons_[Back]->enabled()) return back();
  if (buttons_[Forward]->contains(point) && buttons_[Forward]->enabled() && !steps_.atEnd()) return forward();
  if (buttons_[Again]->contains(point) && steps_.atEnd()) return void(playAgain());
  if (buttons_[Hands]->contains(point)) return toggleHands();
  if (buttons_[Analysis]->contains(point) && buttons_[Analysis]->enabled()) return toggleAnalysis();
  if (buttons_[Worst]->contains(point) && buttons_[Worst]->enabled()) return void(toWorst());
  if (buttons_[PreviousMistake]->contains(point)) return void(toMistake(-1));
  if (buttons_[NextMistake]->contains(point)) return void(toMistake(+1));
  if (buttons_[Close]->contains(point)) return close();
  table_.finish();  // a tap on the table lands what is moving
}

void ReviewScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  switch (key) {
    case K::Escape: close(); break;
    case K::Left:
    case K::BackSpace: back(); break;
    case K::Right:
    case K::Enter: forward(); break;
    case K::Space: table_.finish(); break;
    case K::Home: jumpTo(0); break;
    case K::End: jumpTo(steps_.count()); break;
    case K::H: toggleHands(); break;
    case K::A: toggleAnalysis(); break;
    case K::W: toWorst(); break;
    case K::N: toMistake(+1); break;
    case K::P: toMistake(-1); break;
    case K::R: playAgain(); break;
    default: break;
  }
}

bool ReviewScreen::playAgain() {
  if (!buttons_[Again]->enabled()) return false;
  context_.screens.newSet(NewTable::practice(metadata_.id, steps_.game()));
  return true;
}

void ReviewScreen::update(float dt) {
  table_.update(dt);
  showNext();
  // The analysis runs on its worker; the frame only looks how far it got.
  if (analysis_ && !game_) {
    const int percent = analysis_->percent();
    if (percent == 100)
      if (auto games = analysis_->result(0); games && steps_.game() < static_cast<int>(games->size()))
        game_ = (*games)[static_cast<std::size_t>(steps_.game())];
    if (percent != shownPercent_ || game_) {
      shownPercent_ = percent;
      refresh();
    }
  }
}

void ReviewScreen::draw(sf::RenderTarget& target) const {
  table_.draw(target);
  target.draw(root_);
}

void ReviewScreen::resize(sf::Vector2f size) {
  size_ = size;
  table_.resize(size);
  refresh();
}

}  // namespace bizon::screens
