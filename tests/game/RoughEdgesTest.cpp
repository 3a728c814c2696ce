// The places a player found rough, measured with the real fonts in every language at the sizes
// they were seen at: the review's analysis panel under no button, the History's columns apart on a
// phone, Keep playing at full size beside Review. Needs a display (SFML renders the glyphs to
// measure them): it runs in game.layout_text.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "core/DataPaths.h"
#include "core/Fonts.h"
#include "core/Texts.h"
#include "Language.h"
#include "scene/TextWrap.h"
#include "Game.h"
#include "screens/HistoryScreen.h"
#include "screens/Page.h"
#include "screens/ReviewScreen.h"
#include "screens/StatisticsTexts.h"
#include "table/CardPainter.h"
#include "table/TableModel.h"
#include "table/TableWords.h"
#include "ui/Button.h"
#include "ui/Theme.h"
#include "ui/Metrics.h"
#include "table/CommunicationBox.h"
#include "table/Layout.h"

using namespace bizon;
using localization::Language;

namespace {

const std::vector<sf::Vector2f> roughSizes = {{1280, 720}, {800, 600}, {360, 640}, {412, 915}, {1024, 768},
                                              {1920, 1080}, {720, 1280}, {375, 667}, {1366, 768}};
constexpr Language languages[] = {Language::English, Language::French, Language::Dutch, Language::German};

int wrapped(const sf::Font& font, const std::string& text, unsigned size, float width) {
  return static_cast<int>(scene::wrapText(text, font, size, width).size());
}

// The installed fonts, that the screens measure their words with.
struct InstalledFonts {
  InstalledFonts() { fonts.load(paths.fontRegular, paths.fontBold); }
  const DataPaths paths = DataPaths::locate();
  Fonts fonts;
};

}  // namespace

TEST_CASE("review: the analysis panel's lines are under no button, at every size and in every language", "[.layout-text]") {
  const InstalledFonts installed;
  const DataPaths& paths = installed.paths;
  const Fonts& fonts = installed.fonts;
  for (Language language : languages) {
    const Texts t(paths, language);
    // The most a decision shows: a first lead's eight cards, a heading with its cost and a close
    // call, a reason of two long sentences and what the wins column counts.
    const std::string heading = "? " + t.format("analysis.cost", {{"sp", "5,00"}}) + "  " + t("analysis.close_call");
    const std::string reason = t("reason.decided_otters") + " " + t("reason.trick_side");
    for (const int options : {2, 8})
      for (const sf::Vector2f size : roughSizes) {
        CAPTURE(t("seat.you"), size.x, size.y, options);
        const table::Layout layout(size.x, size.y);
        const auto rows = [&](unsigned text, float width) {
          return options + 1 + wrapped(fonts.bold, heading, text, width) + wrapped(fonts.regular, reason, text, width) +
                 wrapped(fonts.regular, t("analysis.wins_note"), text, width);
        };
        const screens::ReviewScreen::PanelShape shape = screens::ReviewScreen::panelShape(layout, rows);
        const sf::FloatRect panel = shape.rect;
        CAPTURE(panel.top, panel.height, shape.textSize);
        CHECK(shape.textSize >= layout.tinyTextSize());
        CHECK(shape.rowHeight >= static_cast<float>(shape.textSize) * 1.25f);
        CHECK(panel.top >= 0.f);
        CHECK(panel.top + panel.height <= size.y);
        CHECK(panel.height >= shape.rowHeight * static_cast<float>(rows(shape.textSize, panel.width - 2.f * layout.margin())));
        CHECK_FALSE(panel.intersects(screens::ReviewScreen::worstButton(layout)));
        CHECK_FALSE(panel.intersects(layout.menuButton()));
        for (int row = 0; row < 2; ++row) CHECK_FALSE(panel.intersects(layout.buttonRow(row)));
        CHECK_FALSE(panel.intersects(layout.messages()));
        // A decision of two options leaves the trick in sight on a phone.
        if (layout.portrait() && options == 2)
          for (Seat s : allSeats) CHECK_FALSE(panel.intersects(layout.trickBox(s)));
      }
  }
}

