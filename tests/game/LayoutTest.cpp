// The table's layout at the window sizes of phones in portrait and screens in landscape:
// nothing overlaps or leaves the window, text is readable and measured with the real font in every
// language, fingers find buttons and cards.
#include <catch2/catch.hpp>

#include <array>
#include <string>

#include <SFML/Graphics/Text.hpp>

#include "core/DataPaths.h"
#include "core/Fonts.h"
#include "Language.h"
#include "core/Texts.h"
#include "scene/TextWrap.h"
#include "screens/ReviewScreen.h"
#include "screens/SettingsLayout.h"
#include "table/Layout.h"
#include "ui/Button.h"
#include "ui/ScoreExplanation.h"

using bizon::Seat;
using bizon::Suit;
using bizon::table::Layout;

namespace {

// Eight common sizes (phones in portrait, tablets, laptops, desktop screens), then a few odd shapes.
const std::vector<sf::Vector2f> issueSizes = {{360, 640},  {412, 915},  {720, 1280},  {1080, 2340},
                                              {800, 600},  {1280, 720}, {1920, 1080}, {2560, 1440}};
const std::vector<sf::Vector2f> oddSizes = {{1024, 768}, {600, 1000}, {2560, 1080}, {375, 667}, {1366, 768}};

std::vector<sf::Vector2f> allSizes() {
  std::vector<sf::Vector2f> sizes = issueSizes;
  sizes.insert(sizes.end(), oddSizes.begin(), oddSizes.end());
  return sizes;
}

bool inside(sf::FloatRect inner, sf::FloatRect outer) {
  return inner.left >= outer.left - 0.5f && inner.top >= outer.top - 0.5f &&
         inner.left + inner.width <= outer.left + outer.width + 0.5f &&
         inner.top + inner.height <= outer.top + outer.height + 0.5f;
}

sf::FloatRect cardBox(sf::Vector2f centre, sf::Vector2f size, float rotation) {
  if (rotation != 0.f) std::swap(size.x, size.y);
  return {centre.x - size.x / 2.f, centre.y - size.y / 2.f, size.x, size.y};
}

// The closest two neighbouring cards of a hand may be, for a fingertip: 44 px on phones (a raised
// card once offered 38 px at 360x640, and the card behind it was hit), 60 px from 720 px wide.
float minimumTapSpacing(sf::Vector2f size) { return size.x >= 720.f ? 60.f : 44.f; }

}  // namespace

TEST_CASE("no two regions of the table overlap, and all fit the window", "[layout]") {
  for (const sf::Vector2f size : allSizes())
  for (const int rows : {1, 2}) {
    CAPTURE(size.x, size.y, rows);
    const Layout layout(size.x, size.y, rows);
    const auto regions = layout.regions();
    const sf::FloatRect window(0, 0, size.x, size.y);
    for (std::size_t i = 0; i < regions.size(); ++i) {
      CAPTURE(regions[i].first);
      CHECK(inside(regions[i].second, window));
      CHECK(regions[i].second.width > 0.f);
      CHECK(regions[i].second.height > 0.f);
      for (std::size_t j = i + 1; j < regions.size(); ++j) {
        const std::string a = regions[i].first, b = regions[j].first;
        // The trick is played where the deck and grass lay during the bidding: never both at once.
        if (a == "trick" && (b == "deck" || b == "grass")) continue;
        CAPTURE(b);
        CHECK_FALSE(regions[i].second.intersects(regions[j].second));
      }
    }
  }
}

