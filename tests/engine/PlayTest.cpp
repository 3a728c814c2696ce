// R10–R11: who leads, following suit, and who wins the trick.
#include <catch2/catch.hpp>

#include "Game.h"
#include "TestDecks.h"

using namespace bizon;
using bizon::test::card;
using bizon::test::cards;
using R = Refusal::Reason;

namespace {

// Sheep deals; you pass and Goat eats the ace of clubs, so clubs are trump. Final hands:
//   you:   AS KS QS JS 9H 9S TS 9D
//   goat:  9C TC JC QC KC AC TD JD   (the Bizon)
//   sheep: AH KH QH JH TH QD KD AD
Game goatIsBizon() {
  PerSeat<std::vector<std::string>> five;
  five[Seat::You] = {"AS", "KS", "QS", "JS", "9H"};
  five[Seat::Goat] = {"9C", "TC", "JC", "QC", "KC"};
  five[Seat::Sheep] = {"AH", "KH", "QH", "JH", "TH"};
  Game g(Seat::Sheep, test::dealtDeck(Seat::Sheep, five, {"9S", "TS", "9D", "TD", "JD", "QD", "KD", "AD"}, "AC"));
  REQUIRE_FALSE(g.apply({Seat::Sheep, Packets::ThreeTwo}));
  REQUIRE_FALSE(g.apply({Seat::You, Bid::pass()}));
  REQUIRE_FALSE(g.apply({Seat::Goat, Bid::eatGrass()}));
  REQUIRE(g.hand(Seat::Goat) == cards({"9C", "TC", "JC", "QC", "KC", "AC", "TD", "JD"}));
  REQUIRE(g.hand(Seat::You) == cards({"AS", "KS", "QS", "JS", "9H", "9S", "TS", "9D"}));
  return g;
}

}  // namespace

TEST_CASE("R10: the dealer's left leads the first trick even when another seat is the Bizon", "[R10]") {
  Game g = goatIsBizon();
  CHECK(g.toAct() == Seat::You);
  CHECK(g.legalPlays() == g.hand(Seat::You));  // the leader may play anything
  auto refused = g.apply({Seat::Goat, card("9C")});
  REQUIRE(refused);
  CHECK(refused->reason == R::NotYourTurn);
}

TEST_CASE("R10: follow the led suit if you can; if not, any card, with no duty to trump", "[R10]") {
  Game g = goatIsBizon();
  REQUIRE_FALSE(g.apply({Seat::You, card("9H")}));
  // Goat has no hearts: every card is legal, and a diamond (not a trump) is accepted.
  CHECK(g.legalPlays() == g.hand(Seat::Goat));
  REQUIRE_FALSE(g.apply({Seat::Goat, card("TD")}));
  // Sheep holds hearts and must play one.
  CHECK(g.legalPlays() == cards({"AH", "KH", "QH", "JH", "TH"}));
  auto refused = g.apply({Seat::Sheep, card("KD")});
  REQUIRE(refused);
  CHECK(refused->reason == R::MustFollow);
  CHECK(describe(*refused) == "sheep must follow hearts");
  CHECK(g.plays().size() == 2);  // refused: nothing changed
  auto notHeld = g.apply({Seat::Sheep, card("AS")});
  REQUIRE(notHeld);
  CHECK(describe(*notHeld) == "AS is not in sheep's hand");
  REQUIRE_FALSE(g.apply({Seat::Sheep, card("TH")}));
}

TEST_CASE("R11: without trumps the highest card of the led suit wins, and the winner leads", "[R11]") {
  Game g = goatIsBizon();
  REQUIRE_FALSE(g.apply({Seat::You, card("9H")}));
  REQUIRE_FALSE(g.apply({Seat::Goat, card("TD")}));  // off-suit and not trump: cannot win
  REQUIRE_FALSE(g.apply({Seat::Sheep, card("TH")}));
  REQUIRE(g.tricks().size() == 1);
  CHECK(g.tricks()[0].winner == Seat::Sheep);
  CHECK(g.tricks()[0].leader == Seat::You);
  CHECK(g.toAct() == Seat::Sheep);
}

TEST_CASE("R11: the highest trump wins, a trump nine beating an ace", "[R11]") {
  Game g = goatIsBizon();
  for (const char* c : {"9H", "TD", "TH", "AD", "9D", "JD"}) REQUIRE_FALSE(g.apply({g.toAct(), card(c)}));
  CHECK(g.tricks()[1].winner == Seat::Sheep);  // AD over 9D and JD, all diamonds
  REQUIRE_FALSE(g.apply({Seat::Sheep, card("KD")}));
  REQUIRE_FALSE(g.apply({Seat::You, card("AS")}));  // no diamonds left: anything
  REQUIRE_FALSE(g.apply({Seat::Goat, card("9C")}));  // cuts with the smallest trump
  CHECK(g.tricks()[2].winner == Seat::Goat);
  CHECK(g.toAct() == Seat::Goat);
  CHECK(beats(card("9C"), card("AS"), Suit::Clubs));
  CHECK(beats(card("TC"), card("9C"), Suit::Clubs));
  CHECK_FALSE(beats(card("AS"), card("9C"), Suit::Clubs));
}

TEST_CASE("R11: eight tricks are played, then the game is over", "[R11]") {
  Game g = goatIsBizon();
  int plays = 0;
  while (g.phase() == Phase::Playing) {
    REQUIRE_FALSE(g.apply({g.toAct(), g.legalPlays().first()}));
    ++plays;
  }
  CHECK(plays == 24);
  CHECK(g.tricks().size() == 8);
  auto late = g.apply({Seat::You, card("AS")});
  REQUIRE(late);
  CHECK(describe(*late) == "the game is over");
  int gp = 0;
  for (Seat s : allSeats) gp += g.score().gp[s];
  CHECK(gp == 40);
}
