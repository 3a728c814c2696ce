// The table's layout at the four window sizes of the issue: nothing overlaps, nothing is cut off.
#include <catch2/catch.hpp>

#include <string>

#include "table/Layout.h"

using bizon::Seat;
using bizon::table::Layout;

namespace {

bool inside(sf::FloatRect inner, sf::FloatRect outer) {
  return inner.left >= outer.left - 0.5f && inner.top >= outer.top - 0.5f &&
         inner.left + inner.width <= outer.left + outer.width + 0.5f &&
         inner.top + inner.height <= outer.top + outer.height + 0.5f;
}

sf::FloatRect cardBox(sf::Vector2f centre, sf::Vector2f size, float rotation) {
  if (rotation != 0.f) std::swap(size.x, size.y);
  return {centre.x - size.x / 2.f, centre.y - size.y / 2.f, size.x, size.y};
}

}  // namespace

TEST_CASE("no two regions of the table overlap, and all fit the window", "[layout]") {
  const auto [w, h] = GENERATE(table<float, float>({{1280, 720}, {1920, 1080}, {800, 600}, {720, 1280},
                                                     {1024, 768}, {600, 1000}, {2560, 1080}}));
  CAPTURE(w, h);
  const Layout layout(w, h);
  const auto regions = layout.regions();
  const sf::FloatRect window(0, 0, w, h);
  for (std::size_t i = 0; i < regions.size(); ++i) {
    CAPTURE(regions[i].first);
    CHECK(inside(regions[i].second, window));
    for (std::size_t j = i + 1; j < regions.size(); ++j) {
      const std::string a = regions[i].first, b = regions[j].first;
      // The trick is played where the deck and grass lay during the bidding: never both at once.
      if (a == "trick" && (b == "deck" || b == "grass")) continue;
      CAPTURE(b);
      CHECK_FALSE(regions[i].second.intersects(regions[j].second));
    }
  }
}

TEST_CASE("every hand, pile and spread card stays in its seat's place", "[layout]") {
  const auto [w, h] = GENERATE(table<float, float>({{1280, 720}, {1920, 1080}, {800, 600}, {720, 1280}}));
  CAPTURE(w, h);
  const Layout layout(w, h);
  for (Seat s : bizon::allSeats) {
    const auto& p = layout.seat(s);
    const sf::Vector2f card = s == Seat::You ? layout.handCard() : layout.sideCard();
    for (int n = 1; n <= 8; ++n)
      for (const auto& slot : layout.handSlots(s, n)) CHECK(inside(cardBox(slot.centre, card, slot.rotation), p.hand));
    for (int k = 0; k < 8; ++k) {
      const auto slot = layout.pileSlot(s, k);
      CHECK(inside(cardBox(slot.centre, layout.sideCard(), slot.rotation), sf::FloatRect(0, 0, w, h)));
    }
    for (const auto& slot : layout.spreadSlots(s, 24))
      CHECK(inside(cardBox(slot.centre, layout.sideCard(), slot.rotation), sf::FloatRect(0, 0, w, h)));
  }
}

TEST_CASE("tap targets are at least 44 px and text stays readable", "[layout]") {
  const auto [w, h] = GENERATE(table<float, float>({{1280, 720}, {1920, 1080}, {800, 600}, {720, 1280}}));
  const Layout layout(w, h);
  CHECK(layout.buttonHeight() >= 44.f);
  CHECK(layout.menuButton().width >= 44.f);
  CHECK(layout.menuButton().height >= 44.f);
  CHECK(layout.textSize() >= 14u);
  CHECK(layout.smallTextSize() >= 12u);
  // The cards you tap: the visible strip of a covered card is wide enough for a finger.
  const auto slots = layout.handSlots(Seat::You, 8);
  CHECK(slots[1].centre.x - slots[0].centre.x >= 44.f * 0.9f);
  CHECK(layout.handCard().y >= 60.f);
  // Two rows of buttons and some lines of messages fit the communication box.
  CHECK(layout.messages().height >= 3.f * static_cast<float>(layout.textSize()));
  CHECK(inside(layout.buttonRow(1), layout.communication()));
}

TEST_CASE("portrait windows put the panels below the table", "[layout]") {
  const Layout portrait(720, 1280);
  CHECK(portrait.portrait());
  CHECK(portrait.communication().top > portrait.seat(Seat::You).hand.top);
  const Layout landscape(1280, 720);
  CHECK_FALSE(landscape.portrait());
  CHECK(landscape.communication().left > landscape.seat(Seat::You).pile.left);
}