TEST_CASE("every hand, pile and spread card stays in its seat's place, and the panels' parts in their panel",
          "[layout]") {
  for (const sf::Vector2f size : allSizes())
  for (const int rows : {1, 2}) {
    CAPTURE(size.x, size.y, rows);
    const Layout layout(size.x, size.y, rows);
    const sf::FloatRect window(0, 0, size.x, size.y);
    for (Seat s : bizon::allSeats) {
      const auto& p = layout.seat(s);
      for (int n = 1; n <= 8; ++n) {
        const sf::Vector2f card = s == Seat::You ? layout.yourCard(n) : layout.sideCard();
        for (const auto& slot : layout.handSlots(s, n)) CHECK(inside(cardBox(slot.centre, card, slot.rotation), p.hand));
        // Yours raised (legal) and picked (a key, a first touch): still in its place, under your
        // name and pile (in portrait, where they lie right over it).
        if (s == Seat::You && layout.portrait())
          for (auto slot : layout.handSlots(s, n)) {
            slot.centre.y -= layout.raise() + layout.pickRaise();
            CHECK(inside(cardBox(slot.centre, card, 0.f), p.hand));
          }
      }
      for (int k = 0; k < 8; ++k) {
        const auto slot = layout.pileSlot(s, k);
        CHECK(inside(cardBox(slot.centre, layout.sideCard(), slot.rotation), window));
      }
      // The count of tricks sits on the pile's corner.
      const float r = layout.dealerTokenRadius();
      const sf::Vector2f count = layout.pileCount(s);
      CHECK(inside({count.x - r, count.y - r, 2.f * r, 2.f * r}, p.pile));
      // Goat's and Sheep's portraits, in the room kept for their names, never under 40 px.
      if (s != Seat::You) {
        CHECK(p.face.width >= 40.f);
        CHECK(p.face.height >= 40.f);
        CHECK(p.name.x >= p.face.left + p.face.width);
      }
      for (int n = 1; n <= 24; ++n)
        for (const auto& slot : layout.spreadSlots(s, n))
          CHECK(inside(cardBox(slot.centre, layout.spreadCard(s), slot.rotation), window));
      CHECK(inside(layout.scoresheetName(s), layout.scoresheet()));
      CHECK(inside(layout.scoresheetTotal(s), layout.scoresheet()));
      for (int k = 0; k < layout.scoresheetColumns(); ++k) {
        CHECK(inside(layout.scoresheetCell(s, k), layout.scoresheet()));
        CHECK_FALSE(layout.scoresheetCell(s, k).intersects(layout.scoresheetName(s)));
        CHECK_FALSE(layout.scoresheetCell(s, k).intersects(layout.scoresheetTotal(s)));
      }
    }
    for (const sf::FloatRect r : {layout.scoresheetTitle(), layout.scoresheetGame()})
      CHECK(inside(r, layout.scoresheet()));
    CHECK_FALSE(layout.scoresheetTitle().intersects(layout.scoresheetGame()));
    CHECK_FALSE(layout.latestTitle().intersects(layout.trumpLabel()));
    for (int k = 0; k < 3; ++k) {
      CHECK(inside(layout.latestCard(k), layout.latestTrick()));
      CHECK(inside(layout.latestName(k), layout.latestTrick()));
      CHECK_FALSE(layout.latestCard(k).intersects(layout.trumpLabel()));
      CHECK_FALSE(layout.latestCard(k).intersects(layout.latestTitle()));
      if (k > 0) CHECK_FALSE(layout.latestCard(k).intersects(layout.latestCard(k - 1)));
      if (k > 0) CHECK_FALSE(layout.latestName(k).intersects(layout.latestName(k - 1)));
    }
    CHECK(inside(layout.communicationTitle(), layout.communication()));
    CHECK_FALSE(layout.communicationTitle().intersects(layout.menuButton()));
    CHECK(inside(layout.messages(), layout.communication()));
    for (int row = 0; row < layout.boxRows(); ++row) {
      CHECK(inside(layout.buttonRow(row), layout.communication()));
      CHECK_FALSE(layout.buttonRow(row).intersects(layout.messages()));
    }
    if (layout.boxRows() == 2) CHECK_FALSE(layout.buttonRow(0).intersects(layout.buttonRow(1)));
  }
}

TEST_CASE("the scoresheet is drawn like History's: one row per seat, never wrapped", "[layout]") {
  // Each seat's games once wrapped over two lines at 1280x720 and 360x640, three at 800x600.
  // Now a row of game numbers, then per seat its name, one cell per game shown and its total at the
  // right end, all on one line; where 15 do not fit, as many as do (at least 6).
  for (const sf::Vector2f size : allSizes()) {
    CAPTURE(size.x, size.y);
    const Layout layout(size.x, size.y);
    const int columns = layout.scoresheetColumns();
    CHECK(columns <= 15);
    for (int k = 0; k < columns; ++k) {
      const sf::FloatRect number = layout.scoresheetNumber(k);
      CHECK(inside(number, layout.scoresheet()));
      CHECK(number.top + number.height <= layout.scoresheetCell(Seat::You, k).top + 0.5f);
      CHECK_FALSE(number.intersects(layout.scoresheetTitle()));
    }
    float above = layout.scoresheetNumber(0).top;
    for (Seat s : bizon::allSeats) {
      const sf::FloatRect name = layout.scoresheetName(s), total = layout.scoresheetTotal(s);
      // One line: the name, the cells left to right and the total share the row's top.
      CHECK(name.top > above);
      above = name.top;
      CHECK(total.top == name.top);
      float left = name.left + name.width;
      for (int k = 0; k < columns; ++k) {
        const sf::FloatRect cell = layout.scoresheetCell(s, k);
        CHECK(cell.top == name.top);
        CHECK(cell.left >= left - 0.01f);
        left = cell.left + cell.width;
      }
      CHECK(total.left >= left - 0.01f);
    }
    CHECK(inside(layout.scoresheetTotalHeading(), layout.scoresheet()));
  }
  // At least 6 games everywhere (800x600's column is narrow), 8 at 1280x720 and on phones.
  for (const sf::Vector2f size : allSizes()) CHECK(Layout(size.x, size.y).scoresheetColumns() >= 6);
  for (const sf::Vector2f size : {sf::Vector2f(1280, 720), sf::Vector2f(360, 640), sf::Vector2f(412, 915)})
    CHECK(Layout(size.x, size.y).scoresheetColumns() >= 8);
}

