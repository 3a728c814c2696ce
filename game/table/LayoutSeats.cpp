// The seats' places (hands, piles, names, portraits) and the trick between them, in a wide window
// and in a tall one; the panels and the cards' slots are in Layout.cpp.
#include <algorithm>
#include <cmath>

#include "table/Layout.h"
#include "table/LayoutProportions.h"

namespace bizon::table {

using namespace proportions;

namespace {

// Landscape: your cards start at this share of the table's height and shrink by shrinkStep until
// everything fits, never under smallestHand.
constexpr float handStartShare = 0.31f;
constexpr float shrinkStep = 2.f;
constexpr float smallestHand = 40.f;
constexpr float sideToHand = 0.68f;  // Goat's and Sheep's cards, in heights of yours
// Your card takes at most a fifth of your hand's row (in portrait, where fingertips want more
// room than there is, it may still take a fifth).
constexpr float cardShareOfRow = 0.2f;
constexpr float sidewaysPileRoom = 8.f;  // Goat's pile in landscape, lengthwise beyond its card
// Names, in text sizes: yours with the dealer token and the bid bubble beside it; Goat's and
// Sheep's, whose dealer token lies on their portrait.
constexpr float nameEms = 11.2f;
constexpr float sideNameEms = 9.6f;

// Portrait: Goat and Sheep share the top row, their fans tighter and their cards larger, at most
// this share of the table's height (more on a tall phone, where their names lie over the fans).
constexpr float topOverlap = 0.18f;
constexpr float tightOverlap = 0.14f;
constexpr float topCardShare = 0.12f;
constexpr float tallTopCardShare = 0.16f;
constexpr float portraitCardShare = 0.3f;  // your card's width, of the table's
// Your hand and its name take at most this share of the height under the top row: the middle
// keeps at least as much as the hand.
constexpr float handShareBelow = 0.5f;
// The latest trick's panel: half the middle at most, or three columns of a seat's name (in tiny
// text sizes) where that is wider.
constexpr float latestShare = 0.4f;
constexpr float latestNameEms = 4.1f;
constexpr float latestTwoRows = 1.8f;  // its title and the trump on two rows, in title rows

// The trick: its three cards overlap in a cluster, each index corner in sight. In portrait Goat's
// and Sheep's cards lie side by side and yours below them, this far (in card heights): their index
// corners and top halves stay in sight. A played card is tilted a few degrees: 8% of slack keeps
// its corners inside.
constexpr float portraitDrop = 0.44f;
constexpr float portraitCluster = 1.f + portraitDrop;  // the cluster's height, in card heights
constexpr float portraitClusterWidth = 1.7f;           // in card widths
constexpr float landscapeCluster = 1.44f;
constexpr float landscapeClusterWidth = 1.82f;
constexpr float tiltSlack = 1.08f;
constexpr float trickToHand = 0.9f;  // a trick's card at most this height of yours
constexpr float deckApart = 0.65f;   // the deck's and the grass's centres from the middle, in card widths

// The gap between a played card's tag and the cards, and the width of yours ("Vous" and room
// around it), in tiny text sizes.
constexpr float tagGap = 2.f;
constexpr float yourTagEms = 4.f;

}  // namespace

// ---------------------------------------------------------------------------------------------
// Both

sf::FloatRect Layout::placeHand(float left, float room) {
  handStep_ = std::min(handCard_.x * handSpreadMax, (room - handCard_.x) / handGaps);
  const float fanW = handCard_.x + handGaps * handStep_;
  // (In portrait, where your name and pile lie right over it, a picked card lifts the furthest
  // within your hand's place.)
  const float raised = raise() + (portrait_ ? pickRaise() : 0.f);
  return {left + (room - fanW) / 2.f, bottom(table_) - handCard_.y - raised, fanW, handCard_.y + raised};
}

void Layout::placeYourName(float left) {
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  const float nameH = nameHeight();
  you.name = {left, you.hand.top - nameH / 2.f};
  you.nameBox = {left, you.hand.top - nameH, static_cast<float>(text_) * nameEms, nameH};
}

float Layout::trickHeight(sf::FloatRect band, bool* tagBeside) const {
  const float wide = portrait_ ? portraitClusterWidth : landscapeClusterWidth;
  const float tall = portrait_ ? portraitCluster : landscapeCluster;
  // A row for the tags over the cards and one under them; in portrait yours lies beside your
  // card, under Goat's, where the band has the width for it (yourTagEms) and saves that row.
  const float row = trickTagHeight() + tagGap;
  const auto height = [&](float rows) {
    return std::min({handCard_.y * trickToHand, (band.height - rows * row) / tall / tiltSlack,
                     band.width / wide / tiltSlack / cardAspect});
  };
  const bool beside = portrait_ && band.width / 2.f - cardOfHeight(height(1.f)).x / 2.f - tagGap >=
                                       yourTagEms * static_cast<float>(tinyTextSize());
  if (tagBeside) *tagBeside = beside;
  return height(beside ? 1.f : 2.f);
}

void Layout::placeCentre(sf::FloatRect band) {
  // In landscape Goat's card on the left, Sheep's above, yours below; in portrait Goat's and
  // Sheep's above, side by side, yours below.
  const float row = trickTagHeight() + tagGap;
  bool beside = false;
  const float h = trickHeight(band, &beside);
  const float tags = beside ? row : 2.f * row;
  trickBand_ = band;
  trickCard_ = cardOfHeight(h);
  // The deck and the Bizon Grass lie side by side where the trick will be; in portrait they take
  // the trick's size, else the opponents' cards would be too small to read or tap.
  deckCard_ = portrait_ ? cardOfWidth(std::max(44.f, std::min(trickCard_.x, band.width / 2.3f))) : sideCard_;
  // (Where the tags' row is over the cards only, they lie that much lower.)
  const sf::Vector2f c(band.left + band.width / 2.f, band.top + band.height / 2.f + (tags < 2.f * row ? row / 2.f : 0.f));
  deck_ = {c.x - deckCard_.x * deckApart, c.y};
  grass_ = {c.x + deckCard_.x * deckApart, c.y};
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
// Landscape: Goat down the left edge, Sheep across the top, you along the bottom

void Layout::placeSeatsLandscape() {
  // Sheep's row ends before the menu button where that sits on the table.
  const float rowEnd = menu_.left < right(table_) ? menu_.left - margin_ : right(table_);
  const float handLeft = sizeCardsLandscape(rowEnd);
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  you.hand = placeHand(handLeft, right(table_) - handLeft);
  // Your pile: at the right end, just above your hand, your name beside it (at the left end your
  // name lay nearer Goat's pile than your own, and your pile nearer Sheep's name).
  const float pileW = sideCard_.x + pileRoom;
  you.pile = {right(table_) - pileW, you.hand.top - margin_ / 2.f - sideCard_.y, pileW, sideCard_.y};
  placeYourName(std::max(you.hand.left, you.pile.left - margin_ - static_cast<float>(text_) * nameEms));
  spread_[static_cast<std::size_t>(Seat::You)] = you.hand;
  placeGoatLandscape();
  placeSheepLandscape(rowEnd);
  // The centre: between Sheep's row and your name, between Goat's column and your pile.
  const float freeLeft = table_.left + sideCard_.y + margin_;
  const float top = bottom(seat(Seat::Sheep).hand) + margin_ / 2.f;
  count_ = {freeLeft, top, you.pile.left - margin_ - freeLeft, you.nameBox.top - margin_ / 2.f - top};
  placeCentre(count_);
}

float Layout::tapSpacing() const { return width_ >= 720.f ? 60.f : 44.f; }

sf::Vector2f Layout::yourCard(int count) const {
  const float room = seat(Seat::You).hand.width;
  const float w = count > 1 ? std::min(handCard_.x, room - static_cast<float>(count - 1) * tapSpacing()) : handCard_.x;
  return w < handCard_.x ? cardOfWidth(std::floor(w)) : handCard_;
}

float Layout::trickTagHeight() const { return std::round(static_cast<float>(tinyTextSize()) * 1.5f); }

float Layout::trickTilt(Seat seat) { return seat == Seat::Goat ? -4.f : seat == Seat::Sheep ? 3.f : 0.f; }

sf::FloatRect Layout::trickBox(Seat s) const {
  // The card's corners turned by its tilt: the box around them.
  const float a = std::abs(trickTilt(s)) * 3.14159265f / 180.f;
  const float w = trickCard_.x * std::cos(a) + trickCard_.y * std::sin(a);
  const float h = trickCard_.x * std::sin(a) + trickCard_.y * std::cos(a);
  const sf::Vector2f c = seat(s).trick;
  return {c.x - w / 2.f, c.y - h / 2.f, w, h};
}

unsigned Layout::trickChipText() const { return tinyTextSize(); }

sf::FloatRect Layout::trickChip(Seat s) const {
  if (trickCard_.y >= 100.f) return {};
  const float text = static_cast<float>(trickChipText());
  const float w = std::round(text * 2.3f), h = std::round(text * 1.35f);
  // Inside the card's corner whatever its tilt (a few degrees): an inset of 6 % of its width.
  const float inset = std::ceil(trickCard_.x * 0.06f);
  const sf::Vector2f c = seat(s).trick, half = trickCard_ / 2.f;
  const float x = s == Seat::Sheep ? c.x + half.x - inset - w : c.x - half.x + inset;
  const float y = s == Seat::You ? c.y + half.y - inset - h : c.y - half.y + inset;
  return {x, y, w, h};
}

sf::FloatRect Layout::trickTag(Seat s, float width) const {
  // Over the cluster (Goat's and Sheep's in portrait, Sheep's in landscape) or under it: outside
  // every card, whatever its tilt.
  const float left = trickBand_.left, rightEdge = right(trickBand_);
  float top = trickBox(Seat::You).top, bottomEdge = bottom(trickBox(Seat::You));
  for (Seat t : {Seat::Goat, Seat::Sheep}) {
    top = std::min(top, trickBox(t).top);
    bottomEdge = std::max(bottomEdge, bottom(trickBox(t)));
  }
  const float h = trickTagHeight();
  if (portrait_ && s == Seat::You) {
    // Beside your card, under Goat's (or Sheep's) where there is room, else under it.
    const sf::FloatRect you = trickBox(Seat::You);
    const float y = std::max(bottom(trickBox(Seat::Goat)), bottom(trickBox(Seat::Sheep))) + tagGap;
    if (y + h <= bottom(you)) {
      if (you.left - tagGap - width >= left) return {you.left - tagGap - width, y, width, h};
      if (right(you) + tagGap + width <= rightEdge) return {right(you) + tagGap, y, width, h};
    }
  }
  const bool over = s == Seat::Sheep || (portrait_ && s == Seat::Goat);
  const float y = over ? top - tagGap - h : bottomEdge + tagGap;
  float x = seat(s).trick.x - width / 2.f;
  if (portrait_ && s != Seat::You) {
    // Goat's and Sheep's side by side: they part at the middle between their cards.
    const float mid = (seat(Seat::Goat).trick.x + seat(Seat::Sheep).trick.x) / 2.f;
    x = s == Seat::Goat ? std::min(x, mid - 1.f - width) : std::max(x, mid + 1.f);
  } else if (!portrait_ && s == Seat::Goat) {
    // Under the cluster at Goat's end of it, left of your card (your tag lies under your card).
    x = std::min(trickBox(Seat::Goat).left, trickBox(Seat::You).left - tagGap - width);
  }
  x = std::clamp(x, left, std::max(left, rightEdge - width));
  return {x, y, width, h};
}

float Layout::sideNameRow() const { return faceSize() + margin_ / 2.f + static_cast<float>(text_) * sideNameEms; }

float Layout::handLeftLandscape() const {
  // Your hand starts right of Goat's column where that column (portrait, fan, pile) reaches down
  // to your name.
  const float goatBottom = table_.top + faceSize() + sideCard_.x * sideFan + margin_ + sideCard_.x + sidewaysPileRoom;
  const float nameTop = bottom(table_) - handCard_.y * (1.f + raiseShare) - nameHeight();
  return goatBottom + margin_ > nameTop ? table_.left + sideCard_.y + margin_ : table_.left;
}

float Layout::sizeCardsLandscape(float rowEnd) {
  // From about a third of the table's height, smaller until Sheep's row fits right of Goat's
  // column (its portrait and name right of Goat's too), and your hand's row holds your cards a
  // fingertip apart, none wider than a fifth of the row.
  const float m = margin_;
  const float faceW = sideNameRow();
  for (float h = std::round(table_.height * handStartShare);; h -= shrinkStep) {
    handCard_ = cardOfHeight(h);
    sideCard_ = cardOfHeight(h * sideToHand);
    const float handLeft = handLeftLandscape();
    const float room = right(table_) - handLeft;
    const float sheepRow = sideCard_.x * sideFan + m + sideCard_.x + pileRoom;
    const bool sheepFits = table_.left + sideCard_.y + m + sheepRow <= rowEnd &&
                           table_.left + std::max(sideCard_.y, faceW) + m + faceW <= rowEnd;
    const bool handFits = handCard_.x <= room * cardShareOfRow && (room - handCard_.x) / handGaps >= tapSpacing();
    if ((sheepFits && handFits) || h <= smallestHand) return handLeft;
  }
}

void Layout::placeGoatLandscape() {
  // Down the left edge under the portrait and name: the pile, then a vertical fan.
  const float m = margin_;
  const float face = faceSize();
  SeatPlaces& goat = seats_[static_cast<std::size_t>(Seat::Goat)];
  sideOverlap_ = sideOverlap;
  const float goatW = sideCard_.y;  // cards lie sideways
  goat.sideways = true;
  goat.face = {table_.left, table_.top, face, face};
  goat.name = {table_.left + face + m / 2.f, table_.top + face / 2.f};
  goat.nameBox = {goat.name.x, table_.top, std::max(goatW, sideNameRow()) - face - m / 2.f, face};
  // The pile under the portrait and name, the fan under it: by the name it belongs to.
  goat.pile = {table_.left, table_.top + face, goatW, sideCard_.x + sidewaysPileRoom};
  goat.hand = {table_.left, bottom(goat.pile) + m, goatW, sideCard_.x * sideFan};
  spread_[static_cast<std::size_t>(Seat::Goat)] = {goat.pile.left, goat.pile.top, goatW,
                                                   bottom(goat.hand) - goat.pile.top};
}

void Layout::placeSheepLandscape(float rowEnd) {
  // A horizontal fan across the top, centred over the free width, pile to its right; its
  // portrait and name over it, clear of Goat's name.
  const float m = margin_;
  const float face = faceSize();
  SeatPlaces& sheep = seats_[static_cast<std::size_t>(Seat::Sheep)];
  const float sheepFan = sideCard_.x * sideFan;
  const float pileW = sideCard_.x + pileRoom;
  const float freeLeft = table_.left + sideCard_.y + m;
  const float freeW = right(table_) - freeLeft;
  const float sheepRow = sheepFan + m + pileW;
  const float sheepLeft = std::max(freeLeft, std::min(freeLeft + (freeW - sheepRow) / 2.f, rowEnd - sheepRow));
  const float sheepNameLeft = std::max(sheepLeft, right(seat(Seat::Goat).nameBox) + m);
  sheep.face = {sheepNameLeft, table_.top, face, face};
  sheep.name = {sheepNameLeft + face + m / 2.f, table_.top + face / 2.f};
  sheep.nameBox = {sheep.name.x, table_.top, sideNameRow() - face - m / 2.f, face};
  sheep.hand = {sheepLeft, table_.top + face, sheepFan, sideCard_.y};
  sheep.pile = {sheepLeft + sheepFan + m, sheep.hand.top, pileW, sideCard_.y};
  spread_[static_cast<std::size_t>(Seat::Sheep)] = {sheep.hand.left, sheep.hand.top,
                                                    right(sheep.pile) - sheep.hand.left, sideCard_.y};
}

// ---------------------------------------------------------------------------------------------
// Portrait: Goat and Sheep side by side across the top, you across the bottom, the trick and the
// latest trick between

void Layout::placeSeatsPortrait() {
  placeTopRow();
  const SeatPlaces& goat = seat(Seat::Goat);
  const float topRow = std::max(bottom(goat.hand), bottom(goat.face));
  placeYouPortrait(topRow);
  placeMiddlePortrait(topRow);
}

void Layout::placeTopRow() {
  // Each a portrait, a name, a fan and a pile. On a tall phone the portrait and name lie over the
  // fan and pile, which then take the block's whole width; where height is scarce the portrait
  // stands beside the name and the fan under it.
  const float m = margin_;
  const float face = faceSize();
  const float block = std::floor((table_.width - m) / 2.f);
  const bool faceAbove = tall_;
  const float fanLeft = faceAbove ? 0.f : face + m / 2.f;
  // Where room is scarce the fans close up a little to keep the cards large.
  sideOverlap_ = tall_ ? topOverlap : tightOverlap;
  const float fan = 1.f + handGaps * sideOverlap_;
  const float sideW = std::min((block - fanLeft - m - pileRoom) / (fan + 1.f),
                               table_.height * (faceAbove ? tallTopCardShare : topCardShare) * cardAspect);
  sideCard_ = cardOfWidth(sideW);
  const float pileW = sideCard_.x + pileRoom;
  const float nameRow = faceAbove ? face : nameHeight();
  for (Seat s : {Seat::Goat, Seat::Sheep}) {
    SeatPlaces& p = seats_[static_cast<std::size_t>(s)];
    const float left = s == Seat::Goat ? table_.left : table_.left + block + m / 2.f;
    p.sideways = false;
    p.face = {left, table_.top, face, face};
    p.name = {left + face + m / 2.f, table_.top + nameRow / 2.f};
    p.nameBox = {p.name.x, table_.top, left + block - p.name.x, nameRow};
    p.hand = {left + fanLeft, table_.top + nameRow, sideCard_.x * fan, sideCard_.y};
    p.pile = {right(p.hand) + m, p.hand.top, pileW, sideCard_.y};
    spread_[static_cast<std::size_t>(s)] = {p.hand.left, p.hand.top, left + block - p.hand.left, sideCard_.y};
  }
}

void Layout::placeYouPortrait(float topRow) {
  // Your hand across the whole width: as large as the width allows, its neighbouring cards at
  // least a fingertip apart; your pile at the left end above it, your name beside the pile.
  const float m = margin_;
  const float below = bottom(table_) - topRow;
  // The hand may reach the window's edges: a phone needs every pixel for its fingertips. Its cards
  // as large as keeps a hand of 7 a fingertip apart (yourCard shrinks them for the first trick's 8).
  const float room = width_ - 2.f;
  const float widest = std::max(table_.width * cardShareOfRow, room - (handGaps - 1.f) * tapSpacing());
  const float h = std::min({table_.width * portraitCardShare / cardAspect, widest / cardAspect,
                            (below - nameHeight() - 2.f * m) * handShareBelow / (1.f + raiseShare * (1.f + pickShare))});
  handCard_ = cardOfHeight(h);
  SeatPlaces& you = seats_[static_cast<std::size_t>(Seat::You)];
  you.hand = placeHand(1.f, room);
  spread_[static_cast<std::size_t>(Seat::You)] = you.hand;
  you.pile = {table_.left, you.hand.top - m / 2.f - sideCard_.y, sideCard_.x + pileRoom, sideCard_.y};
  placeYourName(right(you.pile) + m);
}

void Layout::placeMiddlePortrait(float topRow) {
  // The middle, right of your pile: the trick, and the latest trick on the right.
  const float m = margin_;
  const SeatPlaces& you = seat(Seat::You);
  const float top = topRow + m / 2.f;
  const sf::FloatRect band = {right(you.pile) + m, top, right(table_) - right(you.pile) - m,
                              you.nameBox.top - m / 2.f - top};
  // The count takes the whole middle, your pile's place too (the piles lie spread by then): the
  // latest trick gives way to it.
  count_ = {table_.left, top, table_.width, band.height};
  // Three columns wide enough for a seat's name, or half the band where it is wider; wide enough
  // for its title and the trump on one row where the trick beside it keeps the band's height (the
  // row saved goes to the latest trick's cards).
  // (The trick's band keeps room beside your card for your tag.)
  const float tiny = static_cast<float>(tinyTextSize());
  const auto cardHeight = [tiny](sf::FloatRect r) {
    return std::min({r.height / portraitCluster, r.width / portraitClusterWidth / cardAspect,
                     (r.width - 2.f * (yourTagEms * tiny + tagGap)) / cardAspect});
  };
  float panelW = std::round(std::max(3.f * tiny * latestNameEms + 2.f * m, band.width * latestShare));
  if (const float oneRow = std::ceil(static_cast<float>(small_) * titleAndTrumpEms + 2.f * m);
      panelW < oneRow && cardHeight({0.f, 0.f, band.width - oneRow - m, band.height}) >= band.height / portraitCluster)
    panelW = oneRow;
  const float inner = panelW - 2.f * m;
  const float titles = titleRow() * (inner >= static_cast<float>(small_) * titleAndTrumpEms ? 1.f : latestTwoRows);
  trumpBelowTitle_ = titles > titleRow();
  const float nameRow = latestNameRow();
  smallCard_ = cardOfHeight(std::min(inner / 3.f / latestColumn / cardAspect, band.height - titles - nameRow - m / 2.f));
  latest_ = {right(band) - panelW, band.top, panelW, titles + smallCard_.y + nameRow + m / 2.f};
  // The trick beside the latest trick, or under it where the middle is tall: whichever gives
  // the larger cards.
  const sf::FloatRect beside = {band.left, band.top, latest_.left - m - band.left, band.height};
  const sf::FloatRect under = {band.left, bottom(latest_) + m / 2.f, band.width,
                               bottom(band) - bottom(latest_) - m / 2.f};
  placeCentre(trickHeight(under) > trickHeight(beside) ? under : beside);
}

}  // namespace bizon::table
