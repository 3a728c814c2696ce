#include "table/TableHud.h"

#include <algorithm>

#include "ui/ScoreExplanation.h"
#include "table/CardPainter.h"
#include "ui/Theme.h"
#include "table/TableWords.h"

namespace bizon::table {

namespace {

const sf::Color latestNameColour(220, 230, 220);

// A label's position is its vertical middle: the middle of the row Layout gives it.
float middle(sf::FloatRect r) { return r.top + r.height / 2.f; }

}  // namespace

TableHud::TableHud(scene::Node& root, const Fonts& fonts, const Texts& texts) {
  sheetPanel_ = &root.emplace<ui::Panel>();
  latestPanel_ = &root.emplace<ui::Panel>();
  ui::colours::stylePanel(*sheetPanel_);
  ui::colours::stylePanel(*latestPanel_);
  sheetTitle_ = &root.emplace<scene::Label>(fonts.bold, 14);
  latestTitle_ = &root.emplace<scene::Label>(fonts.bold, 14);
  gameLabel_ = &root.emplace<scene::Label>(fonts.regular, 14);
  trumpLabel_ = &root.emplace<scene::Label>(fonts.bold, 14);
  for (scene::Label* l : {sheetTitle_, latestTitle_}) l->setColour(ui::colours::title);
  gameLabel_->setColour({210, 225, 210});
  gameLabel_->setAlign(scene::Align::Right);
  trumpLabel_->setAlign(scene::Align::Right);
  for (std::size_t i = 0; i < 3; ++i) {
    sheetNames_[i] = &root.emplace<scene::Label>(fonts.bold, 14);
    sheetTotals_[i] = &root.emplace<scene::Label>(fonts.regular, 14);
    for (auto& v : sheetValues_[i]) {
      v = &root.emplace<scene::Label>(fonts.regular, 13);
      v->setAlign(scene::Align::Centre);
    }
    faces_[i] = &root.emplace<scene::Picture>();
    names_[i] = &root.emplace<scene::Label>(fonts.bold, 18);
    names_[i]->setOutline({0, 0, 0, 110}, 1.f);
    bubbles_[i] = &root.emplace<scene::Label>(fonts.bold, 16);
    bubbles_[i]->setColour({255, 236, 170});
    bubbles_[i]->setOutline({0, 0, 0, 140}, 1.f);
    latest_[i] = &root.emplace<scene::FlipSprite>();
    latest_[i]->setFaceUp(true);
    latestNames_[i] = &root.emplace<scene::Label>(fonts.regular, 12);
    latestNames_[i]->setAlign(scene::Align::Centre);
    latestNames_[i]->setColour(latestNameColour);
  }
  dealerToken_ = &root.emplace<scene::Token>(fonts.bold, texts("table.dealer_token"));
  dealerToken_->setZ(5.f);
  for (auto& count : pileCounts_) {
    count = &root.emplace<scene::Token>(fonts.bold, "0");
    count->setColours(ui::colours::text, ui::colours::felt, ui::colours::felt);
    count->setZ(290.f);  // over the pile's cards, under a card in flight
  }
  noTrick_ = &root.emplace<scene::Label>(fonts.regular, 12);
  noTrick_->setAlign(scene::Align::Centre);
  noTrick_->setColour(latestNameColour);
}

void TableHud::show(const Texts& t, const Layout& layout, const CardAtlas& atlas, const Portraits& portraits,
                    const TableModel& model) {
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
  gameLabel_->setText(t.format("table.game_of", {{"n", model.gameNumber()}, {"total", model.games()}}));
  gameLabel_->setPosition(game.left + game.width, middle(game));
  trumpLabel_->setCharacterSize(small);
  if (const auto trump = model.trump()) {
    trumpLabel_->setText(t.format("table.trump", {{"suit", scene::utf8(CardPainter::symbolOf(*trump))}}));
    trumpLabel_->setColour(*trump == Suit::Hearts || *trump == Suit::Diamonds ? sf::Color(255, 140, 140) : ui::colours::text);
  } else {
    trumpLabel_->setText("");
  }
  const sf::FloatRect trumpBox = layout.trumpLabel();
  trumpLabel_->setPosition(trumpBox.left + trumpBox.width, middle(trumpBox));
  showSeats(t, layout, portraits, model);
  showScoresheet(t, layout, model);
  showLatestTrick(t, layout, atlas, model);
}

void TableHud::showSeats(const Texts& t, const Layout& layout, const Portraits& portraits, const TableModel& model) {
  // Names: yellow while it is that seat's turn; the dealer token and the bubble after them.
  const unsigned text = layout.textSize();
  const float m = layout.margin();
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const SeatPlaces& p = layout.seat(s);
    faces_[i]->show(portraits.texture(s), p.face);
    names_[i]->setCharacterSize(text + 1);
    names_[i]->setText(t.seat(s));
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
    bubbles_[i]->setText(bubbleText(t, model.bubble(s)));
    bubbles_[i]->setPosition(x, p.name.y);
  }
}

