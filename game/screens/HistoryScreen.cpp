#include "screens/HistoryScreen.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <tuple>

#include "history/HistoryPaths.h"
#include "screens/HistoryTexts.h"
#include "session/SeatTurn.h"
#include "screens/SetSheetScreen.h"
#include "screens/StatisticsScreen.h"

namespace bizon::screens {

HistoryScreen::HistoryScreen(Context& context) : Page(context) {
  // The files set aside in the damaged folder, their reasons beside them.
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(HistoryPaths(context_.history->directory()).damaged(), error))
    if (!entry.path().string().ends_with(".reason.txt")) ++setAside_;
}

int HistoryScreen::count() const { return static_cast<int>(context_.history->sets().size()); }

const SetSummary& HistoryScreen::setAt(int i) const {
  const auto& sets = context_.history->sets();
  return sets[sets.size() - 1 - static_cast<std::size_t>(i)];
}

void HistoryScreen::build() {
  const Texts& t = context_.texts;
  const float m = margin();
  const float top = addProblems(addTitle(t("history.title")));
  const int n = count();
  // Each row a tap target of at least 44 px (the 2 px gap between rows is not part of it).
  const float rowH = std::max(46.f, std::round(static_cast<float>(textSize()) * 2.3f));
  // The list between the title and the bar, with the page line above the bar.
  const float bottom = size_.y - m - buttonHeight() - m;
  const float pageLineH = static_cast<float>(smallSize()) * 1.8f;
  const sf::FloatRect list{m, top, size_.x - 2 * m, bottom - top - pageLineH};
  const float headerH = static_cast<float>(smallSize()) * 2.2f;
  rows_ = std::max(1, static_cast<int>((list.height - headerH - m / 2.f) / rowH));
  first_ = std::clamp(first_, 0, std::max(0, n - 1));
  first_ -= first_ % rows_;
  // The bar: page back, page forward, statistics, close.
  ScreenStack& screens = context_.screens;
  Context& context = context_;
  addBar({
      {scene::utf8(sf::String(0x25C0u)), first_ > 0 ? std::function<void()>([this] { turn(-1); }) : nullptr, false},
      {scene::utf8(sf::String(0x25B6u)), first_ + rows_ < n ? std::function<void()>([this] { turn(1); }) : nullptr, false},
      {t("stats.title"), [&screens, &context] { screens.push(std::make_unique<StatisticsScreen>(context)); }, false},
      {t("common.close"), [&screens] { screens.pop(); }, false},
  });
  addPanel(list, ui::colours::panel, ui::colours::panelEdge, 8.f);
  if (n == 0) {
    addLabel(t("history.empty"), textSize(), {size_.x / 2.f, list.top + list.height / 2.f}, ui::colours::text,
             scene::Align::Centre);
    return;
  }
  const int pages = (n + rows_ - 1) / rows_;
  auto& page = addLabel(t.format("history.page", {{"n", first_ / rows_ + 1}, {"total", pages}}) + "  ·  " +
                            t.plural("count.sets", n),
                        smallSize(), {size_.x / 2.f, bottom - pageLineH / 2.f}, ui::colours::dim, scene::Align::Centre);
  fit(page, size_.x - 2 * m);
  addList(list, headerH, rowH);
}

float HistoryScreen::addProblems(float top) {
  // Files the store set aside (now or at an earlier start) or left alone: one short line.
  const HistoryStore& store = *context_.history;
  const auto& problems = store.problems();
  const auto alone = std::count_if(problems.begin(), problems.end(), [](const HistoryProblem& p) {
    return p.action == HistoryProblem::Action::LeftAlone;
  });
  const long long bad = setAside_ + alone;
  if (bad <= 0) return top;
  auto& l = addLabel(problemsLine(context_.texts, store, bad), smallSize(),
                     {size_.x / 2.f, top + static_cast<float>(smallSize()) * 0.7f}, ui::colours::notice,
                     scene::Align::Centre);
  fit(l, size_.x - 2 * margin());
  return top + static_cast<float>(smallSize()) * 1.6f;
}

HistoryScreen::Row HistoryScreen::header(const Texts& t, bool narrow) {
  return {t("history.column.date"), t("history.column.winner"), t.seat(Seat::You), t.seat(Seat::Goat),
          t.seat(Seat::Sheep), t(narrow ? "history.column.games" : "history.column.games_played")};
}

