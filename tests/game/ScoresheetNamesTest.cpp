// The table's scoresheet and name tags at a table of friends, with the real fonts: people's names (long ones, of people away) stay in their column, over no score, and inside the window with their "(away)", at a laptop's and a phone's size, in every language. Needs a display (SFML renders the glyphs to measure them): it runs in game.layout_text.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "ScreenTestContext.h"
#include "scene/Label.h"
#include "table/CardAtlas.h"
#include "table/Layout.h"
#include "table/Portraits.h"
#include "table/TableHud.h"
#include "table/TableModel.h"

using namespace bizon;
using localization::Language;

namespace {

// The visible labels under `node` whose text lies in `area`.
void labelsIn(const scene::Node& node, sf::FloatRect area, std::vector<const scene::Label*>& out) {
  for (const auto& child : node.children()) {
    if (!child->visible()) continue;
    if (const auto* label = dynamic_cast<const scene::Label*>(child.get()); label && !label->utf8().empty() && area.intersects(label->bounds()))
      out.push_back(label);
    labelsIn(*child, area, out);
  }
}

}  // namespace

TEST_CASE("the scoresheet at a table of friends: names of people away, long or not, over no score and inside the sheet", "[.layout-text]") {
  for (Language language : {Language::English, Language::French, Language::Dutch, Language::German})
    for (const sf::Vector2f size : {sf::Vector2f{1280, 720}, sf::Vector2f{360, 640}, sf::Vector2f{800, 600}}) {
      test::ScreenWorld world(language);
      CAPTURE(world.texts("seat.you"), size.x, size.y);
      // You, and at your left and right two people who dropped: a short name and the longest kind.
      world.texts.nameSeats({{"", "Ann", "Maximilienne-Aurore"}});
      scene::Node root;
      table::TableHud hud(root, world.fonts, world.texts);
      const table::Layout layout(size.x, size.y);
      table::CardAtlas atlas;
      table::Portraits portraits(world.paths.assets / "portraits");
      table::Seating seating;
      seating.faces = {};
      seating.away = {{false, true, true}};
      hud.show(world.texts, layout, atlas, portraits, seating, table::TableModel());

      const sf::FloatRect sheet = layout.scoresheet();
      std::vector<const scene::Label*> labels;
      labelsIn(root, sheet, labels);
      REQUIRE(labels.size() >= 9);  // its title, three names, three totals, a game's number and its dots …
      for (std::size_t i = 0; i < labels.size(); ++i) {
        const sf::FloatRect a = labels[i]->bounds();
        INFO(labels[i]->utf8());
        CHECK(a.left >= sheet.left);
        CHECK(a.left + a.width <= sheet.left + sheet.width);
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
          INFO(labels[j]->utf8());
          CHECK_FALSE(a.intersects(labels[j]->bounds()));
        }
      }
      // Every label inside the window: a long name at a place by the window's edge is cut short,
      // its "(away)" kept.
      std::vector<const scene::Label*> all;
      labelsIn(root, {0.f, 0.f, size.x, size.y}, all);
      for (const scene::Label* label : all) {
        INFO(label->utf8());
        CHECK(label->bounds().left + label->bounds().width <= size.x);
      }
      const std::string away = world.texts.format("online.away", {{"name", ""}});
      CHECK(std::count_if(all.begin(), all.end(), [&](const scene::Label* l) { return l->utf8().ends_with(away.substr(1)); }) == 2);
      // Each name starts as the person's: cut short, never replaced.
      for (Seat s : {Seat::Goat, Seat::Sheep}) {
        const sf::FloatRect column = layout.scoresheetName(s);
        const auto name = std::find_if(labels.begin(), labels.end(), [&](const scene::Label* l) {
          return l->bounds().left == column.left && column.contains(column.left + 1.f, l->getPosition().y);
        });
        REQUIRE(name != labels.end());
        const std::string whole = s == Seat::Goat ? "Ann" : "Maximilienne-Aurore";
        CHECK(whole.starts_with((*name)->utf8().substr(0, 2)));
      }
    }
}
