#include "table/CommunicationBox.h"

#include <algorithm>

#include "scene/TextWrap.h"
#include "table/CardPainter.h"
#include "ui/Theme.h"

namespace bizon::table {

namespace {

// Round 2's suit buttons, left to right; keys 1–4 press them in this order.
constexpr std::array<Suit, 4> buttonSuits{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};

Action suitAction(std::size_t k) { return static_cast<Action>(static_cast<int>(Action::Clubs) + static_cast<int>(k)); }

// The rows of buttons the lines leave room for: a lesson's page has one button.
// A scored game's one row leaves its lines the other row's height too (the count's sentence and
// the coach's word both fit on a phone).
int buttonRows(Awaiting awaiting) {
  return awaiting == Awaiting::Next || awaiting == Awaiting::Finish || awaiting == Awaiting::Keep ? 1 : 2;
}

// A button of the box as the decision awaited wants it.
struct Spec {
  Action action;
  std::string text;
  bool enabled = true;
  bool accent = false;
};

// Keep playing at its full size: where the others beside it would shrink its words, they go to the
// row above (a scored game's box has two).
void keepAtFullSize(std::vector<std::vector<Spec>>& rows, const Layout& layout, const sf::Font& bold) {
  if (rows.size() != 1 || rows[0].size() < 2 || layout.boxRows() < 2) return;
  const float n = static_cast<float>(rows[0].size());
  const float w = (layout.buttonRow(0).width - (n - 1.f) * layout.margin()) / n;
  const sf::Text words(sf::String::fromUtf8(rows[0][0].text.begin(), rows[0][0].text.end()), bold, layout.textSize());
  if (words.getLocalBounds().width <= w - 2.f * std::max(6.f, layout.buttonHeight() * 0.2f)) return;
  rows.emplace_back(rows[0].begin() + 1, rows[0].end());
  rows[0].resize(1);
}

}  // namespace

CommunicationBox::CommunicationBox(scene::Node& root, const Fonts& fonts) : fonts_(fonts) {
  panel_ = &root.emplace<ui::Panel>();
  ui::colours::stylePanel(*panel_);
  title_ = &root.emplace<scene::Label>(fonts.bold, 14);
  title_->setColour(ui::colours::title);
  for (int i = 0; i < 9; ++i) lines_.push_back(&root.emplace<scene::Label>(fonts.regular, 16));
  for (int i = 0; i < 7; ++i) {
    auto& b = root.emplace<ui::Button>(fonts.bold, 16);
    b.setZ(600.f);
    b.setVisible(false);
    buttons_.push_back(&b);
  }
  menu_ = &root.emplace<ui::Button>(fonts.bold, 20);
  menu_->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x2630))));  // ☰, a symbol, not a word
  menu_->setZ(600.f);
}

void CommunicationBox::show(const Texts& t, const Layout& layout, const std::vector<BoxLine>& lines, Awaiting awaiting,
                            std::optional<Suit> grassSuit, bool fourColours) {
  const sf::FloatRect r = layout.communication();
  const unsigned small = layout.smallTextSize();
  panel_->setPosition(r.left, r.top);
  panel_->setSize({r.width, r.height});
  panel_->setRadius(8.f * layout.scale());
  title_->setCharacterSize(small);
  // A title wider than its place (beside the menu button in a narrow column) takes two lines.
  const sf::FloatRect titleBox = layout.communicationTitle();
  std::string title;
  for (const std::string& line : scene::wrapText(t("table.communication"), fonts_.bold, small, titleBox.width))
    title += (title.empty() ? "" : "\n") + line;
  title_->setText(title);
  const auto breaks = static_cast<float>(std::count(title.begin(), title.end(), '\n'));
  title_->setPosition(titleBox.left,
                      titleBox.top + titleBox.height / 2.f - breaks * fonts_.bold.getLineSpacing(small) / 2.f);
  menu_->place(layout.menuButton());
  menu_->setTextSize(static_cast<unsigned>(layout.buttonHeight() * 0.45f));
  showButtons(t, layout, awaiting, grassSuit, fourColours);
  showLines(fonts_, layout, lines, awaiting);
}

int CommunicationBox::rowsOf(Awaiting awaiting) const { return awaiting == Awaiting::Keep ? keepRows_ : buttonRows(awaiting); }

int CommunicationBox::room(const Layout& layout, Awaiting awaiting) const {
  const float line = static_cast<float>(layout.textSize()) * 1.35f;
  const int fits = static_cast<int>(layout.messages(rowsOf(awaiting)).height / line);
  return std::clamp(fits, 1, static_cast<int>(lines_.size()));
}

std::vector<std::string> CommunicationBox::wrap(const Layout& layout, const std::string& text) const {
  return scene::wrapText(text, fonts_.regular, layout.textSize(), layout.messages().width);
}

