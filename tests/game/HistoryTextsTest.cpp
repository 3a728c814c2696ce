// The history's words for a set's date: in words, and in figures where a phone's list has no room for them.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <span>
#include <string>
#include <vector>

#include "core/DataPaths.h"
#include "Language.h"
#include "core/Texts.h"
#include "screens/HistoryScreen.h"
#include "screens/HistoryTexts.h"

using namespace bizon;
using namespace std::chrono;

TEST_CASE("a set's date: in words, or in figures for a narrow list, in each language's order", "[history]") {
  // The dates in words are local times: the test's are UTC's on every system.
#ifdef _WIN32
  ::_putenv_s("TZ", "UTC");
  ::_tzset();
#else
  ::setenv("TZ", "UTC", 1);
  ::tzset();
#endif
  const DataPaths paths = DataPaths::locate();
  const TimePoint late = sys_days{year{2026} / November / 26} + hours{10} + minutes{39};
  const TimePoint early = sys_days{year{2025} / March / 1} + hours{9} + minutes{5};
  const Texts en(paths, localization::Language::English);
  CHECK(screens::formatDate(en, late) == "26 November 2026, 10:39");
  CHECK(screens::formatDate(en, late, true) == "26/11/26 10:39");
  CHECK(screens::formatDate(en, early, true) == "01/03/25 09:05");
  CHECK(screens::formatDate(Texts(paths, localization::Language::French), early, true) == "01/03/25 09:05");
  CHECK(screens::formatDate(Texts(paths, localization::Language::German), early, true) == "01.03.25 09:05");
  CHECK(screens::formatDate(Texts(paths, localization::Language::Dutch), early, true) == "01-03-25 09:05");
  // In figures is always the shorter.
  for (const auto language : localization::allLanguages) {
    const Texts t(paths, language);
    CHECK(screens::formatDate(t, late, true).size() < screens::formatDate(t, late).size());
  }
}

TEST_CASE("a set played online: with whom, in the order your table showed them, and its winners by name", "[history][online]") {
  const DataPaths paths = DataPaths::locate();
  SetMetadata played;
  SetMetadata online;
  online.origin = SetOrigin::Online;
  // Bob's copy: he sat in Goat's chair, Ann in the first, Sheep a built-in player.
  online.online = OnlineTable{"K7QM2-9XH4R", Seat::Goat, {{"Ann", "Bob", ""}}};
  const PerSeat<bool> annWins{{true, false, false}}, bobAndAnn{{true, true, false}};
  const Texts en(paths, localization::Language::English);
  CHECK(screens::onlineText(en, played).empty());
  // At Bob's table Sheep sat at his left, Ann at his right.
  CHECK(screens::onlineText(en, online) == "Online with Sheep and Ann");
  CHECK(screens::onlineText(en, online, true) == "Online");  // a phone's list
  CHECK(screens::onlineText(en, played, true).empty());
  CHECK(screens::onlineText(Texts(paths, localization::Language::French), online) == "En ligne avec Mouton et Ann");
  CHECK(screens::onlineText(Texts(paths, localization::Language::Dutch), online) == "Online met Schaap en Ann");
  CHECK(screens::onlineText(Texts(paths, localization::Language::German), online) == "Online mit Schaf und Ann");
  CHECK(screens::ownSeat(online) == Seat::Goat);
  CHECK(screens::ownSeat(played) == Seat::You);
  // The review turned to Bob's chair: Sheep (a built-in player) at his left, Ann at his right.
  CHECK(screens::placeNames(en, online) == PerSeat<std::string>{{"", "Sheep", "Ann"}});
  CHECK(screens::placeNames(en, played) == PerSeat<std::string>{});
  // Its portraits: Sheep's drawing at his left, none for Ann at his right (nor Goat's for Bob).
  CHECK(screens::placeFaces(online) == PerSeat<std::optional<Seat>>{{std::nullopt, Seat::Sheep, std::nullopt}});
  CHECK(screens::placeFaces(played) == PerSeat<std::optional<Seat>>{{std::nullopt, Seat::Goat, Seat::Sheep}});
  // Asked again while those names are said in the places (the table asks every frame): a built-in
  // chair keeps its own name, not the person's said at its place.
  Texts naming(paths, localization::Language::English);
  naming.nameSeats(screens::placeNames(naming, online));
  CHECK(naming.seat(Seat::Sheep) == "Ann");
  CHECK(screens::placeNames(naming, online) == PerSeat<std::string>{{"", "Sheep", "Ann"}});
  const auto names = screens::chairNames(en, online);
  CHECK(names == PerSeat<std::string>{{"Ann", "You", ""}});
  CHECK(screens::winnersText(en, annWins, names) == "Ann");
  CHECK(screens::winnersText(en, bobAndAnn, names) == "Ann and You");
  CHECK(screens::winnersText(en, annWins) == "You");  // a set against Goat and Sheep
  // The headline is yours when your chair won, whichever chair it is.
  CHECK(screens::resultHeadline(en, PerSeat<bool>{{false, true, false}}, Seat::Goat) == "You win the set");
  CHECK(screens::resultHeadline(en, annWins, Seat::Goat) != "You win the set");
  // History's row: Bob's total first, then Sheep's at his left and Ann's at his right, each named
  // where the column's own name (Goat, Sheep) is not who sat there.
  SetSummary bobs;
  bobs.metadata = online;
  bobs.games.push_back(GameSummary{Outcome::BizonWon, Seat::Sheep, PerSeat<int>{{-2, 3, 12}}});
  const screens::HistoryScreen::Row row = screens::HistoryScreen::rowOf(en, bobs, false);
  CHECK(row[2] == "3");
  CHECK(row[3] == "Sheep 12");
  CHECK(row[4] == "Ann -2");
  CHECK(screens::shortName("Maximilienne-Aurore", 10) == "Maximilie\xe2\x80\xa6");
  CHECK(screens::shortName("Zoë Müller", 10) == "Zoë Müller");  // ten characters, twelve bytes: whole
  // A phone's list: names of four characters at most.
  const screens::HistoryScreen::Row narrow = screens::HistoryScreen::rowOf(en, bobs, true);
  CHECK(narrow[3] == "She\xe2\x80\xa6 12");
  CHECK(narrow[4] == "Ann -2");
  // From the first chair, the others in their own order.
  online.online->seat = Seat::You;
  CHECK(screens::onlineText(en, online) == "Online with Bob and Sheep");
}

TEST_CASE("a daily deal beside Hard's in your seat: deal by deal at the set's end, the totals alone on its scoresheet", "[history][daily]") {
  const DataPaths paths = DataPaths::locate();
  const Texts en(paths, localization::Language::English);
  // You won the first deal where Hard lost it, both passed the second out, Hard won the third.
  const std::vector<table::DealSideBySide> deals{{3, -5}, {0, 0}, {-5, 3}};
  CHECK(screens::dailyComparison(en, deals) ==
        std::vector<std::string>{"Your seat, deal by deal, against Hard in your seat:", "Deal 1: you +3 SP, Hard -5 SP",
                                 "Deal 2: you 0 SP, Hard 0 SP", "Deal 3: you -5 SP, Hard +3 SP", "In all: you -2 SP, Hard -2 SP"});
  CHECK(screens::dailyComparison(en, std::span(deals).first(1), true) ==
        std::vector<std::string>{"Against Hard in your seat: you +3 SP, Hard -5 SP"});
  const Texts fr(paths, localization::Language::French);
  CHECK(screens::dailyComparison(fr, deals, true).front() ==
        "Contre Difficile à votre place\u00a0: vous -2\u00a0SP, Difficile -2\u00a0SP");
}