TEST_CASE("the count lays the Bizon's cards out in the middle, upright, each tag under its card", "[layout]") {
  for (const sf::Vector2f size : allSizes())
    for (int n = 3; n <= 24; n += 3) {
      CAPTURE(size.x, size.y, n);
      const Layout layout(size.x, size.y);
      const auto slots = layout.countSlots(n);
      REQUIRE(slots.size() == static_cast<std::size_t>(n));
      const sf::Vector2f card = layout.countCard(n);
      // Up to six tricks, at least half the trick's size or 40 px tall; all eight (rare), never
      // under 24 px (a 360x640 phone's middle is 109 px tall).
      CHECK(card.y >= (n <= 18 ? std::min(40.f, layout.trickCard().y * 0.5f) : 24.f));
      for (int k = 0; k < n; ++k) {
        const auto slot = slots[static_cast<std::size_t>(k)];
        CHECK(slot.rotation == 0.f);
        CHECK(inside(cardBox(slot.centre, card, 0.f), layout.countArea()));
        const sf::FloatRect tag = layout.countTag(n, k);
        CHECK(inside(tag, layout.countArea()));
        // Tags side by side never overlap: each sits under its card's visible part.
        if (k > 0 && layout.countTag(n, k - 1).top == tag.top) CHECK(layout.countTag(n, k - 1).left + layout.countTag(n, k - 1).width <= tag.left + 0.01f);
        CHECK_FALSE(tag.intersects(layout.countTotal(n)));
      }
      CHECK(inside(layout.countTotal(n), layout.countArea()));
      // The middle, clear of the seats' names and hands.
      for (Seat s : bizon::allSeats) CHECK_FALSE(layout.countArea().intersects(layout.seat(s).nameBox));
    }
}

TEST_CASE("tap targets are finger-sized and text is never under 11 px", "[layout]") {
  for (const sf::Vector2f size : allSizes()) {
    CAPTURE(size.x, size.y);
    const Layout layout(size.x, size.y);
    CHECK(layout.buttonHeight() >= 44.f);
    CHECK(layout.menuButton().width >= 44.f);
    CHECK(layout.menuButton().height >= 44.f);
    CHECK(layout.tinyTextSize() >= 11u);
    CHECK(layout.smallTextSize() >= 11u);
    CHECK(layout.textSize() >= 13u);
    CHECK(std::lround(layout.dealerTokenRadius() * 1.25f) >= 11);  // the token's letter (scene/Token)
    // Every card's visible strip of a hand of any size, raised or not, is wide enough for a
    // finger (the last card shows whole), and as large as that allows.
    for (int n = 2; n <= 8; ++n) {
      CAPTURE(n);
      const auto slots = layout.handSlots(Seat::You, n);
      for (std::size_t i = 1; i < slots.size(); ++i)
        CHECK(slots[i].centre.x - slots[i - 1].centre.x >= minimumTapSpacing(size) - 0.01f);
      CHECK(layout.yourCard(n).x >= minimumTapSpacing(size));
      CHECK(layout.yourCard(n).x <= layout.handCard().x);
    }
    // The deck and the Bizon Grass are tapped to pass or eat.
    CHECK(layout.grassBox().width >= 44.f);
    CHECK(layout.deckBox().width >= 44.f);
    // Three lines of messages under the title, two rows of buttons.
    CHECK(layout.messages().height >= 3.f * layout.messageLine() - 0.5f);
  }
}

