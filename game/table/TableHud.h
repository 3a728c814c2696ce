// What surrounds the cards: the seats' portraits, names, bubbles and the dealer token, the count of each pile, the scoresheet, the latest trick and the trump.
#pragma once

#include <array>

#include "Fonts.h"
#include "Texts.h"
#include "scene/FlipSprite.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "scene/Picture.h"
#include "ui/Panel.h"
#include "scene/Token.h"
#include "table/CardAtlas.h"
#include "table/Layout.h"
#include "table/Portraits.h"
#include "table/TableModel.h"

namespace bizon::table {

class TableHud {
 public:
  // Its nodes become children of `root`, which must outlive the HUD.
  TableHud(scene::Node& root, const Fonts& fonts, const Texts& texts);

  // Everything set out again for the model (cheap: a few dozen labels).
  void show(const Texts& texts, const Layout& layout, const CardAtlas& atlas, const Portraits& portraits,
            const TableModel& model);

 private:
  void showSeats(const Texts& texts, const Layout& layout, const Portraits& portraits, const TableModel& model);
  void showScoresheet(const Texts& texts, const Layout& layout, const TableModel& model);
  void showLatestTrick(const Texts& texts, const Layout& layout, const CardAtlas& atlas, const TableModel& model);

  ui::Panel* sheetPanel_ = nullptr;
  ui::Panel* latestPanel_ = nullptr;
  scene::Label* sheetTitle_ = nullptr;
  scene::Label* latestTitle_ = nullptr;
  scene::Label* gameLabel_ = nullptr;
  scene::Label* trumpLabel_ = nullptr;
  std::array<scene::Label*, 3> names_{};
  std::array<scene::Picture*, 3> faces_{};
  std::array<scene::Label*, 3> bubbles_{};
  scene::Token* dealerToken_ = nullptr;
  std::array<scene::Token*, 3> pileCounts_{};
  scene::Label* noTrick_ = nullptr;  // in the latest-trick panel before the first trick
  std::array<scene::Label*, 3> sheetNames_{};
  std::array<scene::Label*, 3> sheetTotals_{};
  std::array<std::array<scene::Label*, 15>, 3> sheetValues_{};
  std::array<scene::FlipSprite*, 3> latest_{};
  std::array<scene::Label*, 3> latestNames_{};
};

}  // namespace bizon::table