TEST_CASE("History: on a phone no column runs into another, in every language", "[.layout-text]") {
  const InstalledFonts installed;
  const DataPaths& paths = installed.paths;
  const Fonts& fonts = installed.fonts;
  using screens::HistoryScreen;
  // The rows the player saw: an unfinished set with ten take-backs, a shared win with totals
  // of three figures, a set played online and one left halfway online; a daily deal and a practice game.
  const auto set = [](int games, int takeBacks, PerSeat<int> sp, bool online) {
    SetSummary s;
    s.metadata.started = std::chrono::sys_days(std::chrono::year(2026) / 11 / 28) + std::chrono::hours(17);
    s.metadata.takeBacks = takeBacks;
    if (online) {
      s.metadata.origin = SetOrigin::Online;
      s.metadata.online = OnlineTable{"K7QM2-9XH4R", Seat::You, {{"Ann", "Maximiliane", ""}}};
    }
    for (int g = 0; g < games; ++g) s.games.push_back(GameSummary{Outcome::BizonWon, Seat::You, sp});
    return s;
  };
  std::vector<SetSummary> sets{set(10, 10, {{-10, 10, 3}}, false), set(15, 0, {{-10, 10, 10}}, false),
                               set(15, 2, {{3, -10, 3}}, true), set(4, 0, {{1, 1, -1}}, true),
                               set(2, 1, {{3, -5, 3}}, false), set(1, 0, {{-10, 10, 10}}, false)};
  // A daily deal left after two deals, with a take-back; a practice game.
  sets[4].metadata.daily = std::chrono::sys_days(std::chrono::year(2026) / 12 / 7);
  sets[4].metadata.options.games = 3;
  sets[5].metadata.practice = SetMetadata::PracticeOf{"20261128-170000-0000abcd", 3};
  sets[5].metadata.options.games = 1;
  std::vector<const SetSummary*> page;
  for (const SetSummary& s : sets) page.push_back(&s);
  for (Language language : languages) {
    const Texts t(paths, language);
    for (const sf::Vector2f size : roughSizes) {
      const ui::Metrics metrics(size);
      const float m = metrics.margin, pad = m * 1.2f;
      // The list spans the window inside its margins; its rows inside the list's.
      const float room = size.x - 3.f * m;
      const HistoryScreen::Table table = HistoryScreen::tableOf(fonts, t, page, metrics.textSize, pad, room);
      const HistoryScreen::Columns& columns = table.columns;
      CAPTURE(t("seat.you"), size.x, size.y, columns.size, columns.winnerBelow);
      CHECK(columns.size >= 11);
      float sum = 0.f;
      for (float w : columns.width) sum += w;
      CHECK(sum <= room + 0.5f);
      const auto width = [&](const std::string& text, bool bold, unsigned px) {
        sf::Text probe(sf::String::fromUtf8(text.begin(), text.end()), bold ? fonts.bold : fonts.regular, px);
        return probe.getLocalBounds().width;
      };
      for (std::size_t c = 0; c < HistoryScreen::columns; ++c) {
        if (c == 1 && columns.winnerBelow) continue;
        CAPTURE(table.head[c]);
        CHECK(width(table.head[c], true, std::max(10u, columns.size - 2)) <= columns.width[c] - pad / 2.f);
        for (const auto& row : table.cells) {
          CAPTURE(row[c]);
          CHECK(width(row[c], false, columns.size) <= columns.width[c] - pad / 2.f);
        }
      }
      // The winner's words below the row's other cells fit across it.
      if (columns.winnerBelow)
        for (const auto& row : table.cells) {
          CAPTURE(row[1]);
          CHECK(width(row[1], false, columns.size) <= room - pad);
        }
    }
  }
}

