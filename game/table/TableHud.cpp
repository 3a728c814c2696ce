#include "table/TableHud.h"

#include <algorithm>
#include <cmath>

#include "ui/ScoreExplanation.h"
#include "table/CardPainter.h"
#include "table/CountOrder.h"
#include "ui/Theme.h"
#include "table/TableWords.h"

namespace bizon::table {

namespace {

// A label's position is its vertical middle: the middle of the row Layout gives it.
float middle(sf::FloatRect r) { return r.top + r.height / 2.f; }

// How a kind of label of the HUD looks: its font and size, and what sets it apart from a plain
// label (left-aligned, in the font's default colour, no outline, at the HUD's own depth).
struct Look {
  bool bold;
  unsigned size;
  scene::Align align = scene::Align::Left;
  const sf::Color* colour = nullptr;
  const sf::Color* outline = nullptr;  // one pixel wide
  float z = 0.f;
};

namespace looks {
using scene::Align;
namespace c = ui::colours;
// The scoresheet's and the latest trick's titles, the game number and the trump at their right.
constexpr Look title{true, 14, Align::Left, &c::title};
constexpr Look gameOf{false, 14, Align::Right, &c::gameOf};
constexpr Look trump{true, 14, Align::Right};
// Under a seat's name: how long it has been thinking.
constexpr Look clock{true, 14, Align::Left, &c::turn, &c::nameOutline};
// The scoresheet: a seat's name and total, its value in a game, the games' numbers, "SP" over the
// totals and "‹" where earlier games are left out.
constexpr Look sheetName{true, 14};
constexpr Look sheetTotal{false, 14};
constexpr Look sheetValue{false, 13, Align::Centre};
constexpr Look sheetNumber{false, 12, Align::Centre, &c::dim};
constexpr Look sheetSp{true, 12, Align::Right, &c::dim};
constexpr Look sheetEarlier{false, 12, Align::Right, &c::dim};
// A seat: its name on the felt and what it says.
constexpr Look name{true, 18, Align::Left, nullptr, &c::nameOutline};
constexpr Look bubble{true, 16, Align::Left, &c::bubble, &c::bubbleOutline};
// The latest trick: who played each card, and the words before the first trick.
constexpr Look latestName{false, 12, Align::Centre, &c::latestName};
// Over the cards on the felt, under a card in flight: who played each card of the trick; who
// took it; each counted card's points and their total.
constexpr Look trickTag{true, 12, Align::Centre, nullptr, nullptr, 451.f};
constexpr Look trickChip{false, 12, Align::Centre, nullptr, nullptr, 451.f};
constexpr Look callout{true, 16, Align::Centre, &c::turn, nullptr, 701.f};
constexpr Look countTag{true, 12, Align::Centre, nullptr, &c::tagOutline, 700.f};
constexpr Look countTotal{true, 16, Align::Centre, &c::turn, &c::tagOutline, 700.f};
}  // namespace looks

scene::Label* addLabel(scene::Node& root, const Fonts& fonts, const Look& look) {
  auto& label = root.emplace<scene::Label>(look.bold ? fonts.bold : fonts.regular, look.size);
  label.setAlign(look.align);
  if (look.colour) label.setColour(*look.colour);
  if (look.outline) label.setOutline(*look.outline, 1.f);
  if (look.z != 0.f) label.setZ(look.z);
  return &label;
}

// A panel in the table's own style (ui::colours::stylePanel) or, given colours, an opaque one over
// the cards at depth `z`.
ui::Panel* addPanel(scene::Node& root) {
  auto& panel = root.emplace<ui::Panel>();
  ui::colours::stylePanel(panel);
  return &panel;
}
ui::Panel* addPanel(scene::Node& root, sf::Color edge, float thickness, float z) {
  auto& panel = root.emplace<ui::Panel>();
  panel.setColours(ui::colours::solidPanel, edge, thickness);
  panel.setZ(z);
  return &panel;
}

}  // namespace

// The HUD's parts, in the order they are drawn where their depths are equal.
TableHud::TableHud(scene::Node& root, const Fonts& fonts, const Texts& texts) {
  const auto label = [&](const Look& look) { return addLabel(root, fonts, look); };
  sheetPanel_ = addPanel(root);
  latestPanel_ = addPanel(root);
  sheetTitle_ = label(looks::title);
  latestTitle_ = label(looks::title);
  gameLabel_ = label(looks::gameOf);
  trumpLabel_ = label(looks::trump);
  clock_ = label(looks::clock);
  for (std::size_t i = 0; i < 3; ++i) {
    sheetNames_[i] = label(looks::sheetName);
    sheetTotals_[i] = label(looks::sheetTotal);
    for (auto& v : sheetValues_[i]) v = label(looks::sheetValue);
    faces_[i] = &root.emplace<scene::Picture>();
    names_[i] = label(looks::name);
    bubbles_[i] = label(looks::bubble);
    latest_[i] = &root.emplace<scene::FlipSprite>(ui::colours::card);
    latest_[i]->setFaceUp(true);
    latestNames_[i] = label(looks::latestName);
  }
  dealerToken_ = &root.emplace<scene::Token>(fonts.bold, texts("table.dealer_token"), ui::colours::dealerToken);
  dealerToken_->setZ(5.f);
  for (auto& count : pileCounts_) {
    count = &root.emplace<scene::Token>(fonts.bold, "0", ui::colours::trickCount);
    count->setZ(290.f);  // over the pile's cards, under a card in flight
  }
  for (auto& n : sheetNumbers_) n = label(looks::sheetNumber);
  sheetSp_ = label(looks::sheetSp);
  sheetEarlier_ = label(looks::sheetEarlier);
  for (std::size_t i = 0; i < 3; ++i) {
    trickTagPanels_[i] = addPanel(root, ui::colours::panelEdge, 1.f, 450.f);  // under its tag
    trickTags_[i] = label(looks::trickTag);
    trickChipPanels_[i] = addPanel(root, ui::colours::cardEdge, 1.f, 450.f);
    trickChipPanels_[i]->setColours(ui::colours::indexPatch, ui::colours::cardEdge, 1.f);
    trickChips_[i] = label(looks::trickChip);
  }
  calloutPanel_ = addPanel(root, ui::colours::dialogEdge, 1.5f, 700.f);
  callout_ = label(looks::callout);
  setCallout(false);
  for (auto& tag : countTags_) tag = label(looks::countTag);
  countTotal_ = label(looks::countTotal);
  noTrick_ = label(looks::latestName);
}

void TableHud::setClock(const Layout& layout, Seat place, const std::string& text) {
  clockPlace_ = place;
  clock_->setZ(295.f);  // over the hands and piles (a phone's fans lie under the names), under a card in flight
  clock_->setText(text);
  clock_->setCharacterSize(layout.smallTextSize());
  // Under the name, in the room beside the portrait.
  const SeatPlaces& p = layout.seat(place);
  clock_->setPosition(p.name.x, p.name.y + static_cast<float>(layout.textSize()) * 1.2f);
}

void TableHud::show(const Texts& t, const Layout& layout, const CardAtlas& atlas, const Portraits& portraits,
                    const Seating& seating, const TableModel& model) {
  const unsigned small = layout.smallTextSize();
  const auto panel = [&](ui::Panel* p, scene::Label* title, sf::FloatRect r, sf::FloatRect titleBox,
                         const char* key) {
    p->setPosition(r.left, r.top);
    p->setSize({r.width, r.height});
    p->setRadius(8.f * layout.scale());
    title->setCharacterSize(small);
    title->setText(t(key));
    title->setPosition(titleBox.left, middle(titleBox));
  };
  panel(sheetPanel_, sheetTitle_, layout.scoresheet(), layout.scoresheetTitle(), "table.scoresheet.title");
  panel(latestPanel_, latestTitle_, layout.latestTrick(), layout.latestTitle(), "table.latest_trick");
  const sf::FloatRect game = layout.scoresheetGame();
  gameLabel_->setCharacterSize(small);
  gameLabel_->setText(title_.empty() ? t.format("table.game_of", {{"n", model.gameNumber()}, {"total", model.games()}}) : title_);
  gameLabel_->setPosition(game.left + game.width, middle(game));
  trumpLabel_->setCharacterSize(small);
  if (const auto trump = model.trump()) {
    trumpLabel_->setText(t.format("table.trump", {{"suit", scene::utf8(CardPainter::symbolOf(*trump))}}));
    // In the ink the deck gives the suit (a four-colour deck's blue or gold diamonds).
    trumpLabel_->setColour(CardPainter::onFelt(atlas.ink(*trump)));
  } else {
    trumpLabel_->setText("");
  }
  const sf::FloatRect trumpBox = layout.trumpLabel();
  trumpLabel_->setPosition(trumpBox.left + trumpBox.width, middle(trumpBox));
  showSeats(t, layout, portraits, seating, model);
  setClock(layout, clockPlace_, std::string(clock_->utf8()));
  showScoresheet(t, layout, seating, model);
  showCount(t, layout, model);
  showLatestTrick(t, layout, atlas, model);
  showTrick(t, layout, atlas, model);
}

void TableHud::showSeats(const Texts& t, const Layout& layout, const Portraits& portraits, const Seating& seating,
                         const TableModel& model) {
  // Names: yellow while it is that seat's turn; the dealer token and the bubble after them.
  const unsigned text = layout.textSize();
  const float m = layout.margin();
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const SeatPlaces& p = layout.seat(s);
    faces_[i]->show(seating.faces[s] ? portraits.texture(*seating.faces[s]) : nullptr, p.face);
    names_[i]->setCharacterSize(text + 1);
    // "Ann (away)" beside a person who dropped; a name too long for the room to the window's edge
    // is cut short, its "(away)" kept.
    const std::string said = t.seat(s);
    const sf::String name = sf::String::fromUtf8(said.begin(), said.end());
    const auto tag = [&](std::size_t n) {
      const std::string cut = scene::utf8(name.substring(0, n)) + (n < name.getSize() ? "\xe2\x80\xa6" : "");
      return seating.away[s] ? t.format("online.away", {{"name", cut}}) : cut;
    };
    names_[i]->setText(tag(name.getSize()));
    for (std::size_t n = name.getSize(); n > 1 && names_[i]->size().x > layout.width() - m - p.name.x; --n)
      names_[i]->setText(tag(n - 1));
    names_[i]->setColour(model.turn() == s ? ui::colours::turn : ui::colours::text);
    names_[i]->setPosition(p.name);
    float x = p.name.x + names_[i]->size().x + m * 0.6f;
    if (s == model.dealer()) {
      const float r = layout.dealerTokenRadius();
      dealerToken_->setRadius(r);
      if (p.face.width > 0.f) {
        // On the portrait's lower right corner, like a badge.
        dealerToken_->setPosition(p.face.left + p.face.width - r * 0.8f, p.face.top + p.face.height - r * 0.8f);
      } else {
        dealerToken_->setPosition(x + r, p.name.y);
        x += 2 * r + m * 0.6f;
      }
    }
    // The number of tricks the seat has won, on its pile while it has any.
    const int tricks = static_cast<int>(model.pile(s).size()) / 3;
    pileCounts_[i]->setVisible(tricks > 0 && model.place(model.pile(s).front()).where == Where::Pile);
    pileCounts_[i]->setLetter(std::to_string(tricks));
    pileCounts_[i]->setRadius(layout.dealerTokenRadius());
    pileCounts_[i]->setPosition(layout.pileCount(s));
    bubbles_[i]->setCharacterSize(text - 1);
    // Round 2 starts with a clean slate: round 1's passes give way to what is said now.
    const Bubble& bubble = model.bubble(s);
    const bool stale = model.round() == 2 && bubble.kind == Bubble::Kind::Bid && bubble.round == 1;
    bubbles_[i]->setText(stale ? std::string() : bubbleText(t, bubble));
    bubbles_[i]->setPosition(x, p.name.y);
  }
}