TEST_CASE("the tags naming who played each card of the trick never cover a card", "[layout]") {
  // The "Sheep" tag once lay over the top of Sheep's card at 360x640, its index unreadable.
  for (const sf::Vector2f size : allSizes()) {
    CAPTURE(size.x, size.y);
    const Layout layout(size.x, size.y);
    const float tiny = static_cast<float>(layout.tinyTextSize());
    // From a short name to the longest of the four languages' ("Mouton", measured in
    // every text of the table fits its place).
    for (const float width : {2.5f * tiny, 4.f * tiny, 5.2f * tiny}) {
      CAPTURE(width);
      std::array<sf::FloatRect, 3> tags{};
      for (Seat s : bizon::allSeats) {
        // Yours says "You" ("Vous", "Jij", "Du"): 4 text sizes with the room around it.
        if (s == Seat::You && width > 4.f * tiny) continue;
        const sf::FloatRect tag = layout.trickTag(s, width);
        tags[static_cast<std::size_t>(bizon::index(s))] = tag;
        CAPTURE(bizon::index(s));
        CHECK(tag.width == width);
        CHECK(tag.height >= tiny);
        CHECK(inside(tag, layout.tableArea()));
        for (Seat c : bizon::allSeats) CHECK_FALSE(tag.intersects(layout.trickBox(c)));
        for (Seat o : bizon::allSeats) {
          CHECK_FALSE(tag.intersects(layout.seat(o).nameBox));
          CHECK_FALSE(tag.intersects(layout.seat(o).hand));
          CHECK_FALSE(tag.intersects(layout.seat(o).pile));
        }
        CHECK_FALSE(tag.intersects(layout.latestTrick()));
      }
      // The tags never cover each other either, up to names of four text sizes.
      if (width <= 4.f * tiny)
        for (std::size_t i = 0; i < 3; ++i)
          for (std::size_t j = i + 1; j < 3; ++j) CHECK_FALSE(tags[i].intersects(tags[j]));
    }
    // The card's box holds it whatever its tilt.
    for (Seat s : bizon::allSeats) {
      const sf::FloatRect box = layout.trickBox(s);
      CHECK(box.width >= layout.trickCard().x);
      CHECK(box.height >= layout.trickCard().y);
    }
  }
}

TEST_CASE("in portrait the box keeps one row of buttons while cards are played: the other row's room goes to the cards", "[layout]") {
  for (const sf::Vector2f size : allSizes()) {
    CAPTURE(size.x, size.y);
    const Layout two(size.x, size.y, 2), one(size.x, size.y, 1);
    if (!two.portrait()) {
      // The column's box keeps its height: nothing there would go to the cards.
      CHECK(one.boxRows() == 2);
      CHECK(one.communication() == two.communication());
      continue;
    }
    CHECK(one.boxRows() == 1);
    CHECK(two.communication().height - one.communication().height ==
          Approx(two.buttonHeight() + two.margin()).margin(1.f));
    // The same lines above the hint's row as before, and the row itself inside the box.
    CHECK(one.messages(2).height == Approx(two.messages(2).height).margin(1.f));
    CHECK(one.messages(1).height == Approx(two.messages(2).height).margin(1.f));
    const sf::FloatRect row = one.buttonRow(0), box = one.communication();
    CHECK(row.top >= one.messages(1).top + one.messages(1).height - 0.5f);
    CHECK(row.top + row.height <= box.top + box.height);
    // The room saved goes to the table: your hand and the trick grow, nothing shrinks.
    CHECK(one.tableArea().height > two.tableArea().height);
    CHECK(one.handCard().y >= two.handCard().y);
    CHECK(one.trickCard().y >= two.trickCard().y);
    // On the phones of the issue, where the cards are small, they grow (on a large tablet they
    // are already as large as the width allows).
    if (size.x <= 412.f) CHECK(one.handCard().y + one.trickCard().y > two.handCard().y + two.trickCard().y);
  }
}