TEST_CASE("the scored game's box: Keep playing at full size beside Review and Take back, over no line", "[.layout-text]") {
  const InstalledFonts installed;
  const DataPaths& paths = installed.paths;
  const Fonts& fonts = installed.fonts;
  for (Language language : languages) {
    const Texts t(paths, language);
    for (const sf::Vector2f size : roughSizes) {
      CAPTURE(t("seat.you"), size.x, size.y);
      // A scored game's box has its two rows (TableScene's boxRowsFor).
      const table::Layout layout(size.x, size.y, 2);
      scene::Node root;
      table::CommunicationBox box(root, fonts);
      box.offerReview(true);
      box.offerTakeBack(true);
      const std::vector<table::BoxLine> lines(12, table::BoxLine{"Sheep, the Bizon: 27 GP against your 13"});
      box.show(t, layout, lines, table::Awaiting::Keep, std::nullopt, false);
      const auto buttons = box.buttons();
      REQUIRE(buttons.size() == 3);
      const std::string keep = t("bid.keep_playing");
      const sf::Text words(sf::String::fromUtf8(keep.begin(), keep.end()), fonts.bold, layout.textSize());
      float highest = size.y;
      for (const auto& [action, rect] : buttons) {
        if (action == table::Action::Keep)
          CHECK(words.getLocalBounds().width <= rect.width - 2.f * std::max(6.f, rect.height * 0.2f));
        highest = std::min(highest, rect.top);
      }
      // The lines shown end above the highest button.
      const sf::FloatRect messages = layout.messages(highest < layout.buttonRow(0).top ? 2 : 1);
      CHECK(messages.top + static_cast<float>(box.room(layout, table::Awaiting::Keep)) * layout.messageLine() <= highest + 0.5f);
    }
  }
}

TEST_CASE("Statistics: the summary names the sets counted, and of them the finished", "[stats]") {
  const DataPaths paths = DataPaths::locate();
  HistoryStatistics stats;
  stats.sets = 0;
  stats.unfinishedSets = 1;
  stats.games = 11;
  stats.unfinishedGames = 11;
  const Texts en(paths, Language::English), fr(paths, Language::French);
  CHECK(screens::summaryLine(en, en("stats.origin.played"), stats) ==
        "Played sets  \u00b7  1 set (0 finished)  \u00b7  11 games");
  CHECK(screens::summaryLine(fr, fr("stats.origin.played"), stats) ==
        "Sets jou\u00e9s  \u00b7  1 set (0 termin\u00e9)  \u00b7  11 parties");
  stats.sets = 3;
  CHECK(screens::summaryLine(en, en("stats.origin.all"), stats) ==
        "All sets  \u00b7  4 sets (3 finished)  \u00b7  11 games");
  for (Language language : languages) {
    const Texts t(paths, language);
    CAPTURE(t("seat.you"));
    CHECK(screens::summaryLine(t, "", stats).find('4') != std::string::npos);
  }
}

TEST_CASE("the sound muted without an audio device says there is none", "[sound]") {
  const DataPaths paths = DataPaths::locate();
  const Texts en(paths, Language::English);
  CHECK(table::mutedText(en, true, true) == en("sound.muted"));
  CHECK(table::mutedText(en, true, false) == "Sound off: no audio device");
  CHECK(table::mutedText(en, false, false).empty());
}

TEST_CASE("each pile of tricks lies nearer its owner's name than any other's, at every size", "[layout]") {
  // The gap between two rectangles (0 where they touch or overlap).
  const auto gap = [](sf::FloatRect a, sf::FloatRect b) {
    const float dx = std::max({0.f, b.left - (a.left + a.width), a.left - (b.left + b.width)});
    const float dy = std::max({0.f, b.top - (a.top + a.height), a.top - (b.top + b.height)});
    return std::hypot(dx, dy);
  };
  for (const sf::Vector2f size : roughSizes)
    for (const int rows : {1, 2}) {
      const table::Layout layout(size.x, size.y, rows);
      for (Seat s : allSeats)
        for (Seat other : allSeats) {
          if (other == s) continue;
          CAPTURE(size.x, size.y, rows, index(s), index(other));
          // The name and, for Goat and Sheep, their portrait beside it.
          const auto owner = [&](Seat o) {
            const table::SeatPlaces& p = layout.seat(o);
            return p.face.width > 0.f ? std::min(gap(layout.seat(s).pile, p.nameBox), gap(layout.seat(s).pile, p.face))
                                      : gap(layout.seat(s).pile, p.nameBox);
          };
          CHECK(owner(s) < owner(other));
        }
    }
}