HistoryScreen::Row HistoryScreen::rowOf(const Texts& t, const SetSummary& s, bool narrow) {
  const PerSeat<int> totals = s.totals();
  // A set played online from another chair: yours in the first column, the others as your table
  // showed them (the records keep the real chairs). The columns are named for a set against Goat
  // and Sheep: who sat at a place whose column is named for another (a person, or Sheep at Goat's
  // place) is named beside the total, shorter where room is short.
  const Seat own = ownSeat(s.metadata);
  const PerSeat<std::string> names = placeNames(t, s.metadata);
  const auto total = [&](Seat place) {
    const std::string sp = std::to_string(totals[table::atPlace(place, own)]);
    if (place == Seat::You || names[place].empty()) return sp;
    return t.format("history.named_total", {{"name", shortName(names[place], narrow ? 4 : 10)}, {"sp", sp}});
  };
  std::string winner = s.finished() ? winnersText(t, s.winners(), chairNames(t, s.metadata)) : unfinishedText(t, s.metadata);
  if (const std::string taken = takeBacksText(t, s.metadata); !taken.empty()) winner += "  ·  " + taken;
  if (const std::string kind = kindText(t, s.metadata, narrow); !kind.empty()) winner += (narrow ? " · " : "  ·  ") + kind;
  // Where room is short an unfinished set played online says only that (its row is dim already).
  if (const std::string online = onlineText(t, s.metadata, narrow); !online.empty())
    winner = narrow && !s.finished() ? online : winner + (narrow ? " · " : "  ·  ") + online;
  return {formatDate(t, s.metadata.started, narrow), winner, total(Seat::You), total(Seat::Goat), total(Seat::Sheep),
          std::to_string(s.gamesPlayed())};
}

HistoryScreen::Columns HistoryScreen::fitColumns(const Fonts& fonts, unsigned textSize, float pad, const Row& head,
                                                 const std::vector<Row>& cells, float room) {
  Columns out;
  const auto measure = [&](unsigned size, bool winnerBelow) {
    scene::Label probe(fonts.regular, size);
    scene::Label boldProbe(fonts.bold, std::max(10u, size - 2));
    float sum = 0.f;
    for (std::size_t c = 0; c < columns; ++c) {
      float& w = out.width[c];
      w = 0.f;
      if (c == 1 && winnerBelow) {
        // Across the row: too wide there, too wide at this size.
        for (const auto& row : cells) {
          probe.setText(row[c]);
          if (probe.size().x > room - pad) sum = room + 1.f;
        }
        continue;
      }
      boldProbe.setText(head[c]);
      w = boldProbe.size().x;
      for (const auto& row : cells) {
        probe.setText(row[c]);
        w = std::max(w, probe.size().x);
      }
      w += pad;
      sum += w;
    }
    out.size = size;
    out.winnerBelow = winnerBelow;
    return sum;
  };
  // What is left widens the date and winner columns (the date's alone where the winner is below).
  const auto spread = [&](float sum) {
    const float share = out.winnerBelow ? 1.f : 0.5f;
    out.width[0] += (room - sum) * share;
    if (!out.winnerBelow) out.width[1] += (room - sum) * share;
    return out;
  };
  for (unsigned size = textSize; size >= 11; --size)
    if (const float sum = measure(size, false); sum <= room) return spread(sum);
  for (unsigned size = textSize; size > 10; --size)
    if (const float sum = measure(size, true); sum <= room) return spread(sum);
  // Narrower than any phone: every column alike, into its padding.
  const float sum = measure(10, true);
  for (float& w : out.width) w *= room / sum;
  return out;
}

HistoryScreen::Table HistoryScreen::tableOf(const Fonts& fonts, const Texts& t, const std::vector<const SetSummary*>& sets,
                                            unsigned textSize, float pad, float room) {
  const auto layOut = [&](bool narrow) {
    Table table{header(t, narrow), {}, {}};
    for (const SetSummary* s : sets) table.cells.push_back(rowOf(t, *s, narrow));
    table.columns = fitColumns(fonts, textSize, pad, table.head, table.cells, room);
    return table;
  };
  Table wide = layOut(false);
  if (!wide.columns.winnerBelow && wide.columns.size == textSize) return wide;
  // Narrow words (the date in figures …) before smaller ones or a second line.
  Table narrow = layOut(true);
  return !narrow.columns.winnerBelow || wide.columns.winnerBelow ? narrow : wide;
}

