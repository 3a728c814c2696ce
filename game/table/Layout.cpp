#include "table/Layout.h"

#include <algorithm>
#include <cmath>

#include "table/LayoutProportions.h"
#include "ui/Metrics.h"

namespace bizon::table {

using namespace proportions;

Layout::Layout(float width, float height, int boxRows)
    : width_(width),
      height_(height),
      portrait_(height > width * 1.05f),
      boxRows_(portrait_ ? std::clamp(boxRows, 1, 2) : 2),
      tall_(height >= 1.9f * width) {
  const ui::Metrics metrics({width, height});
  scale_ = metrics.scale;
  margin_ = std::round(10.f * scale_);
  // Phones and small windows take the smallest readable sizes: the room goes to the cards.
  const bool compact = std::min(width, height) < 640.f;
  text_ = compact ? 13u : metrics.textSize;
  small_ = compact ? 11u : metrics.smallSize;
  if (portrait_) {
    placePanelsPortrait();
    placeSeatsPortrait();
  } else {
    placePanelsLandscape();
    placeSeatsLandscape();
  }
}

unsigned Layout::tinyTextSize() const { return std::max(11u, small_ - 2u); }

float Layout::dealerTokenRadius() const {
  return std::max(std::ceil(11.f / 1.25f), static_cast<float>(text_) * 0.62f);
}

float Layout::buttonHeight() const { return ui::Metrics({width_, height_}).buttonHeight; }

float Layout::messageLine() const { return static_cast<float>(text_) * 1.35f; }

float Layout::titleRow() const { return std::round(static_cast<float>(small_) * 1.9f); }

float Layout::sheetLine() const { return std::round(static_cast<float>(small_) * 1.45f); }

float Layout::nameHeight() const { return std::round(static_cast<float>(text_) * 1.6f); }

float Layout::raise() const { return handCard_.y * raiseShare; }

float Layout::pickRaise() const { return raise() * pickShare; }

float Layout::latestNameRow() const { return std::round(static_cast<float>(tinyTextSize()) * 1.6f); }

float Layout::faceSize() const { return std::max(40.f, std::round(static_cast<float>(text_) * 2.4f)); }

// ---------------------------------------------------------------------------------------------
// The panels

float Layout::scoresheetHeight(float width) {
  const float s = static_cast<float>(small_);
  // The first column holds the longest seat's name ("Mouton"), the last "-150"; a cell holds
  // "-10", or "+10" where wider.
  sheetNameColumn_ = std::round(s * 4.6f);
  sheetTotalColumn_ = std::round(s * 3.4f);
  const float cells = width - 2.f * margin_ - sheetNameColumn_ - sheetTotalColumn_;
  sheetColumns_ = std::clamp(static_cast<int>(cells / (s * 1.9f)), 1, gamesPerSet);
  sheetSigns_ = cells / static_cast<float>(sheetColumns_) >= s * 2.6f;
  // The title, the games' numbers and a row per seat.
  return titleRow() + 4.f * sheetLine() + margin_ / 2.f;
}

void Layout::placePanelsLandscape() {
  const float m = margin_;
  const float button = buttonHeight();
  const float side = std::round(std::clamp(width_ * 0.27f, 240.f, 360.f * scale_));
  const float x = width_ - m - side;
  scoresheet_ = {x, m, side, scoresheetHeight(side)};
  // The latest trick: three cards with their seats' names, as large as the column allows.
  const float inner = side - 2.f * m;
  const float titles = titleRow() * (inner >= static_cast<float>(small_) * titleAndTrumpEms ? 1.f : 2.f);
  trumpBelowTitle_ = titles > titleRow();
  const float nameRow = latestNameRow();
  smallCard_ = cardOfHeight(std::min(inner / 3.f / latestColumn / cardAspect, height_ * 0.15f));
  latest_ = {x, bottom(scoresheet_) + m, side, titles + smallCard_.y + nameRow + m / 2.f};
  const float commTop = bottom(latest_) + m;
  communication_ = {x, commTop, side, height_ - m - commTop};
  table_ = {m, m, x - 2.f * m, height_ - 2.f * m};
  // The menu button sits on the communication box's title row where the column is wide enough
  // for the title beside it on one line, else in the table's top-right corner.
  if (side >= static_cast<float>(small_) * 24.2f) {
    commTitleHeight_ = button + m / 2.f;
    menu_ = {right(communication_) - button - m / 2.f, communication_.top + m / 2.f, button, button};
  } else {
    commTitleHeight_ = titleRow();
    menu_ = {right(table_) - button, table_.top, button, button};
  }
}

void Layout::placePanelsPortrait() {
  const float m = margin_;
  const float button = buttonHeight();
  // Three lines of messages on a phone, up to five where the window is taller.
  const int lines = std::clamp(3 + static_cast<int>((height_ - 640.f) / 180.f), 3, 5);
  // The menu button sits on the communication box's title row, leaving the top of the table to
  // Goat and Sheep.
  commTitleHeight_ = button + m / 2.f;
  const float rows = static_cast<float>(boxRows_);
  const float commH = std::ceil(commTitleHeight_ + static_cast<float>(lines) * messageLine() + m / 2.f + rows * (button + m)) + 1.f;
  communication_ = {m, height_ - m - commH, width_ - 2.f * m, commH};
  const float sheetH = scoresheetHeight(width_ - 2.f * m);
  scoresheet_ = {m, communication_.top - m - sheetH, width_ - 2.f * m, sheetH};
  table_ = {m, m, width_ - 2.f * m, scoresheet_.top - 2.f * m};
  menu_ = {right(communication_) - button - m / 2.f, communication_.top + m / 2.f, button, button};
}

sf::FloatRect Layout::scoresheetTitle() const {
  const sf::FloatRect r = scoresheet_;
  return {r.left + margin_, r.top, (r.width - 2.f * margin_) * 0.55f, titleRow()};
}

sf::FloatRect Layout::scoresheetGame() const {
  const sf::FloatRect t = scoresheetTitle();
  return {right(t), t.top, right(scoresheet_) - margin_ - right(t), t.height};
}

sf::FloatRect Layout::scoresheetName(Seat seat) const {
  const float y = scoresheet_.top + titleRow() + static_cast<float>(index(seat) + 1) * sheetLine();
  return {scoresheet_.left + margin_, y, sheetNameColumn_, sheetLine()};
}

sf::FloatRect Layout::scoresheetTotal(Seat seat) const {
  const sf::FloatRect name = scoresheetName(seat);
  return {right(scoresheet_) - margin_ - sheetTotalColumn_, name.top, sheetTotalColumn_, sheetLine()};
}

sf::FloatRect Layout::scoresheetCell(Seat seat, int column) const {
  const sf::FloatRect name = scoresheetName(seat);
  const float cells = scoresheet_.width - 2.f * margin_ - sheetNameColumn_ - sheetTotalColumn_;
  const float w = cells / static_cast<float>(sheetColumns_);
  return {right(name) + w * static_cast<float>(column), name.top, w, sheetLine()};
}

sf::FloatRect Layout::scoresheetNumber(int column) const {
  sf::FloatRect r = scoresheetCell(Seat::You, column);
  r.top -= sheetLine();
  return r;
}

sf::FloatRect Layout::scoresheetTotalHeading() const {
  sf::FloatRect r = scoresheetTotal(Seat::You);
  r.top -= sheetLine();
  return r;
}

sf::FloatRect Layout::latestTitle() const {
  const float inner = latest_.width - 2.f * margin_;
  return {latest_.left + margin_, latest_.top, trumpBelowTitle_ ? inner : inner * 0.55f, titleRow()};
}

sf::FloatRect Layout::trumpLabel() const {
  const sf::FloatRect t = latestTitle();
  if (trumpBelowTitle_) return {t.left, bottom(t), t.width, titleRow() * 0.8f};
  return {right(t), t.top, right(latest_) - margin_ - right(t), t.height};
}

sf::FloatRect Layout::latestCard(int position) const {
  const float top = trumpBelowTitle_ ? bottom(trumpLabel()) : bottom(latestTitle());
  const float column = (latest_.width - 2.f * margin_) / 3.f;
  const float cx = latest_.left + margin_ + column * (static_cast<float>(position) + 0.5f);
  return {cx - smallCard_.x / 2.f, top, smallCard_.x, smallCard_.y};
}

sf::FloatRect Layout::latestName(int position) const {
  const sf::FloatRect card = latestCard(position);
  const float column = (latest_.width - 2.f * margin_) / 3.f;
  const float cx = card.left + card.width / 2.f;
  return {cx - column * 0.48f, bottom(card), column * 0.96f, latestNameRow()};
}

Slot Layout::latestSlot(int position) const {
  const sf::FloatRect card = latestCard(position);
  return {{card.left + card.width / 2.f, card.top + card.height / 2.f}, 0.f};
}

sf::FloatRect Layout::communicationTitle() const {
  const sf::FloatRect c = communication_;
  const bool menuInside = menu_.top >= c.top && menu_.top < bottom(c);
  const float end = menuInside ? menu_.left - margin_ / 2.f : right(c) - margin_;
  return {c.left + margin_, c.top, end - c.left - margin_, commTitleHeight_};
}

sf::FloatRect Layout::messages(int buttonRows) const {
  const sf::FloatRect c = communication_;
  const float buttons = static_cast<float>(std::min(buttonRows, boxRows_)) * (buttonHeight() + margin_);
  return {c.left + margin_, c.top + commTitleHeight_, c.width - 2.f * margin_,
          std::max(0.f, c.height - commTitleHeight_ - buttons - margin_ / 2.f)};
}

sf::FloatRect Layout::buttonRow(int row) const {
  const sf::FloatRect c = communication_;
  const float h = buttonHeight();
  const float y = bottom(c) - margin_ - h - static_cast<float>(row) * (h + margin_);
  return {c.left + margin_, y, c.width - 2.f * margin_, h};
}

sf::FloatRect Layout::deckBox() const {
  return {deck_.x - deckCard_.x / 2.f, deck_.y - deckCard_.y / 2.f, deckCard_.x, deckCard_.y};
}

sf::FloatRect Layout::grassBox() const {
  return {grass_.x - deckCard_.x / 2.f, grass_.y - deckCard_.y / 2.f, deckCard_.x, deckCard_.y};
}

// ---------------------------------------------------------------------------------------------
// Cards in hands, piles and spreads

std::vector<Slot> Layout::handSlots(Seat seat, int count) const {
  std::vector<Slot> slots;
  if (count <= 0) return slots;
  const SeatPlaces& p = this->seat(seat);
  const bool you = seat == Seat::You;
  const sf::Vector2f card = you ? yourCard(count) : sideCard_;
  const float spacing = you ? handStep_ : card.x * sideOverlap_;
  const float n = static_cast<float>(count - 1);
  if (p.sideways) {
    const float step = count > 1 ? std::min(spacing, (p.hand.height - card.x) / n) : 0.f;
    const float top = p.hand.top + card.x / 2.f;  // from the top, under the name
    for (int i = 0; i < count; ++i)
      slots.push_back({{p.hand.left + p.hand.width / 2.f, top + step * static_cast<float>(i)}, 90.f});
    return slots;
  }
  // Yours lies centred in its place, spreading up to the widest spacing as it empties; Goat's
  // and Sheep's from the left, under their names.
  // (Your smaller cards of a first trick on a phone lie a fingertip apart, overlapping less.)
  const float widest = you ? std::max(card.x * handSpreadMax, tapSpacing()) : spacing;
  const float step = count > 1 ? std::min(widest, (p.hand.width - card.x) / n) : 0.f;
  const float fan = card.x + step * n;
  const float left = p.hand.left + (you ? (p.hand.width - fan) / 2.f : 0.f) + card.x / 2.f;
  const float y = p.hand.top + p.hand.height - card.y / 2.f;
  for (int i = 0; i < count; ++i) slots.push_back({{left + step * static_cast<float>(i), y}, 0.f});
  return slots;
}

Slot Layout::pileSlot(Seat seat, int trick) const {
  const SeatPlaces& p = this->seat(seat);
  const float k = static_cast<float>(std::min(trick, 7)) * std::max(1.f, scale_);
  const sf::Vector2f centre(p.pile.left + p.pile.width / 2.f, p.pile.top + p.pile.height / 2.f);
  return {{centre.x - 3.5f + k, centre.y - 3.5f + k}, p.sideways ? 90.f : 0.f};
}

sf::Vector2f Layout::pileCount(Seat seat) const {
  const sf::FloatRect pile = this->seat(seat).pile;
  const float r = dealerTokenRadius();
  return {pile.left + pile.width - r, pile.top + r};
}

sf::Vector2f Layout::spreadCard(Seat seat) const {
  return seat == Seat::You ? cardOfHeight(handCard_.y * 0.8f) : sideCard_;
}

std::vector<Slot> Layout::spreadSlots(Seat seat, int count) const {
  std::vector<Slot> slots;
  if (count <= 0) return slots;
  const SeatPlaces& p = this->seat(seat);
  // The hand's place (and the pile's beside it): the hands are empty by then.
  const sf::FloatRect area = spread_[static_cast<std::size_t>(seat)];
  const sf::Vector2f card = spreadCard(seat);
  const float n = static_cast<float>(std::max(1, count - 1));
  if (p.sideways) {
    const float step = std::min(card.x * 0.5f, (area.height - card.x) / n);
    for (int i = 0; i < count; ++i)
      slots.push_back({{area.left + area.width / 2.f,
                        area.top + card.x / 2.f + step * static_cast<float>(i)}, 90.f});
    return slots;
  }
  const float step = std::min(card.x * 0.5f, (area.width - card.x) / n);
  for (int i = 0; i < count; ++i)
    slots.push_back({{area.left + card.x / 2.f + step * static_cast<float>(i),
                      area.top + area.height - card.y / 2.f}, 0.f});
  return slots;
}

Layout::CountGrid Layout::countGrid(int count) const {
  // One, two or three rows, whichever shows the most of each card (its visible part's area) while
  // the tags under them still fit side by side.
  const float tag = std::round(static_cast<float>(tinyTextSize()) * 1.5f);
  const float tagWidth = static_cast<float>(tinyTextSize()) * 1.7f;  // "+4" with air
  const float total = std::round(static_cast<float>(text_) * 1.7f);
  const int n = std::max(1, count);
  CountGrid best;
  float bestSeen = -1.f;
  int rows = 1;
  for (int r = 1; r <= 3; ++r) {
    const int perRow = (n + r - 1) / r;
    const float k = static_cast<float>(perRow - 1);
    float h = std::min(handCard_.y * 0.9f, (count_.height - total) / static_cast<float>(r) - tag);
    // The cards overlap by at most half their width, and each tag keeps its room.
    h = std::min(h, count_.width / (1.f + 0.5f * k) / cardAspect);
    if (perRow > 1) h = std::min(h, (count_.width - k * tagWidth) / cardAspect);
    const sf::Vector2f card = cardOfHeight(std::max(8.f, std::floor(h)));
    const float step = perRow > 1 ? std::min(card.x * 1.08f, (count_.width - card.x) / k) : 0.f;
    const float seen = card.y * (perRow > 1 ? std::min(step, card.x) : card.x);
    if (seen > bestSeen) {
      bestSeen = seen;
      best.perRow = perRow;
      best.card = card;
      best.step = step;
      rows = r;
    }
  }
  best.tag = tag;
  const float blockH = static_cast<float>(rows) * (best.card.y + tag) + total;
  best.top = count_.top + std::max(0.f, (count_.height - blockH) / 2.f);
  return best;
}

std::vector<Slot> Layout::countSlots(int count) const {
  const CountGrid g = countGrid(count);
  std::vector<Slot> slots;
  for (int i = 0; i < count; ++i) {
    const int row = i / g.perRow, column = i % g.perRow;
    const int inRow = std::min(g.perRow, count - row * g.perRow);
    const float width = g.card.x + g.step * static_cast<float>(inRow - 1);
    const float left = count_.left + (count_.width - width) / 2.f;
    slots.push_back({{left + g.card.x / 2.f + g.step * static_cast<float>(column),
                      g.top + static_cast<float>(row) * (g.card.y + g.tag) + g.card.y / 2.f}, 0.f});
  }
  return slots;
}

sf::Vector2f Layout::countCard(int count) const { return countGrid(count).card; }

sf::FloatRect Layout::countTag(int count, int position) const {
  const CountGrid g = countGrid(count);
  const Slot slot = countSlots(count)[static_cast<std::size_t>(position)];
  // Under the card's visible part: the next card covers the rest of it.
  const bool last = position == count - 1 || position % g.perRow == g.perRow - 1;
  const float w = last || g.step <= 0.f ? g.card.x : std::min(g.step, g.card.x);
  const float left = slot.centre.x - g.card.x / 2.f;
  return {left, slot.centre.y + g.card.y / 2.f, w, g.tag};
}

sf::FloatRect Layout::countTotal(int count) const {
  const CountGrid g = countGrid(count);
  const int rows = (std::max(1, count) + g.perRow - 1) / g.perRow;
  const float top = g.top + static_cast<float>(rows) * (g.card.y + g.tag);
  return {count_.left, top, count_.width, std::round(static_cast<float>(text_) * 1.7f)};
}

std::vector<std::pair<const char*, sf::FloatRect>> Layout::regions() const {
  const auto box = [](sf::Vector2f c, sf::Vector2f size) {
    return sf::FloatRect(c.x - size.x / 2.f, c.y - size.y / 2.f, size.x, size.y);
  };
  const SeatPlaces& you = seat(Seat::You);
  const SeatPlaces& goat = seat(Seat::Goat);
  const SeatPlaces& sheep = seat(Seat::Sheep);
  sf::FloatRect trick = box(you.trick, trickCard_);
  for (const SeatPlaces* s : {&goat, &sheep}) {
    const sf::FloatRect r = box(s->trick, trickCard_);
    const float l = std::min(trick.left, r.left), t = std::min(trick.top, r.top);
    const float rr = std::max(right(trick), right(r));
    const float b = std::max(bottom(trick), bottom(r));
    trick = {l, t, rr - l, b - t};
  }
  std::vector<std::pair<const char*, sf::FloatRect>> list = {
      {"you.name", you.nameBox},     {"you.hand", you.hand},       {"you.pile", you.pile},
      {"goat.name", goat.nameBox},   {"goat.hand", goat.hand},     {"goat.pile", goat.pile},
      {"goat.face", goat.face},      {"sheep.face", sheep.face},
      {"sheep.name", sheep.nameBox}, {"sheep.hand", sheep.hand},   {"sheep.pile", sheep.pile},
      {"trick", trick},              {"deck", deckBox()},          {"grass", grassBox()},
      {"scoresheet", scoresheet_},   {"latest", latest_},          {"communication", communication_}};
  if (!communication_.intersects(menu_)) list.emplace_back("menu", menu_);
  return list;
}

}  // namespace bizon::table
