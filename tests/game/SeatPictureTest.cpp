// One seat's stream shown at the table (SeatPicture): with the deck known the table is the engine's own; without it (a remote seat, R18) the stand-ins trade places so that every card the seat sees lies where it truly does.
#include <catch2/catch.hpp>

#include <algorithm>

#include "Match.h"
#include "Player.h"
#include "session/SeatPicture.h"
#include "table/TableModel.h"

using namespace bizon;

namespace {

std::vector<Card> sorted(std::vector<Card> cards) {
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) { return a.index() < b.index(); });
  return cards;
}

// What the seat sees of the table: its hand, the trick, the piles, the grass, the hands once all
// passed, and how many cards each hand and the deck hold.
void sameSight(const table::TableModel& shown, const table::TableModel& truth) {
  for (Seat s : allSeats) {
    REQUIRE(shown.hand(s).size() == truth.hand(s).size());
    REQUIRE(shown.pile(s) == truth.pile(s));
    if (s == Seat::You || truth.allPassed()) REQUIRE(sorted(shown.hand(s)) == sorted(truth.hand(s)));
  }
  REQUIRE(shown.hand(Seat::You) == truth.hand(Seat::You));
  REQUIRE(shown.trick() == truth.trick());
  REQUIRE(shown.grass() == truth.grass());
  REQUIRE(shown.deck().size() == truth.deck().size());
  REQUIRE(shown.story() == truth.story());
}

}  // namespace

TEST_CASE("SeatPicture: the deck known, your stream shows the engine's table; unknown (R18), every card you see lies where it truly does (R4, R5, R8, R9)",
          "[session][R18]") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Match match({seed});
    PerSeat<std::unique_ptr<Player>> players{{makePlayer("random", seed), makePlayer("random", seed + 7), makePlayer("random", seed + 9)}};
    table::TableModel truth, known, standIns;
    table::SeatPicture knownPicture([&match](int game) -> std::optional<Deck> {
      if (game < static_cast<int>(match.finishedGames().size())) return match.finishedGames()[static_cast<std::size_t>(game)].deck;
      return match.game().deck();
    });
    table::SeatPicture remote([](int) { return std::optional<Deck>(); });
    std::vector<SeatEvent> waiting;  // an all-passed waits there for the game's reveal
    std::size_t scored = 0;
    while (!match.over()) {
      REQUIRE_FALSE(playTurn(match, *players[match.game().toAct()]));
      std::vector<SeatEvent> stream;
      while (!match.events().empty()) {
        const Event e = match.events().pop();
        truth.apply(e);
        stream.push_back(seatEventOf(e, Seat::You));
        std::vector<SeatEvent> one{stream.back()};
        for (const table::Picture& p : knownPicture.show(one)) {
          REQUIRE(p.trades.empty());
          known.apply(p.event);
        }
        REQUIRE(known == truth);
        if (std::holds_alternative<GameScored>(e)) {
          stream.push_back(GameRevealed{static_cast<int>(scored) + 1, match.finishedGames()[scored]});
          ++scored;
        }
      }
      // One event at a time, as a connection may bring them: an all-passed waits for its reveal.
      for (const SeatEvent& e : stream) {
        waiting.push_back(e);
        const bool allPassed = std::holds_alternative<AllPassed>(e);
        const auto pictures = remote.show(waiting);
        if (allPassed) REQUIRE(pictures.empty());
        for (const table::Picture& p : pictures) {
          for (const auto& [a, b] : p.trades) {
            // Only cards the seat cannot see trade places: both face down, in the deck or a hand not yours.
            for (Card c : {a, b}) {
              const table::Place place = standIns.place(c);
              REQUIRE((place.where == table::Where::Deck || (place.where == table::Where::Hand && place.seat != Seat::You)));
            }
            standIns.trade(a, b);
          }
          standIns.apply(p.event);
        }
      }
      REQUIRE(waiting.empty());
      sameSight(standIns, truth);
    }
  }
}
