// The table keeps its word: take-back reaches a scored game only while its score is on show, a
// level chosen in the middle of a set plays (and is stored) from the next game, and the coach's
// end-of-game line goes with its game.
#include <algorithm>
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <thread>

#include "../Eventually.h"
#include "Player.h"
#include "../history/TestDirectory.h"
#include "ScreenTestContext.h"
#include "history/HistoryStore.h"
#include "session/LocalSource.h"
#include "SeededDeal.h"
#include "table/TableScreen.h"
#include "session/TableSession.h"
#include "table/CoachWords.h"

using namespace bizon;
using table::Action;
using table::Awaiting;
namespace fs = std::filesystem;

namespace {

// A set played at random until a game was just scored (not passed out) and you deal the next
// one: your packets are the next game's first decision.
Match scoredThenYouDeal(std::uint64_t seed) {
  Match match({seed});
  PerSeat<std::unique_ptr<Player>> players{{makePlayer("random", seed), makePlayer("random", seed + 1), makePlayer("random", seed + 2)}};
  for (std::size_t scored = 0;;) {
    REQUIRE_FALSE(playTurn(match, *players[match.game().toAct()]));
    if (match.finishedGames().size() == scored) continue;
    scored = match.finishedGames().size();
    if (match.game().toAct() == Seat::You && match.scores().back().outcome != Outcome::AllPassed) return match;
  }
}

}  // namespace

TEST_CASE("take-back (R14): a scored game reopens while its score shows, not once the next game started", "[takeback][R14]") {
  test::ScreenWorld world;
  world.settings.packets.reset();  // asked: the next game's first decision is yours
  Match played = scoredThenYouDeal(3);
  const auto scored = played.finishedGames().size();
  const Score score = played.scores().back();
  table::LocalSource source(world.settings, std::move(played), AiLevel::Easy, true);
  table::TableSession session(world.settings, source);
  session.shown(GameScored{score});
  REQUIRE(session.holding());
  CHECK(session.canTakeBack());  // the score on show: its last card may still be taken back
  session.act(Action::Keep);
  session.update(0.f, 0.f, true);
  REQUIRE(session.awaiting() == Awaiting::Packets);
  const Match& match = *source.match();
  CHECK(match.canTakeBack(Seat::You));  // the match could reopen it, but the table has gone on
  CHECK_FALSE(session.canTakeBack());
  CHECK_FALSE(session.takeBack());
  CHECK(match.finishedGames().size() == scored);
  CHECK(session.awaiting() == Awaiting::Packets);
}

TEST_CASE("metadata: the players of each game, a change from a later game on, and back", "[history]") {
  SetMetadata m;
  m.players = {"human", "normal", "normal"};
  m.playersFrom(0, {"human", "heuristic", "heuristic"});  // before the set's first game: the set's own
  CHECK(m.changes.empty());
  CHECK(m.playersOf(0)[Seat::Goat] == "heuristic");
  m.playersFrom(2, {"human", "hard", "hard"});
  m.playersFrom(2, {"human", "hard", "hard"});
  REQUIRE(m.changes.size() == 1);
  CHECK(m.playersOf(1)[Seat::Goat] == "heuristic");
  CHECK(m.playersOf(2)[Seat::Sheep] == "hard");
  CHECK(m.playersOf(14)[Seat::Sheep] == "hard");
  m.playersFrom(5, {"human", "heuristic", "heuristic"});
  CHECK(m.playersOf(5)[Seat::Goat] == "heuristic");
  CHECK(m.playersOf(4)[Seat::Goat] == "hard");
}