TEST_CASE("your hand spans most of a portrait window, and cards grow with the window", "[layout]") {
  for (const sf::Vector2f size : issueSizes) {
    CAPTURE(size.x, size.y);
    const Layout layout(size.x, size.y);
    CHECK(layout.portrait() == (size.y > size.x));
    if (layout.portrait()) {
      CHECK(layout.seat(Seat::You).hand.width >= 0.85f * size.x);
      CHECK(layout.communication().top > layout.seat(Seat::You).hand.top);
    } else {
      CHECK(layout.communication().left > layout.seat(Seat::You).hand.left);
    }
    // The cards are in proportion to the window: the middle is not left empty on a big screen.
    CHECK(layout.handCard().y >= 0.13f * std::min(size.x, size.y) * (layout.portrait() ? 1.8f : 1.f));
    CHECK(layout.trickCard().y >= 0.6f * layout.handCard().y);
  }
  CHECK(Layout(2560, 1440).handCard().y > 1.8f * Layout(1280, 720).handCard().y);
  // At 1280×720 your cards grow into the room there is; on a phone Goat's and Sheep's
  // cards are more than thumbnails.
  CHECK(Layout(1280, 720).handCard().y >= 200.f);
  CHECK(Layout(412, 915).sideCard().x >= 48.f);
  CHECK(Layout(1080, 2340).handCard().x > 2.5f * Layout(360, 640).handCard().x);
}

TEST_CASE("in portrait the trick and the latest trick take the middle's room", "[layout]") {
  // At 360x640 the trick's cards once were 40x56 and the latest trick's 26x36 beside a
  // hand of 62x86, the middle's height spent on a cluster taller than it needs and on the latest
  // trick's title and trump on two rows where the band had the width for one.
  // The tags naming who played each card now lie outside the trick's cards, in a row of the
  // middle's height, which keeps the cards a little smaller than that.
  const Layout phone(360, 640);
  CHECK(phone.trickCard().y >= 0.6f * phone.handCard().y);
  CHECK(phone.smallCard().y >= 0.5f * phone.handCard().y);
  for (const sf::Vector2f size : allSizes()) {
    const Layout layout(size.x, size.y);
    if (!layout.portrait()) continue;
    CAPTURE(size.x, size.y);
    // The three cards of a trick side by side above yours: each card's index corner in sight.
    const sf::Vector2f t = layout.trickCard();
    const auto& goat = layout.seat(Seat::Goat);
    const auto& sheep = layout.seat(Seat::Sheep);
    const auto& you = layout.seat(Seat::You);
    CHECK(sheep.trick.x - goat.trick.x >= 0.6f * t.x);
    CHECK(you.trick.y - goat.trick.y >= 0.4f * t.y);
    CHECK(you.trick.y - sheep.trick.y >= 0.4f * t.y);
    // The cards of the latest trick are read, not guessed: never under 48 px tall.
    CHECK(layout.smallCard().y >= 48.f);
  }
}

// -----------------------------------------------------------------------------------------------
// Text measured with the real fonts. SFML needs an X display to render glyphs, so these run under
// xvfb-run as their own test (game.layout_text in tests/game/CMakeLists.txt), hidden from the rest.

namespace {

struct Measure {
  const bizon::Fonts& fonts;
  float width(const std::string& utf8, bool bold, unsigned size, float outline = 0.f) const {
    sf::Text text(sf::String::fromUtf8(utf8.begin(), utf8.end()), bold ? fonts.bold : fonts.regular, size);
    text.setOutlineThickness(outline);
    const sf::FloatRect b = text.getLocalBounds();
    return b.left + b.width;
  }
};

// Where a label of `size` px sits on a row `row` tall, it must fit the row's height too.
void fits(const Measure& m, sf::FloatRect box, const std::string& text, bool bold, unsigned size) {
  CAPTURE(text, size, box.width, box.height);
  CHECK(m.width(text, bold, size) <= box.width);
  CHECK(static_cast<float>(size) <= box.height);
}

}  // namespace

