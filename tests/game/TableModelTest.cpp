// The table's model is built one way, by showing events: those a match pushes as it goes, or those that lead to a moment (a resume, a jump in a review) end on the same table.
#include <catch2/catch.hpp>

#include "Player.h"
#include "table/TableModel.h"

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
