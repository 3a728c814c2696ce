#include "table/TableHud.h"

#include <algorithm>

#include "screens/ScoreExplanation.h"
#include "table/CardPainter.h"
#include "table/TableColours.h"
#include "table/TableWords.h"

namespace bizon::table {

namespace {

const sf::Color latestNameColour(220, 230, 220);

}  // namespace

TableHud::TableHud(scene::Node& root, const Fonts& fonts, const Texts& texts) {
  sheetPanel_ = &root.emplace<scene::Panel>();
  latestPanel_ = &root.emplace<scene::Panel>();
  colours::stylePanel(*sheetPanel_);
  colours::stylePanel(*latestPanel_);
  sheetTitle_ = &root.emplace<scene::Label>(fonts.bold, 14);
  latestTitle_ = &root.emplace<scene::Label>(fonts.bold, 14);
  gameLabel_ = &root.emplace<scene::Label>(fonts.regular, 14);
  trumpLabel_ = &root.emplace<scene::Label>(fonts.bold, 14);
  for (scene::Label* l : {sheetTitle_, latestTitle_}) l->setColour(colours::title);
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
}

void TableHud::show(const Texts& t, const Layout& layout, const CardAtlas& atlas, const TableModel& model) {
  const float m = layout.margin();
  const unsigned small = layout.smallTextSize();
  const auto panel = [&](scene::Panel* p, scene::Label* title, sf::FloatRect r, const char* key) {
    p->setPosition(r.left, r.top);
    p->setSize({r.width, r.height});
    p->setRadius(8.f * layout.scale());
    title->setCharacterSize(small);
    title->setText(t(key));
    title->setPosition(r.left + m, r.top + static_cast<float>(small));
  };
  panel(sheetPanel_, sheetTitle_, layout.scoresheet(), "table.scoresheet.title");
  panel(latestPanel_, latestTitle_, layout.latestTrick(), "table.latest_trick");
  const sf::FloatRect sheet = layout.scoresheet();
  gameLabel_->setCharacterSize(small);
  gameLabel_->setText(t.format("table.game_of", {{"n", model.gameNumber()}, {"total", model.games()}}));
  gameLabel_->setPosition(sheet.left + sheet.width - m, sheet.top + static_cast<float>(small));
  const sf::FloatRect latest = layout.latestTrick();
  trumpLabel_->setCharacterSize(small);
  if (const auto trump = model.trump()) {
    trumpLabel_->setText(t.format("table.trump", {{"suit", scene::utf8(CardPainter::symbolOf(*trump))}}));
    trumpLabel_->setColour(*trump == Suit::Hearts || *trump == Suit::Diamonds ? sf::Color(255, 140, 140) : colours::text);
  } else {
    trumpLabel_->setText("");
  }
  trumpLabel_->setPosition(latest.left + latest.width - m, latest.top + static_cast<float>(small));
  showSeats(t, layout, model);
  showScoresheet(t, layout, model);
  showLatestTrick(t, layout, atlas, model);
}

void TableHud::showSeats(const Texts& t, const Layout& layout, const TableModel& model) {
  // Names: yellow while it is that seat's turn; the dealer token and the bubble after them.
  const unsigned text = layout.textSize();
  const float m = layout.margin();
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const SeatPlaces& p = layout.seat(s);
    names_[i]->setCharacterSize(text + 1);
    names_[i]->setText(t.seat(s));
    names_[i]->setColour(model.turn() == s ? colours::turn : colours::text);
    names_[i]->setPosition(p.name);
    float x = p.name.x + names_[i]->size().x + m * 0.6f;
    if (s == model.dealer()) {
      const float r = static_cast<float>(text) * 0.62f;
      dealerToken_->setRadius(r);
      dealerToken_->setPosition(x + r, p.name.y);
      x += 2 * r + m * 0.6f;
    }
    bubbles_[i]->setCharacterSize(text - 1);
    bubbles_[i]->setText(bubbleText(t, model.bubble(s)));
    bubbles_[i]->setPosition(x, p.name.y);
  }
}

