// The table's model is built one way, by showing events: those a match pushes as it goes, or those that lead to a moment (a resume, a jump in a review) end on the same table; and what it tells at a game's end.
#include <catch2/catch.hpp>

#include "core/DataPaths.h"
#include "Player.h"
#include "core/Texts.h"
#include "table/CountOrder.h"
#include "table/TableModel.h"
#include "table/TableScene.h"
#include "table/TableWords.h"
#include "ui/ScoreExplanation.h"

using namespace bizon;
using table::TableModel;
using table::Where;

namespace {

// Every card in exactly one place, and the places agree with the hands, piles, trick and deck.
void checkConsistent(const TableModel& m) {
  int placed = 0;
  for (Seat s : allSeats) {
    for (Card c : m.hand(s)) {
      REQUIRE(m.place(c).where == Where::Hand);
      REQUIRE(m.place(c).seat == s);
    }
    placed += static_cast<int>(m.hand(s).size() + m.pile(s).size());
  }
  for (Card c : m.deck()) REQUIRE(m.place(c).where == Where::Deck);
  placed += static_cast<int>(m.deck().size() + m.trick().size()) + (m.grass() ? 1 : 0);
  REQUIRE(placed == deckSize);
}

}  // namespace

TEST_CASE("TableModel: the events leading to a moment set the table out as showing every event since the set began, after every move of 1,500 random games", "[table][model][cursor]") {
  int moves = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    MatchOptions options;
    options.seed = seed;
    options.shuffle = seed % 2 ? Shuffle::Light : Shuffle::Full;
    Match match(options);
    auto player = makePlayer("random", seed * 7);
    TableModel shown(options.games);
    const auto drain = [&] {
      while (!match.events().empty()) shown.apply(match.events().pop());
    };
    const auto leading = [&] {
      EventQueue events;
      match.eventsSoFar(events);
      return TableModel::shown(events, options.games);
    };
    drain();
    REQUIRE(shown == leading());
    while (!match.over()) {
      REQUIRE_FALSE(playTurn(match, *player));
      drain();
      ++moves;
      INFO("seed " << seed << ", game " << match.gameNumber() << ", move " << moves);
      REQUIRE(shown == leading());
      checkConsistent(shown);
    }
    REQUIRE(shown.sheet().size() == 15u);
  }
  CHECK(moves > 30000);  // about 27 per game
}

TEST_CASE("TableModel: the bubbles and the story follow the bidding (R6-R8)", "[table][model]") {
  // A set with a pass-out and a round-2 Bizon somewhere among its games.
  bool passOut = false, roundTwo = false;
  // Random bids pass out about one game in 512: enough sets to meet one (the loop stops there).
  for (std::uint64_t seed = 1; seed <= 400 && !(passOut && roundTwo); ++seed) {
    MatchOptions options;
    options.seed = seed;
    Match match(options);
    auto player = makePlayer("random", seed);
    TableModel shown;
    while (!match.over()) {
      while (!match.events().empty()) {
        const Event e = match.events().pop();
        shown.apply(e);
        if (std::holds_alternative<AllPassed>(e)) {
          passOut = true;
          CHECK(shown.story().back().kind == table::Note::Kind::AllPassed);
          for (Seat s : allSeats) CHECK(shown.bubble(s).kind == table::Bubble::Kind::Bid);
        }
        if (const auto* eaten = std::get_if<GrassEaten>(&e); eaten && eaten->round == 2) {
          roundTwo = true;
          CHECK(shown.round() == 2);
          CHECK(shown.bubble(eaten->bizon).kind == table::Bubble::Kind::Bizon);
          CHECK(shown.trump() == eaten->trump);
        }
      }
      REQUIRE_FALSE(playTurn(match, *player));
    }
  }
  CHECK(passOut);
  CHECK(roundTwo);
}

TEST_CASE("TableModel: the count at a game's end adds the Bizon's cards up to its GP (R12), the sentence gives the SP (R13)",
          "[table][model][count]") {
  int counted = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    MatchOptions options;
    options.seed = seed;
    Match match(options);
    auto player = makePlayer("random", seed * 3);
    TableModel shown(options.games);
    while (!match.over()) {
      while (!match.events().empty()) {
        const Event e = match.events().pop();
        shown.apply(e);
        const auto* scored = std::get_if<GameScored>(&e);
        if (!scored || !scored->score.bizon) continue;
        ++counted;
        const Seat bizon = *scored->score.bizon;
        // R12: counted card by card (ace 4, king 3, queen 2, jack 1, ten and nine nothing), in
        // the order the table lays them down, the Bizon's cards make its GP; 40 in all.
        const std::vector<Card> order = table::countOrder(shown.pile(bizon));
        REQUIRE(order.size() == shown.pile(bizon).size());
        int sum = 0, total = 0;
        for (std::size_t i = 0; i < order.size(); ++i) {
          sum += order[i].points();
          if (i > 0) CHECK(order[i - 1].points() >= order[i].points());
          CHECK(shown.place(order[i]).where == Where::Spread);
        }
        for (Seat s : allSeats)
          for (Card c : shown.pile(s)) total += c.points();
        CHECK(sum == scored->score.gp[bizon]);
        CHECK(total == 40);
        // R13: the story is the one sentence of the count, with the game's outcome and SP.
        REQUIRE(shown.story().size() == 1u);
        const table::Note& note = shown.story().front();
        CHECK(note.kind == table::Note::Kind::Scored);
        CHECK(note.seat == bizon);
        CHECK(note.outcome == scored->score.outcome);
        CHECK(note.gp == scored->score.gp);
        CHECK(note.sp == scored->score.sp);
      }
      REQUIRE_FALSE(playTurn(match, *player));
    }
  }
  CHECK(counted > 250);
}