TEST_CASE("a phone's trick: each card named on a chip in its own corner, readable, over no other card", "[.layout-text]") {
  const InstalledFonts installed;
  const Fonts& fonts = installed.fonts;
  for (const sf::Vector2f size : roughSizes)
    for (const int rows : {1, 2}) {
      const table::Layout layout(size.x, size.y, rows);
      CAPTURE(size.x, size.y, rows, layout.trickCard().y);
      const bool small = layout.trickCard().y < 100.f;
      for (Seat s : allSeats) {
        const sf::FloatRect chip = layout.trickChip(s);
        CAPTURE(index(s));
        if (!small) {
          CHECK(chip.width == 0.f);
          continue;
        }
        const sf::FloatRect own = layout.trickBox(s);
        CHECK(chip.left >= own.left);
        CHECK(chip.top >= own.top);
        CHECK(chip.left + chip.width <= own.left + own.width);
        CHECK(chip.top + chip.height <= own.top + own.height);
        for (Seat other : allSeats)
          if (other != s) CHECK_FALSE(chip.intersects(layout.trickBox(other)));
        CHECK(layout.trickChipText() >= 11u);  // the least the table's text ever is
        const std::string ten = "10\xe2\x99\xa3";  // 10♣, the widest
        const sf::Text words(sf::String::fromUtf8(ten.begin(), ten.end()), fonts.regular, layout.trickChipText());
        CHECK(words.getLocalBounds().width + 2.f <= chip.width);
      }
    }
}

TEST_CASE("Statistics by level: your SP a game at each level Goat and Sheep played, a level changed mid-set from the next game", "[stats]") {
  const DataPaths paths = DataPaths::locate();
  const Texts en(paths, Language::English);
  SetSummary set;
  set.metadata.players = {{"human", "normal", "normal"}};
  for (int g = 0; g < 6; ++g) set.games.push_back(GameSummary{Outcome::BizonWon, Seat::You, PerSeat<int>{{g < 4 ? 3 : -5, 0, 0}}});
  set.metadata.playersFrom(4, {{"human", "hard", "hard"}});  // Hard from the fifth game on
  SetSummary simulated = set;
  simulated.metadata.origin = SetOrigin::Simulated;
  const std::vector<SetSummary> sets{set, simulated};
  CHECK(screens::levelLine(en, sets, SetOrigin::Played, true) ==
        "Your SP a game by level: Normal +3.00 (4 games)  \u00b7  Hard -5.00 (2 games)");
  // All sets: both counted; without the sets of take-backs, this one stays.
  CHECK(screens::levelLine(en, sets, std::nullopt, false).find("(8 games)") != std::string::npos);
  set.metadata.takeBacks = 1;
  CHECK(screens::levelLine(en, std::vector<SetSummary>{set}, std::nullopt, false).empty());
}

TEST_CASE("round 2 on a phone: the second round's note stays in the box with your prompt; the calls yield first", "[.layout-text]") {
  const InstalledFonts installed;
  const DataPaths& paths = installed.paths;
  const Fonts& fonts = installed.fonts;
  // You deal and speak last: three passes, then Goat's and Sheep's in round 2, your call.
  EventQueue events;
  const Deck deck = orderedDeck();
  events.push(GameStarted{1, Seat::You, deck});
  Game game(Seat::You, deck, &events);
  REQUIRE_FALSE(game.apply({Seat::You, Packets::ThreeTwo}));
  for (Seat s : {Seat::Goat, Seat::Sheep, Seat::You, Seat::Goat, Seat::Sheep}) REQUIRE_FALSE(game.apply({s, Bid::pass()}));
  const table::TableModel model = table::TableModel::shown(events, 15);
  REQUIRE(model.round() == 2);
  for (Language language : languages) {
    const Texts t(paths, language);
    // The box's lines as the table gives them: the story, the calls (yielding), your prompt.
    std::vector<table::BoxLine> lines;
    for (const table::Note& note : model.story()) lines.push_back({table::noteText(t, note)});
    REQUIRE_FALSE(lines.empty());
    const std::string roundTwo = lines.back().text;
    lines.push_back({table::callsText(t, model), table::BoxLine::Tone::Story, true});
    const std::string prompt = table::promptText(t, table::Awaiting::Bid2);
    lines.push_back({prompt, table::BoxLine::Tone::Prompt});
    for (const sf::Vector2f size : roughSizes) {
      CAPTURE(t("seat.you"), size.x, size.y);
      const table::Layout layout(size.x, size.y, 2);
      scene::Node root;
      table::CommunicationBox box(root, fonts);
      box.show(t, layout, lines, table::Awaiting::Bid2, Suit::Spades, false);
      const int room = box.room(layout, table::Awaiting::Bid2);
      const auto rows = [&](const std::string& text) { return static_cast<int>(box.wrap(layout, text).size()); };
      const std::vector<table::BoxLine> kept = table::CommunicationBox::kept(lines, room, rows);
      // The newest lines, from the round 2 note on, all fit: the note is never pushed out.
      const auto note = std::find_if(kept.begin(), kept.end(), [&](const table::BoxLine& l) { return l.text == roundTwo; });
      REQUIRE(note != kept.end());
      int shown = 0;
      for (auto l = note; l != kept.end(); ++l) shown += rows(l->text);
      CAPTURE(room, shown, kept.size());
      CHECK(shown <= room);
      CHECK(kept.back().text == prompt);
      // Where there is room (a landscape window), the calls are said too.
      if (!layout.portrait()) CHECK(kept.size() == lines.size());
    }
  }
}

