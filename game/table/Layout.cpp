#include "table/Layout.h"

#include <algorithm>
#include <cmath>

#include "ui/Metrics.h"

namespace bizon::table {

namespace {

constexpr float cardAspect = 0.714f;  // poker proportions, 2.5 × 3.5
constexpr float sideOverlap = 0.36f;  // spacing of the opponents' fans, in card widths
constexpr float sideFan = 1.f + 7.f * sideOverlap;  // an opponent's fan of 8, in card widths
// In portrait Goat and Sheep share the top row: their fans are tighter, their cards larger.
constexpr float topOverlap = 0.18f;
constexpr float tightOverlap = 0.14f;
// Your hand of 8 spreads over the width it is given, but never wider than this spacing (in card
// widths): beyond it the cards look dealt out rather than held.
constexpr float handSpreadMax = 0.75f;
// In portrait the trick's cluster has Goat's and Sheep's cards side by side and yours below them,
// this far below (in card heights): their index corners and top halves stay in sight.
constexpr float portraitDrop = 0.44f;
constexpr float portraitCluster = 1.f + portraitDrop;  // the cluster's height, in card heights
constexpr int games = 15;  // the scoresheet's columns: a set is 15 games (R15)
// The least distance between the tap points of two neighbouring cards of your full hand: 60 px
// from 720 px wide, 40 px from a 412 px phone, 36 px on the narrowest.
float tapSpacing(float windowWidth) { return windowWidth >= 720.f ? 60.f : windowWidth >= 400.f ? 40.f : 36.f; }

sf::Vector2f cardOfHeight(float h) { return {std::round(h * cardAspect), std::round(h)}; }
sf::Vector2f cardOfWidth(float w) { return cardOfHeight(w / cardAspect); }

float bottom(sf::FloatRect r) { return r.top + r.height; }
float right(sf::FloatRect r) { return r.left + r.width; }

}  // namespace

Layout::Layout(float width, float height)
    : width_(width), height_(height), portrait_(height > width * 1.05f), tall_(height >= 1.9f * width) {
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
  sheetColumns_ = std::clamp(static_cast<int>(cells / (s * 1.9f)), 1, games);
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
  const float titles = titleRow() * (inner >= static_cast<float>(small_) * 15.f ? 1.f : 2.f);
  trumpBelowTitle_ = titles > titleRow();
  const float nameRow = std::round(static_cast<float>(tinyTextSize()) * 1.6f);
  const float column = inner / 3.f;
  smallCard_ = cardOfHeight(std::min(column / 1.25f / cardAspect, height_ * 0.15f));
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
  const float commH = std::ceil(commTitleHeight_ + static_cast<float>(lines) * messageLine() + m / 2.f + 2.f * (button + m)) + 1.f;
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
  return {cx - column * 0.48f, bottom(card), column * 0.96f, std::round(static_cast<float>(tinyTextSize()) * 1.6f)};
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
  const float buttons = static_cast<float>(buttonRows) * (buttonHeight() + margin_);
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
// The seats

void Layout::placeSeatsLandscape() {
  const float m = margin_;
  const float nameH = nameHeight();
  const float nameW = static_cast<float>(text_) * 11.2f;
  // Goat's and Sheep's rows of names are their portraits' height, the name beside the portrait.
  const float face = faceSize();
  // Their dealer token lies on the portrait: the name and the bubble need less room than yours.
  const float faceW = face + m / 2.f + static_cast<float>(text_) * 9.6f;
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  SeatPlaces& goat = seats_[static_cast<std::size_t>(Seat::Goat)];
  SeatPlaces& sheep = seats_[static_cast<std::size_t>(Seat::Sheep)];
  // Sheep's row ends before the menu button where that sits on the table.
  const bool menuOnTable = menu_.left < right(table_);
  const float rowEnd = menuOnTable ? menu_.left - m : right(table_);

  // Your hand takes about a quarter of the table's height and spreads over the width left of the
  // panels, starting right of Goat's column where that column reaches down to it.
  float h = std::round(table_.height * 0.31f);
  float handLeft = table_.left;
  for (;; h -= 2.f) {
    handCard_ = cardOfHeight(h);
    sideCard_ = cardOfHeight(h * 0.68f);
    const float goatBottom = table_.top + face + sideCard_.x * sideFan + m + sideCard_.x + 8.f;
    const float nameTop = bottom(table_) - handCard_.y * 1.14f - nameH;
    handLeft = goatBottom + m > nameTop ? table_.left + sideCard_.y + m : table_.left;
    const float room = right(table_) - handLeft;
    // Sheep's fan and pile right of Goat's column, its portrait and name right of Goat's.
    const float sheepRow = sideCard_.x * sideFan + m + sideCard_.x + 10.f;
    const bool sheepFits = table_.left + sideCard_.y + m + sheepRow <= rowEnd &&
                           table_.left + std::max(sideCard_.y, faceW) + m + faceW <= rowEnd;
    if ((sheepFits && handCard_.x <= room * 0.2f && (room - handCard_.x) / 7.f >= tapSpacing(width_)) || h <= 40.f) break;
  }
  const float raise = handCard_.y * 0.14f;
  const float room = right(table_) - handLeft;
  handStep_ = std::min(handCard_.x * handSpreadMax, (room - handCard_.x) / 7.f);
  const float fanW = handCard_.x + 7.f * handStep_;
  const float youLeft = handLeft + (room - fanW) / 2.f;
  you.hand = {youLeft, bottom(table_) - handCard_.y - raise, fanW, handCard_.y + raise};
  you.name = {youLeft, you.hand.top - nameH / 2.f};
  you.nameBox = {youLeft, you.hand.top - nameH, nameW, nameH};
  const float pileW = sideCard_.x + 10.f;
  // Your pile: at the right end, just above your hand.
  you.pile = {right(table_) - pileW, you.hand.top - m / 2.f - sideCard_.y, pileW, sideCard_.y};
  spread_[static_cast<std::size_t>(Seat::You)] = you.hand;

  // Goat: a vertical fan down the left edge, its pile below.
  sideOverlap_ = sideOverlap;
  const float goatW = sideCard_.y;  // cards lie sideways
  goat.sideways = true;
  goat.face = {table_.left, table_.top, face, face};
  goat.name = {table_.left + face + m / 2.f, table_.top + face / 2.f};
  goat.nameBox = {goat.name.x, table_.top, std::max(goatW, faceW) - face - m / 2.f, face};
  goat.hand = {table_.left, table_.top + face, goatW, sideCard_.x * sideFan};
  goat.pile = {table_.left, bottom(goat.hand) + m, goatW, sideCard_.x + 8.f};
  spread_[static_cast<std::size_t>(Seat::Goat)] = {goat.hand.left, goat.hand.top, goatW,
                                                   bottom(goat.pile) - goat.hand.top};

  // Sheep: a horizontal fan across the top, centred over the free width, pile to its right; its
  // portrait and name over it, clear of Goat's name.
  const float sheepFan = sideCard_.x * sideFan;
  const float freeLeft = table_.left + goatW + m;
  const float freeW = right(table_) - freeLeft;
  const float sheepRow = sheepFan + m + pileW;
  const float sheepLeft = std::max(freeLeft, std::min(freeLeft + (freeW - sheepRow) / 2.f, rowEnd - sheepRow));
  const float sheepNameLeft = std::max(sheepLeft, right(goat.nameBox) + m);
  sheep.face = {sheepNameLeft, table_.top, face, face};
  sheep.name = {sheepNameLeft + face + m / 2.f, table_.top + face / 2.f};
  sheep.nameBox = {sheep.name.x, table_.top, faceW - face - m / 2.f, face};
  sheep.hand = {sheepLeft, table_.top + face, sheepFan, sideCard_.y};
  sheep.pile = {sheepLeft + sheepFan + m, sheep.hand.top, pileW, sideCard_.y};
  spread_[static_cast<std::size_t>(Seat::Sheep)] = {sheep.hand.left, sheep.hand.top,
                                                    right(sheep.pile) - sheep.hand.left, sideCard_.y};

  // The centre: between Sheep's row and your name, between Goat's column and your pile.
  const float top = bottom(sheep.hand) + m / 2.f;
  count_ = {freeLeft, top, you.pile.left - m - freeLeft, you.nameBox.top - m / 2.f - top};
  placeCentre(count_);
}

void Layout::placeSeatsPortrait() {
  const float m = margin_;
  const float nameH = nameHeight();
  const float face = faceSize();
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  const SeatPlaces& goat = seats_[static_cast<std::size_t>(Seat::Goat)];

  // Goat and Sheep side by side across the top, each a portrait, a name, a fan and a pile. On a
  // tall phone the portrait and name lie over the fan and pile, which then take the block's whole
  // width; where height is scarce the portrait stands beside the name and the fan under it.
  const float block = std::floor((table_.width - m) / 2.f);
  const bool faceAbove = tall_;
  const float fanLeft = faceAbove ? 0.f : face + m / 2.f;
  // Where room is scarce the fans close up a little to keep the cards large.
  sideOverlap_ = tall_ ? topOverlap : tightOverlap;
  const float fan = 1.f + 7.f * sideOverlap_;
  const float sideW = std::min((block - fanLeft - m - 10.f) / (fan + 1.f),
                               table_.height * (faceAbove ? 0.16f : 0.12f) * cardAspect);
  sideCard_ = cardOfWidth(sideW);
  const float pileW = sideCard_.x + 10.f;
  for (Seat s : {Seat::Goat, Seat::Sheep}) {
    SeatPlaces& p = seats_[static_cast<std::size_t>(s)];
    const float left = s == Seat::Goat ? table_.left : table_.left + block + m / 2.f;
    const float nameRow = faceAbove ? face : nameH;
    p.sideways = false;
    p.face = {left, table_.top, face, face};
    p.name = {left + face + m / 2.f, table_.top + nameRow / 2.f};
    p.nameBox = {p.name.x, table_.top, left + block - p.name.x, nameRow};
    p.hand = {left + fanLeft, table_.top + nameRow, sideCard_.x * fan, sideCard_.y};
    p.pile = {right(p.hand) + m, p.hand.top, pileW, sideCard_.y};
    spread_[static_cast<std::size_t>(s)] = {p.hand.left, p.hand.top, left + block - p.hand.left, sideCard_.y};
  }
  const float topRow = std::max(bottom(goat.hand), bottom(goat.face));

  // Your hand across the whole width: as large as the width allows, leaving the middle at least
  // as much height as the hand.
  const float below = bottom(table_) - topRow;
  // Neighbouring cards of a full hand at least a fingertip apart.
  const float widest = std::max(table_.width * 0.2f, table_.width - 7.f * tapSpacing(width_));
  const float h = std::min({table_.width * 0.3f / cardAspect, widest / cardAspect,
                            (below - nameH - 2.f * m) * 0.53f / 1.14f});
  handCard_ = cardOfHeight(h);
  const float raise = handCard_.y * 0.14f;
  handStep_ = std::min(handCard_.x * handSpreadMax, (table_.width - handCard_.x) / 7.f);
  const float fanW = handCard_.x + 7.f * handStep_;
  const float youLeft = table_.left + (table_.width - fanW) / 2.f;
  you.hand = {youLeft, bottom(table_) - handCard_.y - raise, fanW, handCard_.y + raise};
  spread_[static_cast<std::size_t>(Seat::You)] = you.hand;
  // Your pile at the left end above your hand, your name beside it.
  you.pile = {table_.left, you.hand.top - m / 2.f - sideCard_.y, pileW, sideCard_.y};
  const float nameLeft = right(you.pile) + m;
  you.name = {nameLeft, you.hand.top - nameH / 2.f};
  you.nameBox = {nameLeft, you.hand.top - nameH, static_cast<float>(text_) * 11.2f, nameH};

  // The middle, right of your pile: the trick, and the latest trick on the right.
  const float top = topRow + m / 2.f;
  const sf::FloatRect band = {right(you.pile) + m, top, right(table_) - right(you.pile) - m,
                              you.nameBox.top - m / 2.f - top};
  // The count takes the whole middle, your pile's place too (the piles lie spread by then): the
  // latest trick gives way to it.
  count_ = {table_.left, top, table_.width, band.height};
  const float tiny = static_cast<float>(tinyTextSize());
  const float nameRow = std::round(tiny * 1.6f);
  // Three columns wide enough for a seat's name, or half the band where it is wider; wide enough
  // for its title and the trump on one row where the trick beside it keeps the band's height (the
  // row saved goes to the latest trick's cards).
  const auto cardHeight = [](sf::FloatRect r) {
    return std::min(r.height / portraitCluster, r.width / 1.7f / cardAspect);
  };
  float panelW = std::round(std::max(3.f * tiny * 4.8f + 2.f * m, band.width * 0.45f));
  if (const float oneRow = std::ceil(static_cast<float>(small_) * 15.f + 2.f * m);
      panelW < oneRow && cardHeight({0.f, 0.f, band.width - oneRow - m, band.height}) >= band.height / portraitCluster)
    panelW = oneRow;
  const float inner = panelW - 2.f * m;
  const float titles = titleRow() * (inner >= static_cast<float>(small_) * 15.f ? 1.f : 1.8f);
  trumpBelowTitle_ = titles > titleRow();
  const float column = inner / 3.f;
  smallCard_ = cardOfHeight(std::min(column / 1.25f / cardAspect, band.height - titles - nameRow - m / 2.f));
  const float panelH = titles + smallCard_.y + nameRow + m / 2.f;
  latest_ = {right(band) - panelW, band.top, panelW, panelH};
  // The trick beside the latest trick, or under it where the middle is tall: whichever gives
  // the larger cards.
  const sf::FloatRect beside = {band.left, band.top, latest_.left - m - band.left, band.height};
  const sf::FloatRect under = {band.left, bottom(latest_) + m / 2.f, band.width,
                               bottom(band) - bottom(latest_) - m / 2.f};
  placeCentre(cardHeight(under) > cardHeight(beside) ? under : beside);
}

void Layout::placeCentre(sf::FloatRect band) {
  // The three cards of a trick overlap in a cluster, each index corner in sight: in landscape
  // Goat's on the left, Sheep's above, yours below; in portrait Goat's and Sheep's above, side by
  // side, yours below. A played card is tilted a few degrees: 8% of slack keeps its corners inside.
  const float wide = portrait_ ? 1.7f : 1.82f;  // the cluster's width, in card widths
  const float tall = portrait_ ? portraitCluster : 1.44f;  // its height, in card heights
  const float h = std::min({handCard_.y * 0.9f, band.height / tall / 1.08f,
                            band.width / wide / 1.08f / cardAspect});
  trickCard_ = cardOfHeight(h);
  // The deck and the Bizon Grass lie side by side where the trick will be; in portrait they take
  // the trick's size, else the opponents' cards would be too small to read or tap.
  deckCard_ = portrait_ ? cardOfWidth(std::max(44.f, std::min(trickCard_.x, band.width / 2.3f))) : sideCard_;
  const sf::Vector2f c(band.left + band.width / 2.f, band.top + band.height / 2.f);
  deck_ = {c.x - deckCard_.x * 0.65f, c.y};
  grass_ = {c.x + deckCard_.x * 0.65f, c.y};
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  SeatPlaces& goat = seats_[static_cast<std::size_t>(Seat::Goat)];
  SeatPlaces& sheep = seats_[static_cast<std::size_t>(Seat::Sheep)];
  const sf::Vector2f t = trickCard_;
  if (portrait_) {
    const float dy = t.y * portraitDrop / 2.f;
    goat.trick = {c.x - t.x * 0.35f, c.y - dy};
    sheep.trick = {c.x + t.x * 0.35f, c.y - dy};
    you.trick = {c.x, c.y + dy};
  } else {
    const float dy = t.y * 0.22f;
    you.trick = {c.x + t.x * 0.21f, c.y + dy};
    sheep.trick = {c.x + t.x * 0.29f, c.y - dy};
    goat.trick = {c.x - t.x * 0.53f, c.y};
  }
}

// ---------------------------------------------------------------------------------------------
// Cards in hands, piles and spreads

std::vector<Slot> Layout::handSlots(Seat seat, int count) const {
  std::vector<Slot> slots;
  if (count <= 0) return slots;
  const SeatPlaces& p = this->seat(seat);
  const bool you = seat == Seat::You;
  const sf::Vector2f card = you ? handCard_ : sideCard_;
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
  const float widest = you ? card.x * handSpreadMax : spacing;
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