void TableHud::showScoresheet(const Texts& t, const Layout& layout, const Seating& seating, const TableModel& model) {
  // Like History's: the games' numbers over their columns, a row per seat, the total at the right.
  const unsigned small = layout.smallTextSize(), tiny = layout.tinyTextSize();
  const int games = model.games();
  const auto& sheet = model.sheet();
  // The games played and the one being played, no empty columns for the games to come; where
  // they do not all fit, the latest: the columns end at the game being played.
  const int current = std::clamp(model.gameNumber() - 1, 0, games - 1);
  const int columns = std::min({layout.scoresheetColumns(), games, current + 1});
  const int first = std::clamp(current + 1 - columns, 0, games - columns);
  // Where cells are narrow the colour alone says gain or loss, and "+" gives way.
  const bool compact = !layout.scoresheetSigns();
  for (int k = 0; k < gamesPerSet; ++k) {
    scene::Label* n = sheetNumbers_[static_cast<std::size_t>(k)];
    n->setVisible(k < columns);
    if (k >= columns) continue;
    const sf::FloatRect r = layout.scoresheetNumber(k);
    n->setCharacterSize(tiny);
    n->setText(std::to_string(first + k + 1));
    n->setColour(first + k == current ? ui::colours::turn : ui::colours::dim);
    n->setPosition(r.left + r.width / 2.f, middle(r));
  }
  const sf::FloatRect heading = layout.scoresheetTotalHeading();
  sheetSp_->setCharacterSize(tiny);
  sheetSp_->setText(t("table.scoresheet.sp"));
  sheetSp_->setPosition(heading.left + heading.width, middle(heading));
  const sf::FloatRect firstNumber = layout.scoresheetNumber(0);
  sheetEarlier_->setVisible(first > 0);
  sheetEarlier_->setCharacterSize(tiny);
  sheetEarlier_->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x2039))));  // ‹, earlier games left out
  sheetEarlier_->setPosition(firstNumber.left, middle(firstNumber));
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const sf::FloatRect name = layout.scoresheetName(s), total = layout.scoresheetTotal(s);
    sheetNames_[i]->setCharacterSize(small);
    sheetNames_[i]->setText(t.seat(s));
    // Someone away is greyed (their name tag says so in words).
    sheetNames_[i]->setColour(seating.away[s] ? ui::colours::dim : ui::colours::text);
    sheetNames_[i]->setPosition(name.left, middle(name));
    sheetTotals_[i]->setCharacterSize(small);
    sheetTotals_[i]->setAlign(scene::Align::Right);
    sheetTotals_[i]->setText(std::to_string(model.totals()[s]));
    sheetTotals_[i]->setColour(ui::colours::title);
    sheetTotals_[i]->setPosition(total.left + total.width, middle(total));
    for (int k = 0; k < gamesPerSet; ++k) {
      scene::Label* v = sheetValues_[i][static_cast<std::size_t>(k)];
      v->setVisible(k < columns);
      if (k >= columns) continue;
      const int g = first + k;
      const sf::FloatRect cell = layout.scoresheetCell(s, k);
      v->setCharacterSize(small);
      v->setPosition(cell.left + cell.width / 2.f, middle(cell));
      if (g < static_cast<int>(sheet.size())) {
        const int sp = sheet[static_cast<std::size_t>(g)][s];
        v->setText(compact ? std::to_string(sp) : ui::signedSp(sp));
        v->setColour(sp > 0 ? ui::colours::gain : sp < 0 ? ui::colours::loss : ui::colours::even);
      } else {
        v->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x00B7))));  // a dot for the game in play
        v->setColour(ui::colours::toCome);
      }
    }
  }
  // A name reaches into its first cell as far as that column's values leave room, and is cut
  // short with "…" where it is longer.
  float values = layout.scoresheetTotal(Seat::You).left;
  for (Seat s : allSeats) {
    const scene::Label* cell = sheetValues_[static_cast<std::size_t>(s)][0];
    if (cell->visible()) values = std::min(values, cell->bounds().left);
  }
  for (Seat s : allSeats)
    sheetNames_[static_cast<std::size_t>(s)]->fitWidth(values - layout.margin() * 0.4f - layout.scoresheetName(s).left);
}