TEST_CASE("a page's bar of buttons: every label whole in its button, on a phone too, in every language", "[.layout-text]") {
  const InstalledFonts installed;
  const DataPaths& paths = installed.paths;
  const Fonts& fonts = installed.fonts;
  for (Language language : languages) {
    const Texts t(paths, language);
    // Statistics' fullest bar: sets of the computer alone, accuracy, take-backs, close.
    const std::vector<std::string> texts{t("stats.show_origin.simulated"), t("stats.show_accuracy"),
                                         t("stats.take_backs.without"), t("common.close")};
    for (const sf::Vector2f size : roughSizes) {
      CAPTURE(t("seat.you"), size.x, size.y);
      const ui::Metrics metrics(size);
      const auto places = screens::Page::barPlaces(fonts.bold, size, texts);
      REQUIRE(places.size() == texts.size());
      scene::Node root;
      for (std::size_t k = 0; k < texts.size(); ++k) {
        const sf::FloatRect r = places[k];
        CAPTURE(texts[k], r.left, r.top, r.width);
        CHECK(r.left >= 0.f);
        CHECK(r.left + r.width <= size.x);
        CHECK(r.top + r.height <= size.y);
        for (std::size_t j = 0; j < k; ++j) CHECK_FALSE(r.intersects(places[j]));
        auto& button = root.emplace<ui::Button>(fonts.bold, metrics.textSize);
        button.place(r);
        button.setText(texts[k]);
        CHECK(button.textWidth() <= r.width - 2.f * std::max(6.f, r.height * 0.2f));
      }
    }
  }
}

TEST_CASE("the trump named on the felt is inked as the deck inks its suit", "[layout]") {
  using table::CardPainter;
  // The four-colour deck's blue diamonds stay blue, a deck's gold diamonds gold, red hearts red:
  // each lifted to read on the felt; a black suit is the words' colour.
  const sf::Color blue = CardPainter::onFelt(CardPainter::inkOf(Suit::Diamonds, true));
  CHECK((blue.b > blue.r && blue.b > blue.g));
  const sf::Color gold = CardPainter::onFelt(sf::Color(200, 150, 20));
  CHECK((gold.r > gold.g && gold.g > gold.b));
  const sf::Color red = CardPainter::onFelt(CardPainter::inkOf(Suit::Hearts, true));
  CHECK((red.r > red.g && red.r > red.b));
  const sf::Color green = CardPainter::onFelt(CardPainter::inkOf(Suit::Clubs, true));
  CHECK((green.g > green.r && green.g > green.b));
  CHECK(CardPainter::onFelt(CardPainter::inkOf(Suit::Spades, false)) == ui::colours::text);
  // Lifted: lighter than the ink on the card, so that it reads on the dark felt.
  CHECK(blue.r + blue.g + blue.b > 3 * 150);
}