void TableHud::showScoresheet(const Texts& t, const Layout& layout, const TableModel& model) {
  const sf::FloatRect r = layout.scoresheet();
  const float m = layout.margin();
  const unsigned small = layout.smallTextSize();
  const float line = static_cast<float>(small) * 1.45f;
  const float title = static_cast<float>(small) * 1.9f;
  const float nameCol = std::min(r.width * 0.28f, static_cast<float>(small) * 6.f);
  // Fifteen games in two rows of eight and seven columns when one row would be too tight.
  const int games = model.games();
  const float avail = r.width - nameCol - 2 * m;
  int perRow = games;
  if (avail / static_cast<float>(games) < static_cast<float>(small) * 2.1f) perRow = (games + 1) / 2;
  const float col = avail / static_cast<float>(perRow);
  // Where columns are narrow the colour alone says gain or loss, and "+" gives way.
  const bool compact = col < static_cast<float>(small) * 2.3f;
  const auto& sheet = model.sheet();
  for (Seat s : allSeats) {
    const auto i = static_cast<std::size_t>(s);
    const float y = r.top + title + static_cast<float>(index(s)) * 2.f * line + line / 2.f;
    sheetNames_[i]->setCharacterSize(small);
    sheetNames_[i]->setText(t.seat(s) + " " + scene::utf8(sf::String(static_cast<sf::Uint32>(0x2192))));
    sheetNames_[i]->setColour(colours::text);
    sheetNames_[i]->setPosition(r.left + m, y);
    sheetTotals_[i]->setCharacterSize(small);
    sheetTotals_[i]->setText(t.format("table.scoresheet.total", {{"sp", model.totals()[s]}}));
    sheetTotals_[i]->setColour(colours::title);
    sheetTotals_[i]->setPosition(r.left + m, y + line);
    for (int g = 0; g < 15; ++g) {
      scene::Label* v = sheetValues_[i][static_cast<std::size_t>(g)];
      v->setVisible(g < games);
      const int row = g / perRow, column = g % perRow;
      v->setCharacterSize(small);
      v->setPosition(r.left + m + nameCol + col * (static_cast<float>(column) + 0.5f), y + static_cast<float>(row) * line);
      if (g < static_cast<int>(sheet.size())) {
        const int sp = sheet[static_cast<std::size_t>(g)][s];
        v->setText(compact ? std::to_string(sp) : screens::signedSp(sp));
        v->setColour(sp > 0 ? sf::Color(150, 240, 150) : sp < 0 ? sf::Color(255, 140, 130) : sf::Color(200, 210, 200));
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
  const sf::Vector2f small3 = layout.smallCard();
  const unsigned small = layout.smallTextSize();
  for (std::size_t k = 0; k < 3; ++k) {
    scene::FlipSprite* s = latest_[k];
    scene::Label* name = latestNames_[k];
    s->setVisible(trick.has_value());
    name->setVisible(trick.has_value());
    if (!trick) continue;
    const Card c = trick->cards[k];
    const Slot slot = layout.latestSlot(static_cast<int>(k));
    const float scale = small3.y * 0.8f / layout.handCard().y;
    s->setTexture(atlas.texture(), atlas.face(c), atlas.back());
    s->setSize(layout.handCard());
    s->setPosition(slot.centre.x, slot.centre.y - small3.y * 0.1f);
    s->setScale(scale, scale);
    const Seat who = trick->seatOf(static_cast<int>(k));
    name->setCharacterSize(std::max(11u, small - 2));
    name->setText(t.seat(who));
    name->setColour(who == trick->winner ? colours::turn : latestNameColour);
    name->setPosition(slot.centre.x, slot.centre.y + small3.y * 0.4f);
  }
}

}  // namespace bizon::table