TEST_CASE("the table: a level chosen mid-set plays from the next game and is stored so; the coach's end-of-game line goes at the next game's first event",
          "[.layout-text]") {
  const test::TestDirectory folder;
  HistoryStore store = HistoryStore::open(folder.path() / "history");
  test::ScreenWorld world(localization::Language::English, folder.path(), &store);
  world.settings.tempo = Tempo::Instant;
  world.settings.level = AiLevel::Easy;
  world.settings.coach = true;
  table::TableScreen table(world.context, table::TableOptions{7, std::nullopt, true, {}});
  table.resize({1280.f, 720.f});
  // Your seat played by the computer, except the score's hold: you go on when the test says.
  table.session().setAutopilot([](Awaiting a) { return a != Awaiting::Keep; });
  const auto until = [&](std::string_view what, auto done) {
    REQUIRE(test::eventually(what, [&] {
      if (done()) return true;
      table.update(0.05f);
      return false;
    }, std::chrono::milliseconds(2)));
  };
  until("three moves made", [&] { return table.match()->game().movesMade() > 2; });
  const int changedIn = table.scene().model().gameNumber() - 1;  // the game on show, from 0
  world.settings.level = AiLevel::Normal;
  until("a game scored", [&] { return table.session().holding(); });  // a game scored (not passed out): its score on show
  until("the coach's end of the game", [&] { return table.coach().ended(); });
  REQUIRE(table::coachSays(world.texts, table.coach()));
  const int scored = table.scene().model().gameNumber();
  table.key(sf::Keyboard::K);  // keep playing
  until("the next game shown", [&] { return table.scene().model().gameNumber() == scored + 1; });
  // The first event of the next game is shown: the last game's line has gone, and its Review with it.
  CHECK_FALSE(table.coach().ended());
  CHECK_FALSE(table::coachSays(world.texts, table.coach()));
  until("a move of the next game", [&] { return table.match()->game().movesMade() > 0; });
  const StoredSet stored = store.loadSet(table.setId());
  CHECK(stored.metadata.playersOf(changedIn)[Seat::Goat] == playerKind(AiLevel::Easy));
  CHECK(stored.metadata.playersOf(changedIn + 1)[Seat::Goat] == "normal");
  CHECK(stored.metadata.playersOf(changedIn + 1)[Seat::Sheep] == "normal");
  CHECK(stored.metadata.playersOf(scored)[Seat::Goat] == "normal");
}

TEST_CASE("the table: Take back on screen acts at every moment between your card and your next turn, whatever moves",
          "[.layout-text]") {
  test::ScreenWorld world;
  world.settings.level = AiLevel::Easy;
  world.settings.coach = false;
  table::TableScreen table(world.context, table::TableOptions{5, std::nullopt, false, {}});
  table.resize({1280.f, 720.f});
  // Your bids and packets by the computer; your cards by the test.
  table.session().setAutopilot([](Awaiting a) { return a != Awaiting::Play; });
  const auto frame = [&] {
    table.update(1.f / 30.f);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  };
  const auto until = [&](std::string_view what, auto done) {
    REQUIRE(test::eventually(what, [&] {
      if (done()) return true;
      table.update(1.f / 30.f);
      return false;
    }));
  };
  const auto takeBackButton = [&]() -> std::optional<sf::FloatRect> {
    for (const auto& [action, rect] : table.scene().box().buttons())
      if (action == Action::TakeBack) return rect;
    return std::nullopt;
  };
  until("your first card asked, the table still", [&] { return table.session().awaiting() == Awaiting::Play && table.still(); });
  const Moment before = table.match()->moment();
  const Card card = table.match()->view(Seat::You).legal.first();
  int offered = 0, offeredMoving = 0;
  for (int wait = 1;; ++wait) {  // frames after your card: the first is the first drawn
    REQUIRE(table.match()->moment() == before);
    table.session().play(card);
    for (int k = 0; k < wait; ++k) frame();
    const bool nextTurn = table.session().awaiting() == Awaiting::Play && table.still();
    if (const auto button = takeBackButton()) {
      // On screen: the tap takes your card back, whatever animation is under way.
      ++offered;
      offeredMoving += !table.scene().idle();
      table.tap({button->left + button->width / 2, button->top + button->height / 2});
      INFO("tapped " << wait << " frames after your card");
      REQUIRE(table.match()->moment() == before);
    } else {
      // Not on screen (Goat and Sheep are deciding): the tap does nothing; Backspace works once it shows.
      until("Take back on screen", [&] { return takeBackButton().has_value(); });
      table.key(sf::Keyboard::BackSpace);
      REQUIRE(table.match()->moment() == before);
    }
    until("your card asked again, the table still", [&] { return table.session().awaiting() == Awaiting::Play && table.still(); });
    if (nextTurn) break;
  }
  CHECK(offered > 0);
  CHECK(offeredMoving > 0);  // the case that was lost: the button shown while something moves
}

TEST_CASE("the table: a passed-out game shows each seat's five cards before the next deal", "[.layout-text]") {
  test::ScreenWorld world;
  world.settings.level = AiLevel::Easy;
  world.settings.coach = false;
  table::TableScreen table(world.context, table::TableOptions{7, std::nullopt, false, {}});
  table.resize({1280.f, 720.f});
  table.session().setAutopilot([](Awaiting) { return true; });
  REQUIRE(test::eventually("a game passed out", [&] {
    if (table.scene().model().allPassed()) return true;
    table.update(1.f / 30.f);
    return false;
  }));
  // The cards turned, and still on show after 2.2 s at the usual tempo: long enough to read ten.
  for (int k = 0; k < 66; ++k) table.update(1.f / 30.f);
  REQUIRE(table.scene().model().allPassed());
  for (Seat seat : allSeats) {
    REQUIRE(table.scene().model().hand(seat).size() == 5);
    for (Card c : table.scene().model().hand(seat)) {
      CHECK(table.scene().stage().sprite(c).faceUp());
      // Upright, its index readable (Goat's hand lies sideways face down).
      CHECK(table.scene().stage().rest(table.scene().model(), c).rotation == 0.f);
    }
  }
}