void TableHud::showLatestTrick(const Texts& t, const Layout& layout, const CardAtlas& atlas, const TableModel& model) {
  // The latest trick, in the order played, each card with its seat's name.
  const auto& trick = model.latestTrick();
  // Where the count takes the whole middle (portrait), the latest trick gives way to it.
  const bool hidden = counting_ && layout.countArea().intersects(layout.latestTrick());
  latestPanel_->setVisible(!hidden);
  latestTitle_->setVisible(!hidden);
  trumpLabel_->setVisible(!hidden);
  // Before the first trick the panel says so, rather than standing empty.
  const sf::FloatRect middleCard = layout.latestCard(1);
  noTrick_->setVisible(!trick.has_value() && !hidden);
  noTrick_->setCharacterSize(layout.tinyTextSize());
  noTrick_->setText(t("table.latest_trick.none"));
  noTrick_->setPosition(middleCard.left + middleCard.width / 2.f, middle(middleCard));
  for (std::size_t k = 0; k < 3; ++k) {
    scene::FlipSprite* s = latest_[k];
    scene::Label* name = latestNames_[k];
    s->setVisible(trick.has_value() && !hidden);
    name->setVisible(trick.has_value() && !hidden);
    if (!trick) continue;
    const Card c = trick->cards[k];
    const Slot slot = layout.latestSlot(static_cast<int>(k));
    const float scale = layout.smallCard().y / layout.handCard().y;
    s->setTexture(atlas.texture(), atlas.face(c), atlas.back());
    s->setSize(layout.handCard());
    s->setPosition(slot.centre);
    s->setScale(scale, scale);
    const Seat who = trick->seatOf(static_cast<int>(k));
    const sf::FloatRect nameBox = layout.latestName(static_cast<int>(k));
    name->setCharacterSize(layout.tinyTextSize());
    name->setText(t.seat(who));
    name->setColour(who == trick->winner ? ui::colours::turn : ui::colours::latestName);
    name->setPosition(nameBox.left + nameBox.width / 2.f, middle(nameBox));
  }
}

