#include <catch2/catch.hpp>

#include "session/SeatTurn.h"

using namespace bizon;
using bizon::table::atPlace;
using bizon::table::onScreen;

TEST_CASE("seat turn: your own chair at the bottom, the order of play kept on the screen (R1)", "[session]") {
  for (Seat own : allSeats) {
    CHECK(onScreen(own, own) == Seat::You);
    for (Seat s : allSeats) {
      CHECK(atPlace(onScreen(s, own), own) == s);
      CHECK(onScreen(leftOf(s), own) == leftOf(onScreen(s, own)));
    }
  }
  CHECK(onScreen(Seat::You, Seat::Goat) == Seat::Sheep);
  CHECK(onScreen(Seat::Sheep, Seat::Goat) == Seat::Goat);
}

TEST_CASE("seat turn: events seen from Goat's chair name the screen's places, scores and tricks included (R11, R13)", "[session]") {
  const Event played = onScreen(Event{CardPlayed{Seat::Goat, Card(Suit::Hearts, Rank::Ace)}}, Seat::Goat);
  CHECK(std::get<CardPlayed>(played).seat == Seat::You);
  Score score;
  score.bizon = Seat::You;
  score.sp[Seat::You] = 3, score.sp[Seat::Goat] = -1, score.sp[Seat::Sheep] = -2;
  const Score seen = std::get<GameScored>(onScreen(Event{GameScored{score}}, Seat::Goat)).score;
  CHECK(seen.bizon == Seat::Sheep);
  CHECK(seen.sp[Seat::Sheep] == 3);
  CHECK(seen.sp[Seat::You] == -1);
  CHECK(seen.sp[Seat::Goat] == -2);
  Trick trick;
  trick.leader = Seat::Sheep, trick.winner = Seat::You;
  const Trick t = std::get<TrickTaken>(onScreen(Event{TrickTaken{0, trick}}, Seat::Goat)).trick;
  CHECK(t.leader == Seat::Goat);
  CHECK(t.winner == Seat::Sheep);
  // From your own chair nothing turns.
  CHECK(onScreen(Event{GameScored{score}}, Seat::You) == Event{GameScored{score}});
}

TEST_CASE("seat turn: a built-in player keeps its own portrait wherever its chair sits, a person has none", "[session]") {
  using table::facesOnScreen;
  // Against Goat and Sheep, from your own chair: the goat and the sheep where they always are.
  CHECK(facesOnScreen(Seat::You, PerSeat<bool>{{true, false, false}}) ==
        PerSeat<std::optional<Seat>>{{std::nullopt, Seat::Goat, Seat::Sheep}});
  // Bob in Goat's chair, Ann (a person) in the first chair, Sheep built in: on Bob's screen Sheep
  // sits at Goat's place and keeps the sheep's drawing; Ann, at Sheep's place, has none.
  CHECK(facesOnScreen(Seat::Goat, PerSeat<bool>{{true, true, false}}) ==
        PerSeat<std::optional<Seat>>{{std::nullopt, Seat::Sheep, std::nullopt}});
  // Ann hosting with Bob in Goat's chair: Bob has no drawing, Sheep keeps hers.
  CHECK(facesOnScreen(Seat::You, PerSeat<bool>{{true, true, false}}) ==
        PerSeat<std::optional<Seat>>{{std::nullopt, std::nullopt, Seat::Sheep}});
}
