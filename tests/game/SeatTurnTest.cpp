#include <catch2/catch.hpp>

#include "table/SeatTurn.h"

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
