#include "table/Layout.h"

#include <algorithm>
#include <cmath>

#include "screens/Metrics.h"

namespace bizon::table {

namespace {

constexpr float cardAspect = 0.714f;  // poker proportions, 2.5 × 3.5
constexpr float handOverlap = 0.56f;  // spacing of your hand's cards, in card widths
constexpr float sideOverlap = 0.36f;  // the opponents' fans are tighter

sf::Vector2f cardOfHeight(float h) { return {std::round(h * cardAspect), std::round(h)}; }

}  // namespace

Layout::Layout(float width, float height)
    : width_(width), height_(height), portrait_(height > width * 1.05f) {
  scale_ = screens::windowScale({width, height});
  margin_ = std::round(10.f * scale_);
  const float m = margin_;
  const float title = static_cast<float>(smallTextSize()) * 1.9f;
  const float line = static_cast<float>(smallTextSize()) * 1.45f;
  const float button = buttonHeight();

  // The panels: a column on the right in landscape, a band at the bottom in portrait.
  if (!portrait_) {
    const float side = std::round(std::clamp(width * 0.27f, 260.f, 470.f));
    const float x = width - m - side;
    const float sheetH = title + 3.f * 2.f * line + m;
    scoresheet_ = {x, m, side, sheetH};
    const float latestH = title + std::round(std::min(height * 0.14f, side * 0.3f)) + m;
    latest_ = {x, scoresheet_.top + sheetH + m, side, latestH};
    const float commTop = latest_.top + latestH + m;
    communication_ = {x, commTop, side, height - m - commTop};
    table_ = {m, m, x - 2 * m, height - 2 * m};
  } else {
    // Room for five lines of messages under the title row, and two rows of buttons.
    const float titleRow = std::max(title, button + m);
    const float commH = titleRow + 5.f * static_cast<float>(textSize()) * 1.35f + 2.f * (button + m) + m;
    communication_ = {m, height - m - commH, width - 2 * m, commH};
    const float sheetH = title + 3.f * 2.f * line + m;
    const float sheetW = std::round((width - 3 * m) * 0.6f);
    scoresheet_ = {m, communication_.top - m - sheetH, sheetW, sheetH};
    latest_ = {2 * m + sheetW, scoresheet_.top, width - 3 * m - sheetW, sheetH};
    table_ = {m, m, width - 2 * m, scoresheet_.top - 2 * m};
  }

  // Card sizes: your hand takes about a quarter of the table's height, less if the width says so.
  const float nameH = static_cast<float>(textSize()) * 1.6f;
  float h = table_.height * 0.24f;
  // Width needed: your fan of 8 plus a pile beside it.
  const auto fits = [&](float ch) {
    const sf::Vector2f c = cardOfHeight(ch);
    const float fan = c.x * (1.f + 7.f * handOverlap);
    const float pile = c.x * 0.8f + m;
    return fan + pile + 2 * m <= table_.width;
  };
  while (h > 40.f && !fits(h)) h -= 2.f;
  handCard_ = cardOfHeight(h);
  sideCard_ = cardOfHeight(h * 0.68f);
  trickCard_ = cardOfHeight(h * 0.82f);
  smallCard_ = cardOfHeight(std::max(30.f, latest_.height - title - m));

  const float raise = handCard_.y * 0.14f;
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  SeatPlaces& goat = seats_[static_cast<std::size_t>(Seat::Goat)];
  SeatPlaces& sheep = seats_[static_cast<std::size_t>(Seat::Sheep)];
  const float nameW = static_cast<float>(textSize()) * 9.5f;

  // Goat: a vertical fan down the left edge, its pile below.
  const float goatW = sideCard_.y;  // cards lie sideways
  goat.sideways = true;
  goat.name = {table_.left, table_.top + nameH / 2.f};
  goat.nameBox = {table_.left, table_.top, std::max(goatW, nameW), nameH};
  const float goatFan = sideCard_.x * (1.f + 7.f * sideOverlap);
  goat.hand = {table_.left, table_.top + nameH, goatW, goatFan};
  goat.pile = {table_.left, goat.hand.top + goat.hand.height + m, goatW, sideCard_.x + 8.f};

  // You: the fan along the bottom, your pile to its right.
  const float fanW = handCard_.x * (1.f + 7.f * handOverlap);
  const float pileW = sideCard_.x + 10.f;
  const float rowW = fanW + m * 2 + pileW;
  const float youLeft = table_.left + std::max(0.f, (table_.width - rowW) / 2.f);
  you.hand = {youLeft, table_.top + table_.height - handCard_.y - raise, fanW, handCard_.y + raise};
  you.pile = {youLeft + fanW + 2 * m, you.hand.top + raise + (handCard_.y - sideCard_.y), pileW,
              sideCard_.y};
  you.name = {youLeft, you.hand.top - nameH / 2.f};
  you.nameBox = {youLeft, you.hand.top - nameH, nameW, nameH};
  // If Goat's column reaches down to your name, your row starts right of it.
  const float goatBottom = goat.pile.top + goat.pile.height;
  if (goatBottom + m > you.nameBox.top && youLeft < table_.left + goatW + m) {
    const float shift = table_.left + goatW + m - youLeft;
    you.hand.left += shift;
    you.pile.left += shift;
    you.name.x += shift;
    you.nameBox.left += shift;
  }

  // Sheep: a horizontal fan across the top, centred over the free width, pile to its right.
  const float sheepFan = sideCard_.x * (1.f + 7.f * sideOverlap);
  const float freeLeft = table_.left + goatW + m;
  const float freeW = table_.left + table_.width - freeLeft;
  const float sheepRow = sheepFan + 2 * m + pileW;
  const float sheepLeft = freeLeft + std::max(0.f, (freeW - sheepRow) / 2.f);
  sheep.name = {sheepLeft, table_.top + nameH / 2.f};
  sheep.nameBox = {sheepLeft, table_.top, nameW, nameH};
  sheep.hand = {sheepLeft, table_.top + nameH, sheepFan, sideCard_.y};
  sheep.pile = {sheepLeft + sheepFan + 2 * m, sheep.hand.top, pileW, sideCard_.y};

  // The centre: between Sheep's row and your name, right of Goat's column.
  const float top = sheep.hand.top + sheep.hand.height;
  const float bottom = you.nameBox.top;
  const sf::Vector2f centre(freeLeft + freeW / 2.f, (top + bottom) / 2.f);
  deck_ = {centre.x - sideCard_.x * 0.75f, centre.y};
  grass_ = {centre.x + sideCard_.x * 0.75f, centre.y};
  const float room = std::max(0.f, (bottom - top) - trickCard_.y) / 2.f;
  const float dy = std::min(trickCard_.y * 0.22f, room * 0.9f);
  you.trick = {centre.x + trickCard_.x * 0.12f, centre.y + dy};
  sheep.trick = {centre.x + trickCard_.x * 0.2f, centre.y - dy};
  goat.trick = {centre.x - trickCard_.x * 0.62f, centre.y};
}

unsigned Layout::textSize() const { return static_cast<unsigned>(std::lround(std::max(14.f, 17.f * scale_))); }

unsigned Layout::smallTextSize() const {
  return static_cast<unsigned>(std::lround(std::max(12.f, 14.f * scale_)));
}

float Layout::buttonHeight() const { return std::max(44.f, std::round(46.f * scale_)); }

sf::FloatRect Layout::deckBox() const {
  return {deck_.x - sideCard_.x / 2.f, deck_.y - sideCard_.y / 2.f, sideCard_.x, sideCard_.y};
}

sf::FloatRect Layout::grassBox() const {
  return {grass_.x - sideCard_.x / 2.f, grass_.y - sideCard_.y / 2.f, sideCard_.x, sideCard_.y};
}

sf::FloatRect Layout::messages() const {
  // Under the title row, which holds the menu button too.
  const float title = std::max(static_cast<float>(smallTextSize()) * 1.9f, buttonHeight() + margin_);
  const sf::FloatRect c = communication_;
  const float buttons = 2.f * (buttonHeight() + margin_);
  return {c.left + margin_, c.top + title, c.width - 2 * margin_,
          std::max(0.f, c.height - title - buttons - margin_)};
}

sf::FloatRect Layout::buttonRow(int row) const {
  const sf::FloatRect c = communication_;
  const float h = buttonHeight();
  const float y = c.top + c.height - margin_ - h - static_cast<float>(row) * (h + margin_);
  return {c.left + margin_, y, c.width - 2 * margin_, h};
}

sf::FloatRect Layout::menuButton() const {
  const float h = buttonHeight();
  return {communication_.left + communication_.width - h - margin_ / 2.f,
          communication_.top + margin_ / 2.f, h, std::min(h, communication_.height)};
}

Slot Layout::latestSlot(int position) const {
  const float title = static_cast<float>(smallTextSize()) * 1.9f;
  const float cx = latest_.left + latest_.width / 2.f;
  const float cy = latest_.top + title + (latest_.height - title - margin_) / 2.f;
  const float step = smallCard_.x * 1.12f;
  return {{cx + static_cast<float>(position - 1) * step, cy}, 0.f};
}

std::vector<Slot> Layout::handSlots(Seat seat, int count) const {
  std::vector<Slot> slots;
  if (count <= 0) return slots;
  const SeatPlaces& p = this->seat(seat);
  const bool you = seat == Seat::You;
  const sf::Vector2f card = you ? handCard_ : sideCard_;
  const float overlap = you ? handOverlap : sideOverlap;
  const float n = static_cast<float>(count - 1);
  if (p.sideways) {
    const float step = count > 1 ? std::min(card.x * overlap, (p.hand.height - card.x) / n) : 0.f;
    const float top = p.hand.top + card.x / 2.f;  // from the top, under the name
    for (int i = 0; i < count; ++i)
      slots.push_back({{p.hand.left + p.hand.width / 2.f, top + step * static_cast<float>(i)}, 90.f});
    return slots;
  }
  const float step = count > 1 ? std::min(card.x * overlap, (p.hand.width - card.x) / n) : 0.f;
  const float left = p.hand.left + card.x / 2.f;  // from the left, under the name
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

std::vector<Slot> Layout::spreadSlots(Seat seat, int count) const {
  std::vector<Slot> slots;
  if (count <= 0) return slots;
  const SeatPlaces& p = this->seat(seat);
  // The hand's place and the pile's together: the hands are empty by then.
  const sf::FloatRect area = p.sideways
      ? sf::FloatRect(p.hand.left, p.hand.top, p.hand.width, p.pile.top + p.pile.height - p.hand.top)
      : sf::FloatRect(p.hand.left, p.hand.top, p.pile.left + p.pile.width - p.hand.left, p.hand.height);
  const sf::Vector2f card = sideCard_;
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
    const float rr = std::max(trick.left + trick.width, r.left + r.width);
    const float b = std::max(trick.top + trick.height, r.top + r.height);
    trick = {l, t, rr - l, b - t};
  }
  return {{"you.name", you.nameBox},     {"you.hand", you.hand},       {"you.pile", you.pile},
          {"goat.name", goat.nameBox},   {"goat.hand", goat.hand},     {"goat.pile", goat.pile},
          {"sheep.name", sheep.nameBox}, {"sheep.hand", sheep.hand},   {"sheep.pile", sheep.pile},
          {"trick", trick},              {"deck", deckBox()},          {"grass", grassBox()},
          {"scoresheet", scoresheet_},  {"latest", latest_}, {"communication", communication_}};
}

}  // namespace bizon::table