void HistoryScreen::addList(sf::FloatRect list, float headerH, float rowH) {
  const float m = margin();
  const float pad = m * 1.2f;
  // The cells of this page, then the columns' widths from what they hold.
  const int last = std::min(count(), first_ + rows_);
  std::vector<const SetSummary*> sets;
  for (int i = first_; i < last; ++i) sets.push_back(&setAt(i));
  const Table table = tableOf(context_.fonts, context_.texts, sets, textSize(), pad, list.width - m);
  const Row& head = table.head;
  const std::vector<Row>& cells = table.cells;
  const Columns& cols = table.columns;
  const unsigned size = cols.size;
  const auto& width = cols.width;
  std::array<float, columns> x{};
  float at = list.left + m / 2.f;
  for (std::size_t c = 0; c < columns; ++c) {
    x[c] = at;
    at += width[c];
  }
  // Numbers are centred in their columns, words start at the left.
  const auto place = [&](std::size_t c) { return c < 2 ? x[c] + pad / 2.f : x[c] + width[c] / 2.f; };
  const auto align = [](std::size_t c) { return c < 2 ? scene::Align::Left : scene::Align::Centre; };
  const float headerY = list.top + headerH / 2.f + m / 4.f;
  for (std::size_t c = 0; c < columns; ++c) {
    if (c == 1 && cols.winnerBelow) continue;
    auto& h = addLabel(head[c], std::max(10u, size - 2), {place(c), headerY}, ui::colours::title, align(c), true);
    fit(h, width[c] - pad / 2.f);
  }
  for (int i = first_; i < last; ++i) {
    const int r = i - first_;
    const sf::FloatRect rect{list.left + m / 2.f, list.top + headerH + static_cast<float>(r) * rowH,
                             list.width - m, rowH - 2.f};
    addPanel(rect, i == selected_ ? ui::colours::selected : ui::colours::row, sf::Color::Transparent, 5.f);
    addTarget(rect, [this, i] { open(i); });
    const Row& row = cells[static_cast<std::size_t>(r)];
    const bool unfinished = !setAt(i).finished();
    // Two lines where the winner is below: the date and numbers, then the winner across the row.
    const float firstY = rect.top + rect.height * (cols.winnerBelow ? 0.3f : 0.5f);
    for (std::size_t c = 0; c < columns; ++c) {
      const sf::Color colour = c == 1 && unfinished ? ui::colours::dim : ui::colours::text;
      const bool below = c == 1 && cols.winnerBelow;
      auto& l = addLabel(row[c], size, {below ? x[0] + pad / 2.f : place(c), below ? rect.top + rect.height * 0.72f : firstY},
                         colour, align(c), c == 1 && !unfinished);
      if (below) fit(l, rect.width - pad);
    }
  }
}

void HistoryScreen::select(int i) {
  const int n = count();
  if (n == 0) return;
  selected_ = std::clamp(i, 0, n - 1);
  if (selected_ < first_ || selected_ >= first_ + rows_) first_ = selected_ - selected_ % rows_;
  rebuild();
}

void HistoryScreen::turn(int pages) {
  const int n = count();
  if (n == 0) return;
  const int target = std::clamp(first_ + pages * rows_, 0, (n - 1) - (n - 1) % rows_);
  const int offset = selected_ - first_;
  first_ = target;
  selected_ = std::min(n - 1, first_ + offset);
  rebuild();
}

void HistoryScreen::open(int i) {
  if (i < 0 || i >= count()) return;
  selected_ = i;
  context_.screens.push(std::make_unique<SetSheetScreen>(context_, setAt(i).metadata.id));
}

void HistoryScreen::key(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  switch (key) {
    case K::Escape: context_.screens.pop(); break;
    case K::Up: select(selected_ - 1); break;
    case K::Down: select(selected_ + 1); break;
    case K::PageUp:
    case K::Left: turn(-1); break;
    case K::PageDown:
    case K::Right: turn(1); break;
    case K::Home: select(0); break;
    case K::End: select(count() - 1); break;
    case K::Enter: open(selected_); break;
    case K::S: context_.screens.push(std::make_unique<StatisticsScreen>(context_)); break;
    default: break;
  }
}

}  // namespace bizon::screens