std::vector<BoxLine> CommunicationBox::kept(const std::vector<BoxLine>& lines, int room,
                                           const std::function<int(const std::string&)>& rows) {
  std::vector<BoxLine> kept;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (lines[k].yields && k > 0) {
      int from = rows(lines[k - 1].text);
      for (std::size_t j = k; j < lines.size(); ++j) from += rows(lines[j].text);
      if (from > room) continue;
    }
    kept.push_back(lines[k]);
  }
  return kept;
}

void CommunicationBox::showLines(const Fonts& fonts, const Layout& layout, const std::vector<BoxLine>& lines,
                                 Awaiting awaiting) {
  const sf::FloatRect box = layout.messages(rowsOf(awaiting));
  const unsigned size = layout.textSize();
  const float line = static_cast<float>(size) * 1.35f;
  const int room = this->room(layout, awaiting);
  std::vector<std::pair<std::string, sf::Color>> wrapped;
  std::vector<int> starts;  // where each line begins among the wrapped rows
  const auto rows = [&](const std::string& text) { return static_cast<int>(scene::wrapText(text, fonts.regular, size, box.width).size()); };
  for (const BoxLine& l : kept(lines, room, rows)) {
    starts.push_back(static_cast<int>(wrapped.size()));
    const sf::Color colour = l.tone == BoxLine::Tone::Story    ? ui::colours::text
                             : l.tone == BoxLine::Tone::Prompt ? ui::colours::turn
                                                               : ui::colours::notice;
    for (auto& w : scene::wrapText(l.text, fonts.regular, size, box.width)) wrapped.emplace_back(w, colour);
  }
  // The oldest lines give way whole: no line is shown without its beginning, unless the newest
  // alone is longer than the box.
  int first = std::max(0, static_cast<int>(wrapped.size()) - room);
  if (const auto start = std::lower_bound(starts.begin(), starts.end(), first);
      start != starts.end() && *start < static_cast<int>(wrapped.size()))
    first = *start;
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    scene::Label* l = lines_[i];
    const int k = first + static_cast<int>(i);
    const bool shown = k < static_cast<int>(wrapped.size()) && static_cast<int>(i) < room;
    l->setVisible(shown);
    if (!shown) continue;
    l->setCharacterSize(size);
    l->setText(wrapped[static_cast<std::size_t>(k)].first);
    l->setColour(wrapped[static_cast<std::size_t>(k)].second);
    l->setPosition(box.left, box.top + line * (static_cast<float>(i) + 0.5f));
  }
}

std::string CommunicationBox::shownText() const {
  std::string text;
  for (const scene::Label* l : lines_)
    if (l->visible()) text += (text.empty() ? "" : " ") + l->utf8();
  return text;
}