void TableHud::showTrick(const Texts& t, const Layout& layout, const CardAtlas& atlas, const TableModel& model) {
  // While the trick is open, each card's player on a tag just outside the trick's cards (Layout).
  const unsigned tiny = layout.tinyTextSize();
  std::array<sf::FloatRect, 3> tags{};
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    trickTags_[i]->setCharacterSize(tiny);
    trickTags_[i]->setText(t.seat(s));
    trickTags_[i]->setColour(ui::colours::seat[i]);
    tags[i] = layout.trickTag(s, trickTags_[i]->size().x + static_cast<float>(tiny));
  }
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const auto& trick = model.trick();
    const auto played = std::find_if(trick.begin(), trick.end(), [s](const PlayEntry& p) { return p.seat == s; });
    trickCards_[i] = played == trick.end() ? std::nullopt : std::optional(played->card);
    const sf::FloatRect r = tags[i];
    trickTagPanels_[i]->setSize({r.width, r.height});
    trickTagPanels_[i]->setRadius(r.height / 2.f);
    trickTagPanels_[i]->setPosition(r.left, r.top);
    trickTags_[i]->setPosition(r.left + r.width / 2.f, middle(r));
    // The card's rank and suit where its own corner is too small to read.
    const sf::FloatRect chip = layout.trickChip(s);
    if (chip.width > 0.f && trickCards_[i]) {
      const Card c = *trickCards_[i];
      trickChips_[i]->setCharacterSize(layout.trickChipText());
      trickChips_[i]->setText(t("card.index." + code(c).substr(0, 1)) + scene::utf8(CardPainter::symbolOf(c.suit())));
      trickChips_[i]->setColour(atlas.ink(c.suit()));
      trickChips_[i]->setPosition(chip.left + chip.width / 2.f, middle(chip));
      trickChipPanels_[i]->setSize({chip.width, chip.height});
      trickChipPanels_[i]->setRadius(3.f);
      trickChipPanels_[i]->setPosition(chip.left, chip.top);
    }
    chipped_[i] = chip.width > 0.f && trickCards_[i];
  }
  // Who took the latest trick, centred on the pile it went to (kept inside the table).
  const auto& latest = model.latestTrick();
  calloutShown_ = latest.has_value() && model.trick().empty() && model.place(latest->cards[0]).where == Where::Pile;
  if (latest) {
    const Seat winner = latest->winner;
    callout_->setCharacterSize(layout.textSize());
    callout_->setText(winner == Seat::You ? t("table.you_take_trick")
                                          : t.format("table.takes_trick", {{"player", t.seat(winner)}}));
    const float m = layout.margin();
    const sf::Vector2f size(callout_->size().x + 2.f * m, std::round(static_cast<float>(layout.textSize()) * 2.f));
    const sf::FloatRect pile = layout.seat(winner).pile, table = layout.tableArea();
    const float x = std::clamp(pile.left + pile.width / 2.f, table.left + size.x / 2.f, table.left + table.width - size.x / 2.f);
    const float y = std::clamp(pile.top + pile.height / 2.f, table.top + size.y / 2.f, table.top + table.height - size.y / 2.f);
    calloutPanel_->setSize(size);
    calloutPanel_->setRadius(size.y / 2.f);
    calloutPanel_->setPosition(x - size.x / 2.f, y - size.y / 2.f);
    callout_->setPosition(x, y);
  }
}