TEST_CASE("the count's sentence compares the Bizon's GP with the best Otter's and says the SP (R13)", "[table][count]") {
  const DataPaths paths = DataPaths::locate();
  const Texts en(paths, localization::Language::English);
  const Texts fr(paths, localization::Language::French);
  // Bizon lower: Bizon -5, each Otter +3.
  CHECK(ui::countSentence(en, scoreGame(Seat::You, {13, 27, 0})) ==
        "You, the Bizon: 13 GP against Goat's 27 \xe2\x80\x94 you lose 5 SP, the Otters win 3 each");
  CHECK(ui::countSentence(fr, scoreGame(Seat::You, {13, 27, 0})) ==
        "Vous, le Bizon\xc2\xa0: 13\xc2\xa0GP contre les 27 de Ch\xc3\xa8vre \xe2\x80\x94 vous perdez 5\xc2\xa0SP, les "
        "Loutres en gagnent 3 chacune");
  // Bizon higher: +3; the best Otter is you.
  CHECK(ui::countSentence(en, scoreGame(Seat::Goat, {12, 20, 8})) ==
        "Goat, the Bizon: 20 GP against your 12 \xe2\x80\x94 Goat wins 3 SP");
  // All 40 GP: +10; the Otters tie on 0, both named.
  CHECK(ui::countSentence(en, scoreGame(Seat::Sheep, {0, 0, 40})) ==
        "Sheep, the Bizon: 40 GP against 0 each for You and Goat \xe2\x80\x94 Sheep wins 10 SP");
  // Equal: everyone +1.
  CHECK(ui::countSentence(en, scoreGame(Seat::You, {14, 12, 14})) ==
        "You, the Bizon: 14 GP against Sheep's 14 \xe2\x80\x94 a tie: everyone wins 1 SP");
  // 0 GP: -10, each Otter +10.
  CHECK(ui::countSentence(en, scoreGame(Seat::Goat, {20, 0, 20})) ==
        "Goat, the Bizon: 0 GP against 20 each for Sheep and You \xe2\x80\x94 Goat loses 10 SP, the Otters win 10 each");
  // A pass-out counts nothing.
  CHECK(ui::countSentence(en, scorePassOut()).empty());
}

TEST_CASE("TableModel: the box keeps one row of buttons from the grass eaten to the game's count, where the table fits it to the play", "[table][model]") {
  MatchOptions options;
  options.seed = 5;
  Match match(options);
  auto player = makePlayer("random", 11);
  TableModel shown(options.games);
  std::vector<int> rows, fixed;
  bool eaten = false, scored = false;
  while (!match.over() && !scored) {
    while (!match.events().empty()) {
      const Event e = match.events().pop();
      shown.apply(e);
      eaten = eaten || std::holds_alternative<GrassEaten>(e);
      scored = scored || (eaten && std::holds_alternative<GameScored>(e));
      const int r = table::boxRowsFor(shown, table::BoxFit::PlayOneRow);
      // Two rows for the deal and the bidding, one from the grass eaten, two again at the count.
      CHECK(r == (eaten && !scored ? 1 : 2));
      CHECK(table::boxRowsFor(shown, table::BoxFit::TwoRows) == 2);
      if (scored) break;
    }
    if (!scored) REQUIRE_FALSE(playTurn(match, *player));
  }
  REQUIRE(eaten);
  REQUIRE(scored);
}

TEST_CASE("the calls: each seat's call of the round under way by its name, in the order made, and whose call it is", "[table][model]") {
  const DataPaths paths = DataPaths::locate();
  const Texts t(paths, localization::Language::English);
  int roundTwoCalls = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    MatchOptions options;
    options.seed = seed;
    Match match(options);
    auto player = makePlayer("random", seed * 3);
    TableModel shown(options.games);
    // What the line should say, from the events alone: the bids of this round, then the turn.
    std::vector<std::string> calls;
    std::optional<std::string> turn;
    int round = 1;
    bool bidding = false;
    for (int moves = 0; moves < 200 && !match.over(); ++moves) {
      while (!match.events().empty()) {
        const Event e = match.events().pop();
        shown.apply(e);
        if (std::holds_alternative<GameStarted>(e)) calls.clear(), round = 1, bidding = false;
        if (std::holds_alternative<GrassTurned>(e)) bidding = true;
        if (const auto* s = std::get_if<TurnStarted>(&e)) {
          if (s->decision == Decision::Bid && s->round != round) calls.clear(), round = s->round;
          turn = s->seat == Seat::You ? std::string("your call") : t.seat(s->seat) + " to call";
        }
        if (const auto* b = std::get_if<BidMade>(&e)) {
          turn.reset();
          const std::string who = b->seat == Seat::You ? "you" : t.seat(b->seat);
          calls.push_back(who + (b->bid.eat ? (b->seat == Seat::You ? " eat" : " eats") : (b->seat == Seat::You ? " pass" : " passes")));
          roundTwoCalls += round == 2;
        }
        if (std::holds_alternative<GrassEaten>(e) || std::holds_alternative<AllPassed>(e)) bidding = false;
      }
      std::vector<std::string> parts = calls;
      if (turn) parts.push_back(*turn);
      std::string expected;
      for (const std::string& p : parts) expected += (expected.empty() ? "" : ", ") + p;
      if (bidding && !parts.empty()) expected = "Round " + std::to_string(round) + ": " + expected;
      else expected.clear();
      INFO("seed " << seed << ", move " << moves);
      CHECK(table::callsText(t, shown) == expected);
      if (shown.trump()) break;  // the bidding of the first game with a Bizon is over
      REQUIRE_FALSE(playTurn(match, *player));
    }
  }
  CHECK(roundTwoCalls > 0);  // round 2's calls were seen, round 1's gone from the line
}
