// What surrounds the cards: the seats' portraits, names, bubbles and the dealer token, the count of each pile, who played each card of the trick and who took it, the scoresheet, the latest trick, the trump and the count at a game's end.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/Fonts.h"
#include "core/Texts.h"
#include "scene/FlipSprite.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "scene/Picture.h"
#include "ui/Panel.h"
#include "scene/Token.h"
#include "table/CardAtlas.h"
#include "table/CardStage.h"
#include "table/Layout.h"
#include "table/Portraits.h"
#include "table/TableModel.h"

namespace bizon::table {

// Who sits at each place of your screen: whose portrait it shows (none where a person sits) and
// whether the person there is away (dropped, their built-in player moving for them).
struct Seating {
  PerSeat<std::optional<Seat>> faces{{std::nullopt, Seat::Goat, Seat::Sheep}};
  PerSeat<bool> away{};
};

class TableHud {
 public:
  // Its nodes become children of `root`, which must outlive the HUD.
  TableHud(scene::Node& root, const Fonts& fonts, const Texts& texts);

  // Everything set out again for the model (cheap: a few dozen labels).
  void show(const Texts& texts, const Layout& layout, const CardAtlas& atlas, const Portraits& portraits,
            const Seating& seating, const TableModel& model);
  // What the scoresheet's corner says in place of "Game 4 of 15" at a table of one game (a lesson, a
  // practice game); empty: the game and the set's count.
  void setTitle(std::string title) { title_ = std::move(title); }
  const std::string& shownTitle() const { return gameLabel_->utf8(); }
  // "Goat takes the trick" over the pile the latest trick went to, while the scene says so.
  void setCallout(bool visible) { callout_->setVisible(visible && calloutShown_); calloutPanel_->setVisible(callout_->visible()); }
  // How long the seat at `place` has been thinking ("0:12"), under its name; empty: no clock.
  void setClock(const Layout& layout, Seat place, const std::string& text);
  // The trick's and the count's tags appear as their cards land, the count's total once all have
  // (every frame: cheap).
  void reveal(const CardStage& stage);

 private:
  void showSeats(const Texts& texts, const Layout& layout, const Portraits& portraits, const Seating& seating,
                 const TableModel& model);
  void showScoresheet(const Texts& texts, const Layout& layout, const Seating& seating, const TableModel& model);
  void showLatestTrick(const Texts& texts, const Layout& layout, const CardAtlas& atlas, const TableModel& model);
  void showTrick(const Texts& texts, const Layout& layout, const CardAtlas& atlas, const TableModel& model);
  void showCount(const Texts& texts, const Layout& layout, const TableModel& model);

  ui::Panel* sheetPanel_ = nullptr;
  ui::Panel* latestPanel_ = nullptr;
  scene::Label* sheetTitle_ = nullptr;
  scene::Label* latestTitle_ = nullptr;
  scene::Label* gameLabel_ = nullptr;
  scene::Label* trumpLabel_ = nullptr;
  std::string title_;
  std::array<scene::Label*, 3> names_{};
  std::array<scene::Picture*, 3> faces_{};
  std::array<scene::Label*, 3> bubbles_{};
  scene::Label* clock_ = nullptr;
  Seat clockPlace_ = Seat::Goat;
  scene::Token* dealerToken_ = nullptr;
  std::array<scene::Token*, 3> pileCounts_{};
  scene::Label* noTrick_ = nullptr;  // in the latest-trick panel before the first trick
  std::array<scene::Label*, 3> sheetNames_{};
  std::array<scene::Label*, 3> sheetTotals_{};
  std::array<std::array<scene::Label*, gamesPerSet>, 3> sheetValues_{};
  std::array<scene::Label*, gamesPerSet> sheetNumbers_{};
  scene::Label* sheetSp_ = nullptr;  // over the totals
  scene::Label* sheetEarlier_ = nullptr;  // "‹" where earlier games are left out
  std::array<ui::Panel*, 3> trickTagPanels_{};
  std::array<scene::Label*, 3> trickTags_{};  // who played each card of the open trick
  std::array<std::optional<Card>, 3> trickCards_{};  // the card each tag names, shown once it lands
  // On a phone, each card of the trick named on a chip in its corner (Layout::trickChip).
  std::array<ui::Panel*, 3> trickChipPanels_{};
  std::array<scene::Label*, 3> trickChips_{};
  std::array<bool, 3> chipped_{};
  ui::Panel* calloutPanel_ = nullptr;
  scene::Label* callout_ = nullptr;
  bool calloutShown_ = false;  // a trick has been taken and the count is not on
  std::array<Card, deckSize> counted_{};  // the Bizon's cards in the order counted
  int countedCards_ = 0;
  bool counting_ = false;  // the game is scored: the count is on
  std::array<scene::Label*, deckSize> countTags_{};
  scene::Label* countTotal_ = nullptr;
  std::array<scene::FlipSprite*, 3> latest_{};
  std::array<scene::Label*, 3> latestNames_{};
};

}  // namespace bizon::table