void TableHud::showCount(const Texts& t, const Layout& layout, const TableModel& model) {
  // At a game's end, each of the Bizon's cards with its GP under it (R12), then the total.
  countedCards_ = 0;
  const auto bizon = model.bizon();
  if (bizon && !model.pile(*bizon).empty() && model.place(model.pile(*bizon).front()).where == Where::Spread) {
    // In the order CardStage lays them down.
    const std::vector<Card> counted = countOrder(model.pile(*bizon));
    countedCards_ = static_cast<int>(counted.size());
    std::copy(counted.begin(), counted.end(), counted_.begin());
  }
  const auto& story = model.story();
  counting_ = bizon && !story.empty() && story.back().kind == Note::Kind::Scored;
  const unsigned tiny = layout.tinyTextSize();
  for (int k = 0; k < deckSize; ++k) {
    scene::Label* tag = countTags_[static_cast<std::size_t>(k)];
    if (k >= countedCards_) {
      tag->setVisible(false);
      continue;
    }
    const int gp = counted_[static_cast<std::size_t>(k)].points();
    const sf::FloatRect r = layout.countTag(countedCards_, k);
    tag->setCharacterSize(tiny);
    tag->setText(ui::signedSp(gp));  // "+4", "0": a signed number
    tag->setColour(gp > 0 ? ui::colours::text : ui::colours::dim);
    tag->setPosition(r.left + r.width / 2.f, middle(r));
  }
  countTotal_->setVisible(false);
  if (!counting_) return;
  const sf::FloatRect r = layout.countTotal(countedCards_);
  countTotal_->setCharacterSize(layout.textSize() + 2);
  countTotal_->setText(t.format("table.count.total", {{"gp", story.back().gp[*bizon]}}));
  countTotal_->setPosition(r.left + r.width / 2.f, middle(r));
}

void TableHud::reveal(const CardStage& stage) {
  for (std::size_t i = 0; i < 3; ++i) {
    const bool landed = trickCards_[i] && !stage.flight(*trickCards_[i]);
    trickTags_[i]->setVisible(landed);
    trickTagPanels_[i]->setVisible(landed);
    trickChips_[i]->setVisible(landed && chipped_[i]);
    trickChipPanels_[i]->setVisible(landed && chipped_[i]);
  }
  bool all = true;
  for (int k = 0; k < deckSize; ++k) {
    scene::Label* tag = countTags_[static_cast<std::size_t>(k)];
    const bool landed = k < countedCards_ && !stage.flight(counted_[static_cast<std::size_t>(k)]);
    all = all && (k >= countedCards_ || landed);
    tag->setVisible(landed);
  }
  countTotal_->setVisible(all && counting_);
}

}  // namespace bizon::table