void CommunicationBox::showButtons(const Texts& t, const Layout& layout, Awaiting awaiting,
                                   std::optional<Suit> grassSuit, bool fourColours) {
  const Spec hint{Action::Hint, t("settings.hint.label")};
  std::vector<std::vector<Spec>> rows;  // rows[0] is the lowest
  switch (awaiting) {
    case Awaiting::Packets:
      rows = {{{Action::Packets32, t("bid.packets_3_2"), true, true}, {Action::Packets23, t("bid.packets_2_3"), true, true}},
              {hint}};
      break;
    // Neither eat nor pass is the main button until the table suggests one (the hint, a lesson):
    // a yellow Eat would be advice nobody gave.
    case Awaiting::Bid1: rows = {{{Action::Eat, t("bid.eat")}, {Action::Pass, t("bid.pass")}}, {hint}}; break;
    case Awaiting::Bid2: {
      std::vector<Spec> suits;
      for (std::size_t k = 0; k < buttonSuits.size(); ++k)
        suits.push_back({suitAction(k), scene::utf8(CardPainter::symbolOf(buttonSuits[k])), grassSuit != buttonSuits[k]});
      rows = {{{Action::Pass, t("bid.pass")}, hint}, suits};
      break;
    }
    case Awaiting::Play: rows = {{hint}}; break;
    case Awaiting::Keep:
      rows = {{{Action::Keep, t("bid.keep_playing"), true, true}}};
      if (review_) rows[0].push_back({Action::Review, t("coach.review")});
      break;
    case Awaiting::Next: rows = {{{Action::Next, t("lesson.next"), true, true}}}; break;
    case Awaiting::Finish: rows = {{{Action::Next, t("lesson.play_set"), true, true}}}; break;
    case Awaiting::Nothing: break;
  }
  if (!hint_) {
    const auto isHint = [](const Spec& spec) { return spec.action == Action::Hint; };
    for (auto& row : rows) row.erase(std::remove_if(row.begin(), row.end(), isHint), row.end());
    rows.erase(std::remove_if(rows.begin(), rows.end(), [](const auto& row) { return row.empty(); }), rows.end());
  }
  if (takeBack_ && !rows.empty()) {
    // In the hint's row, or beside Keep playing.
    auto row = std::find_if(rows.begin(), rows.end(), [](const auto& specs) {
      return std::any_of(specs.begin(), specs.end(), [](const Spec& s) { return s.action == Action::Hint; });
    });
    (row == rows.end() ? rows.front() : *row).push_back({Action::TakeBack, t("table.take_back")});
  }
  if (awaiting == Awaiting::Keep) keepAtFullSize(rows, layout, fonts_.bold);
  keepRows_ = std::max(1, static_cast<int>(rows.size()));
  if (suggested_)
    for (auto& row : rows)
      for (Spec& spec : row)
        if (spec.action <= Action::Spades) spec.accent = spec.action == *suggested_;
  actions_.clear();
  std::size_t used = 0;
  const float m = layout.margin();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const sf::FloatRect row = layout.buttonRow(static_cast<int>(r));
    const float n = static_cast<float>(rows[r].size());
    const float w = (row.width - (n - 1.f) * m) / n;
    for (std::size_t k = 0; k < rows[r].size() && used < buttons_.size(); ++k, ++used) {
      ui::Button* b = buttons_[used];
      const Spec& spec = rows[r][k];
      const bool suit = spec.action >= Action::Clubs && spec.action <= Action::Spades;
      b->setVisible(true);
      b->place({row.left + static_cast<float>(k) * (w + m), row.top, w, row.height});
      b->setTextSize(suit ? static_cast<unsigned>(row.height * 0.55f) : layout.textSize());
      b->setText(spec.text);
      b->setEnabled(spec.enabled);
      b->setAccent(spec.accent);
      b->setInk(suit ? std::optional(CardPainter::inkOf(buttonSuits[static_cast<std::size_t>(spec.action) -
                                                                     static_cast<std::size_t>(Action::Clubs)],
                                                        fourColours))
                     : std::nullopt);
      actions_.push_back(spec.action);
    }
  }
  for (; used < buttons_.size(); ++used) buttons_[used]->setVisible(false);
}

std::optional<Action> CommunicationBox::tap(sf::Vector2f point) const {
  if (menu_->contains(point)) return Action::Menu;
  for (std::size_t i = 0; i < actions_.size(); ++i)
    if (buttons_[i]->contains(point) && buttons_[i]->enabled()) return actions_[i];
  return std::nullopt;
}

std::optional<Action> CommunicationBox::key(sf::Keyboard::Key key, Awaiting awaiting) {
  using K = sf::Keyboard;
  if (key == K::Escape) return Action::Menu;
  const bool bidding = awaiting == Awaiting::Bid1 || awaiting == Awaiting::Bid2;
  const bool reading = awaiting == Awaiting::Next || awaiting == Awaiting::Finish;
  if (key == K::H && awaiting != Awaiting::Nothing && awaiting != Awaiting::Keep && !reading) return Action::Hint;
  if (awaiting == Awaiting::Packets && (key == K::Num3 || key == K::Numpad3)) return Action::Packets32;
  if (awaiting == Awaiting::Packets && (key == K::Num2 || key == K::Numpad2)) return Action::Packets23;
  if (awaiting == Awaiting::Bid1 && key == K::E) return Action::Eat;
  if (bidding && key == K::P) return Action::Pass;
  if (awaiting == Awaiting::Bid2 && key >= K::Num1 && key <= K::Num4) return suitAction(static_cast<std::size_t>(key - K::Num1));
  if (awaiting == Awaiting::Bid2 && key >= K::Numpad1 && key <= K::Numpad4)
    return suitAction(static_cast<std::size_t>(key - K::Numpad1));
  if (awaiting == Awaiting::Keep && (key == K::Enter || key == K::K)) return Action::Keep;
  if ((awaiting == Awaiting::Next || awaiting == Awaiting::Finish) && (key == K::Enter || key == K::Right))
    return Action::Next;
  return std::nullopt;
}

std::vector<std::pair<Action, sf::FloatRect>> CommunicationBox::buttons() const {
  std::vector<std::pair<Action, sf::FloatRect>> out;
  for (std::size_t i = 0; i < actions_.size(); ++i)
    if (buttons_[i]->enabled()) out.emplace_back(actions_[i], buttons_[i]->rect());
  return out;
}

std::vector<Action> CommunicationBox::mainButtons() const {
  std::vector<Action> out;
  for (std::size_t i = 0; i < actions_.size(); ++i)
    if (buttons_[i]->visible() && buttons_[i]->accent()) out.push_back(actions_[i]);
  return out;
}

}  // namespace bizon::table