void TableHud::showScoresheet(const Texts& t, const Layout& layout, const TableModel& model) {
  const unsigned small = layout.smallTextSize();
  const int games = model.games();
  // Where cells are narrow the colour alone says gain or loss, and "+" gives way.
  const bool compact = !layout.scoresheetSigns();
  const auto& sheet = model.sheet();
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const sf::FloatRect name = layout.scoresheetName(s), total = layout.scoresheetTotal(s);
    sheetNames_[i]->setCharacterSize(small);
    sheetNames_[i]->setText(t.seat(s) + " " + scene::utf8(sf::String(static_cast<sf::Uint32>(0x2192))));
    sheetNames_[i]->setColour(ui::colours::text);
    sheetNames_[i]->setPosition(name.left, middle(name));
    sheetTotals_[i]->setCharacterSize(small);
    sheetTotals_[i]->setText(t.format("table.scoresheet.total", {{"sp", model.totals()[s]}}));
    sheetTotals_[i]->setColour(ui::colours::title);
    sheetTotals_[i]->setPosition(total.left, middle(total));
    for (int g = 0; g < 15; ++g) {
      scene::Label* v = sheetValues_[i][static_cast<std::size_t>(g)];
      v->setVisible(g < games);
      const sf::FloatRect cell = layout.scoresheetCell(s, g);
      v->setCharacterSize(small);
      v->setPosition(cell.left + cell.width / 2.f, middle(cell));
      if (g < static_cast<int>(sheet.size())) {
        const int sp = sheet[static_cast<std::size_t>(g)][s];
        v->setText(compact ? std::to_string(sp) : ui::signedSp(sp));
        v->setColour(sp > 0 ? ui::colours::gain : sp < 0 ? ui::colours::loss : sf::Color(200, 210, 200));
      } else {
        v->setText(scene::utf8(sf::String(static_cast<sf::Uint32>(0x00B7))));  // a dot for a game to come
        v->setColour({120, 150, 130});
      }
    }
  }
}

void TableHud::showLatestTrick(const Texts& t, const Layout& layout, const CardAtlas& atlas, const TableModel& model) {
  // The latest trick, in the order played, each card with its seat's name.
  const auto& trick = model.latestTrick();
  // Before the first trick the panel says so, rather than standing empty.
  const sf::FloatRect middleCard = layout.latestCard(1);
  noTrick_->setVisible(!trick.has_value());
  noTrick_->setCharacterSize(layout.tinyTextSize());
  noTrick_->setText(t("table.latest_trick.none"));
  noTrick_->setPosition(middleCard.left + middleCard.width / 2.f, middle(middleCard));
  for (std::size_t k = 0; k < 3; ++k) {
    scene::FlipSprite* s = latest_[k];
    scene::Label* name = latestNames_[k];
    s->setVisible(trick.has_value());
    name->setVisible(trick.has_value());
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
    name->setColour(who == trick->winner ? ui::colours::turn : latestNameColour);
    name->setPosition(nameBox.left + nameBox.width / 2.f, middle(nameBox));
  }
}

}  // namespace bizon::table