TEST_CASE("every text of the table fits its place in all four languages, measured", "[.layout-text]") {
  using bizon::localization::Language;
  const bizon::DataPaths paths = bizon::DataPaths::locate();
  bizon::Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  const Measure m{fonts};
  const char* suits[] = {"\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5", "\xe2\x99\xa0"};  // ♣ ♦ ♥ ♠
  for (Language language : {Language::English, Language::French, Language::Dutch, Language::German}) {
    const bizon::Texts t(paths, language);
    for (const sf::Vector2f size : allSizes()) {
      const Layout layout(size.x, size.y);
      CAPTURE(t("seat.you"), size.x, size.y);
      const unsigned text = layout.textSize(), small = layout.smallTextSize();
      // Panel titles, and what shares their row.
      fits(m, layout.scoresheetTitle(), t("table.scoresheet.title"), true, small);
      fits(m, layout.scoresheetGame(), t.format("table.game_of", {{"n", 15}, {"total", 15}}), false, small);
      // In its place at a table of one game: the lesson's number, or a practice game.
      fits(m, layout.scoresheetGame(), t.format("table.lesson_of", {{"n", 6}, {"count", 6}}), false, small);
      fits(m, layout.scoresheetGame(), t("table.practice"), false, small);
      fits(m, layout.latestTitle(), t("table.latest_trick"), true, small);
      for (const char* suit : suits) fits(m, layout.trumpLabel(), t.format("table.trump", {{"suit", suit}}), true, small);
      // The communication box's title on one line beside the menu button (no panel
      // title wraps: a wrapped title pushed the panel's lines down).
      fits(m, layout.communicationTitle(), t("table.communication"), true, small);
      // Before the first trick the latest trick's panel says so.
      const sf::FloatRect latest = layout.latestTrick();
      fits(m, {latest.left + layout.margin(), latest.top, latest.width - 2.f * layout.margin(), latest.height},
           t("table.latest_trick.none"), false, layout.tinyTextSize());
      // The scoresheet: names, the widest total, the widest value of a game (R13: ±10), the
      // games' numbers and the heading of the totals.
      for (Seat s : bizon::allSeats) {
        fits(m, layout.scoresheetName(s), t.seat(s), true, small);
        fits(m, layout.scoresheetTotal(s), "-150", false, small);
        const sf::FloatRect cell = layout.scoresheetCell(s, layout.scoresheetColumns() - 1);
        // A little air between neighbouring values.
        fits(m, {cell.left, cell.top, cell.width - 2.f, cell.height}, layout.scoresheetSigns() ? "+10" : "-10", false,
             small);
      }
      const sf::FloatRect number = layout.scoresheetNumber(layout.scoresheetColumns() - 1);
      fits(m, {number.left, number.top, number.width - 2.f, number.height}, "15", false, layout.tinyTextSize());
      fits(m, layout.scoresheetTotalHeading(), t("table.scoresheet.sp"), true, layout.tinyTextSize());
      // Who played each card of the trick, on a tag as TableHud sizes it: over no card, no other tag.
      std::vector<sf::FloatRect> tags;
      for (Seat s : bizon::allSeats) {
        CAPTURE(t.seat(s));
        const float w = m.width(t.seat(s), true, layout.tinyTextSize()) + static_cast<float>(layout.tinyTextSize());
        const sf::FloatRect tag = layout.trickTag(s, w);
        for (Seat c : bizon::allSeats) CHECK_FALSE(tag.intersects(layout.trickBox(c)));
        for (const sf::FloatRect& other : tags) CHECK_FALSE(tag.intersects(other));
        for (Seat o : bizon::allSeats) CHECK_FALSE(tag.intersects(layout.seat(o).nameBox));
        tags.push_back(tag);
      }
      // "Goat takes the trick" over a pile, inside the table.
      for (Seat s : bizon::allSeats) {
        const std::string callout = s == Seat::You ? t("table.you_take_trick")
                                                   : t.format("table.takes_trick", {{"player", t.seat(s)}});
        CAPTURE(callout);
        CHECK(m.width(callout, true, text) + 2.f * layout.margin() <= layout.tableArea().width);
      }
      // The count's sentence (R13), and round 2's opening note with the prompt after it, in the
      // box's lines without losing their start (they were once pushed out of the box at 360x640).
      const sf::FloatRect box = layout.messages();
      const int lineRoom = static_cast<int>(box.height / layout.messageLine());
      const auto lines = [&](const std::string& s) {
        return static_cast<int>(bizon::scene::wrapText(s, fonts.regular, text, box.width).size());
      };
      for (Seat bizonSeat : bizon::allSeats)
        for (const bizon::PerSeat<int>& gp : {bizon::PerSeat<int>{40, 0, 0}, bizon::PerSeat<int>{13, 27, 0},
                                              bizon::PerSeat<int>{0, 20, 20}, bizon::PerSeat<int>{14, 13, 13},
                                              bizon::PerSeat<int>{13, 13, 14}, bizon::PerSeat<int>{20, 0, 20}}) {
          bizon::PerSeat<int> turned;
          for (Seat s : bizon::allSeats) turned[s] = gp[static_cast<Seat>((bizon::index(s) + 3 - bizon::index(bizonSeat)) % 3)];
          const std::string sentence = bizon::ui::countSentence(t, bizon::scoreGame(bizonSeat, turned));
          CAPTURE(sentence);
          CHECK(lines(sentence) <= lineRoom);
        }
      for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades}) {
        const std::string note = t.format("message.round_two", {{"suit", t.suit(suit)}});
        CAPTURE(note);
        CHECK(lines(note) + lines(t("prompt.name_or_pass")) <= lineRoom);
      }
      // The count: a card's GP under its visible part, and the total under them all.
      for (int n = 3; n <= 24; n += 3) {
        CAPTURE(n);
        for (int k = 0; k < n; ++k) CHECK(m.width("+4", true, layout.tinyTextSize(), 1.f) <= layout.countTag(n, k).width);
        fits(m, layout.countTotal(n), t.format("table.count.total", {{"gp", 40}}), true, text + 2);
      }
      // The latest trick's names under its cards.
      for (int k = 0; k < 3; ++k)
        for (Seat s : bizon::allSeats) fits(m, layout.latestName(k), t.seat(s), false, layout.tinyTextSize());
      // A seat's name, the dealer token and the widest bubble in the room kept for them.
      const float gap = layout.margin() * 0.6f;
      float bubble = 0.f;
      for (const std::string& b : {t("bid.eat"), t("bid.pass"), t("role.bizon"), t.format("table.gp", {{"gp", 40}})})
        bubble = std::max(bubble, m.width(b, true, text - 1, 1.f));
      for (Seat s : bizon::allSeats) {
        const float token = 2.f * layout.dealerTokenRadius();
        // Goat's and Sheep's dealer token lies on their portraits.
        const bool face = layout.seat(s).face.width > 0.f;
        const float row = m.width(t.seat(s), true, text + 1, 1.f) + (face ? 0.f : gap + token) + gap + bubble;
        CAPTURE(t.seat(s));
        CHECK(row <= layout.seat(s).nameBox.width);
      }
      // The buttons of each moment, at the text size the table asks for, inside the margins a
      // button keeps.
      const float height = layout.buttonHeight();
      const auto row = [&](const std::vector<std::string>& labels) {
        const float n = static_cast<float>(labels.size());
        const float w = (layout.buttonRow(0).width - (n - 1.f) * layout.margin()) / n;
        const float room = w - 2.f * std::max(6.f, height * 0.2f);
        for (const std::string& label : labels) {
          CAPTURE(label, room);
          CHECK(m.width(label, true, text) <= room);
        }
      };
      row({t("bid.packets_3_2"), t("bid.packets_2_3")});
      row({t("bid.eat"), t("bid.pass")});
      row({t("bid.pass"), t("settings.hint.label")});
      row({t("bid.keep_playing")});
      // The review's "Your worst decision" on the box's title row, beside the ✕, where it costs the review no line.
      const sf::FloatRect worst = bizon::screens::ReviewScreen::worstButton(layout);
      CAPTURE(t("review.worst"), worst.width);
      CHECK(m.width(t("review.worst"), true, text) <= worst.width - 2.f * std::max(6.f, worst.height * 0.2f));
      CHECK(worst.height >= 44.f);
      CHECK(inside(worst, layout.communication()));
      CHECK_FALSE(worst.intersects(layout.menuButton()));
    }
  }
}