namespace {

// The local table as a table of friends whose host turned the hint and the coach off.
class HintsOff : public table::LocalSource {
 public:
  using LocalSource::LocalSource;
  bool hints() const override { return false; }
};

}  // namespace

TEST_CASE("the table: the Hint button shows only where the table offers the hint", "[.layout-text]") {
  for (const bool offered : {true, false}) {
    test::ScreenWorld world;
    world.settings.coach = false;
    std::unique_ptr<table::SessionSource> source;
    if (!offered) source = std::make_unique<HintsOff>(world.settings, Match({5}), AiLevel::Easy, false);
    table::TableScreen table(world.context, table::TableOptions{5, std::nullopt, false, {}}, std::move(source));
    table.resize({1280.f, 720.f});
    table.session().setAutopilot([](Awaiting a) { return a != Awaiting::Play; });
    REQUIRE(test::eventually("your first card asked, the table still", [&] {
      if (table.session().awaiting() == Awaiting::Play && table.still()) return true;
      table.update(1.f / 30.f);
      return false;
    }));
    bool hint = false;
    for (const auto& [action, rect] : table.scene().box().buttons()) hint = hint || action == Action::Hint;
    INFO("the table offers the hint: " << offered);
    CHECK(hint == offered);
  }
}

TEST_CASE("the table: no bid is the main button until the table suggests one, then that one", "[.layout-text]") {
  test::ScreenWorld world;
  world.settings.level = AiLevel::Easy;
  world.settings.coach = false;
  table::TableScreen table(world.context, table::TableOptions{5, std::nullopt, false, {}});
  table.resize({1280.f, 720.f});
  // Everything by the computer but your first-round bid.
  table.session().setAutopilot([](Awaiting a) { return a != Awaiting::Bid1; });
  const auto until = [&](std::string_view what, auto done) {
    REQUIRE(test::eventually(what, [&] {
      if (done()) return true;
      table.update(1.f / 30.f);
      return false;
    }));
  };
  until("your bid of the first round asked, the table still", [&] { return table.session().awaiting() == Awaiting::Bid1 && table.still(); });
  // A yellow Eat before any advice would be advice nobody gave.
  CHECK(table.scene().box().mainButtons().empty());
  table.key(sf::Keyboard::H);  // the Hint
  until("the hint's suggestion", [&] { return table.session().suggested().has_value(); });
  table.update(1.f / 30.f);
  const std::vector<Action> main = table.scene().box().mainButtons();
  REQUIRE(main.size() == 1);
  CHECK(main.front() == *table.session().suggested());
}

TEST_CASE("the table: a practice game says so until your first bid or card", "[.layout-text][practice]") {
  test::ScreenWorld world;
  world.settings.level = AiLevel::Easy;
  world.settings.coach = false;
  const SeededDeal deal(41, 0);  // you deal: the packets, as recorded, are not your move here
  table::TableOptions options{5, std::nullopt, false, {}};
  options.practice = table::PracticeDeal{{"20261207-120000-0000abcd", 3}, deal.record(), AiLevel::Easy};
  table::TableScreen table(world.context, options);
  table.resize({1280.f, 720.f});
  const auto until = [&](std::string_view what, auto done) {
    REQUIRE(test::eventually(what, [&] {
      if (done()) return true;
      table.update(1.f / 30.f);
      return false;
    }));
  };
  const std::string said = world.texts.format("message.practice", {{"game", 4}});
  // In this deal Sheep eats before your turn to bid: your first decision is a card.
  table.session().setAutopilot([](Awaiting) { return false; });
  until("your first decision asked", [&] { return table.session().awaiting() != Awaiting::Nothing && table.still(); });
  REQUIRE(table.session().awaiting() == Awaiting::Play);
  CHECK(table.scene().box().shownText().find(said) != std::string::npos);
  // The scoresheet's corner names a practice game, not "Game 1 of 1".
  CHECK(table.scene().shownTitle() == world.texts("table.practice"));
  // Your card: the note was read.
  const auto& hand = table.scene().model().hand(Seat::You);
  const auto legal = std::find_if(hand.begin(), hand.end(), [&](Card c) { return table.session().legal().contains(c); });
  REQUIRE(legal != hand.end());
  table.touch(table.scene().handPoint(static_cast<std::size_t>(legal - hand.begin())));
  until("your card played", [&] { return table.session().awaiting() != Awaiting::Play; });
  table.update(1.f / 30.f);
  CHECK(table.scene().box().shownText().find(said) == std::string::npos);
}