TEST_CASE("every row of the settings reads in all four languages, measured", "[.layout-text]") {
  using bizon::localization::Language;
  using bizon::screens::SettingsLayout;
  const bizon::DataPaths paths = bizon::DataPaths::locate();
  bizon::Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  const Measure m{fonts};
  const char* labels[] = {"settings.language.label", "settings.deck.label", "settings.tempo.label", "settings.level.label",
                          "settings.four_colour.label", "settings.shuffle.label", "settings.remember_packets.label",
                          "settings.coach.label", "settings.volume.label", "settings.goat.label",
                          "settings.sheep.label"};
  const char* values[] = {"settings.language.system_short", "settings.tempo.slow", "settings.tempo.normal",
                          "settings.tempo.fast", "settings.tempo.instant", "settings.level.easy",
                          "settings.level.normal", "settings.level.hard", "common.on", "common.off",
                          "settings.shuffle.light", "settings.shuffle.full", "bid.packets_3_2", "bid.packets_2_3",
                          "settings.volume.low", "settings.volume.medium", "settings.volume.high",
                          "settings.chair.bizon", "settings.chair.program", "settings.deck.painted"};
  for (Language language : {Language::English, Language::French, Language::Dutch, Language::German}) {
    const bizon::Texts t(paths, language);
    for (const sf::Vector2f size : allSizes()) {
      CAPTURE(t("seat.you"), size.x, size.y);
      // Every row there can be: the language, the deck with its preview, the rest, Goat's and
      // Sheep's chairs.
      const int rows = static_cast<int>(std::size(labels));
      const SettingsLayout layout(size, rows, 1, 3);
      // The deck's preview, where the window has the height for it.
      if (layout.preview().height > 0.f) {
        CHECK(inside(layout.preview(), layout.row(1)));
        CHECK_FALSE(layout.preview().intersects(layout.selector(1)));
        CHECK_FALSE(layout.preview().intersects(layout.row(2)));
      }
      CHECK((layout.preview().height > 0.f || size.y < 1.1f * size.x));
      // The Level row's explanation: under its selector, inside its row, each level's words in the
      // lines it has room for; always there with the usual nine rows (no program seated), and
      // with all eleven where the window has the height.
      const SettingsLayout usual(size, rows - 2, 1, 3);
      CHECK(usual.help().height > 0.f);
      if (layout.help().height > 0.f) {
        CHECK(inside(layout.help(), layout.row(3)));
        CHECK_FALSE(layout.help().intersects(layout.selector(3)));
        CHECK_FALSE(layout.help().intersects(layout.row(4)));
        for (const char* level : {"easy", "normal", "hard"}) {
          const std::string help = t(std::string("settings.level.help.") + level);
          CAPTURE(help);
          const auto lines = bizon::scene::wrapText(help, fonts.regular, layout.helpSize(), layout.help().width);
          CHECK(static_cast<float>(lines.size()) * fonts.regular.getLineSpacing(layout.helpSize()) <= layout.help().height + 1.f);
        }
      }
      const unsigned text = layout.textSize();
      CHECK(inside(layout.panel(), {0, 0, size.x, size.y}));
      CHECK(m.width(t("settings.title"), true, layout.titleSize()) <= layout.title().width);
      for (int i = 0; i < rows; ++i) {
        CHECK(inside(layout.row(i), layout.panel()));
        CHECK(layout.back(i).width >= 44.f);
        CHECK(layout.row(i).height >= 44.f);
        if (i > 0) CHECK_FALSE(layout.row(i).intersects(layout.row(i - 1)));
        // A name takes at most two lines of its place.
        const std::string label = t(labels[i]);
        const auto lines = bizon::scene::wrapText(label, fonts.regular, text, layout.label(i).width);
        CAPTURE(label);
        CHECK(lines.size() <= 2);
        for (const std::string& line : lines) CHECK(m.width(line, false, text) <= layout.label(i).width);
      }
      CHECK_FALSE(layout.close().intersects(layout.row(rows - 1)));
      CHECK(inside(layout.close(), layout.panel()));
      // Every value between the selector's ends, at the text's size.
      std::vector<std::string> shown;
      for (const char* v : values) shown.push_back(t(v));
      for (Language l : bizon::localization::allLanguages) shown.emplace_back(bizon::localization::nativeName(l));
      for (const std::string& v : shown) {
        CAPTURE(v);
        CHECK(m.width(v, true, text) <= layout.value(0).width);
      }
      // Without an audio device the Sound row's words take the whole selector (no ‹ ›).
      CHECK(m.width(t("settings.volume.no_device"), true, text) <= layout.selector(0).width);
      // The language's list, one button each (as wide as Close under the usual rows).
      CHECK(m.width(t("settings.language.system"), true, text) <= usual.close().width);
      // Close, under the rows or beside the title, says so.
      CHECK(m.width(t("common.close"), true, text) + 16.f <= layout.close().width);
      CHECK_FALSE(layout.close().intersects(layout.title()));
    }
  }
}

TEST_CASE("a button's label too long for one readable line takes two, within the button", "[.layout-text]") {
  const bizon::DataPaths paths = bizon::DataPaths::locate();
  bizon::Fonts fonts;
  fonts.load(paths.fontRegular, paths.fontBold);
  // Statistics' bar at 360x640 in German: three buttons of 107 x 44 px at 13 px.
  bizon::ui::Button button(fonts.bold, 13);
  button.place({0.f, 0.f, 107.f, 44.f});
  button.setText("Gespielte Serien zeigen");
  CHECK(button.shownText() == "Gespielte\nSerien zeigen");
  CHECK(button.textWidth() <= 107.f - 2.f * 8.8f);
  // A label that fits stays on one line at its size; one without a space shrinks as before.
  button.setText("Schlie\xc3\x9f" "en");
  CHECK(button.shownText() == "Schlie\xc3\x9f" "en");
  button.setText("Genauigkeitsanzeigeumschaltung");
  CHECK(button.shownText().find('\n') == std::string::npos);
}
