// R6–R9: both bidding rounds, the pass-out and completing the deal.
#include <catch2/catch.hpp>

#include "Game.h"
#include "TestDecks.h"

using namespace bizon;
using bizon::test::card;
using bizon::test::pass;
using R = Refusal::Reason;

namespace {

// Sheep deals 3-2 from the ordered deck: you, goat, sheep speak in that order; the grass is AS.
Game sheepDeals(EventQueue* q = nullptr) {
  Game g(Seat::Sheep, orderedDeck(), q);  // grass: AS (index 23)
  REQUIRE_FALSE(g.apply({Seat::Sheep, Packets::ThreeTwo}));
  return g;
}

}  // namespace

TEST_CASE("R6: the dealer's left speaks first, then clockwise", "[R6]") {
  Game g = sheepDeals();
  CHECK(g.toAct() == Seat::You);
  CHECK(g.round() == 1);
  auto refused = g.apply({Seat::Goat, Bid::pass()});
  REQUIRE(refused);
  CHECK(refused->reason == R::NotYourTurn);
  CHECK(refused->seat == Seat::Goat);
  REQUIRE_FALSE(g.apply({Seat::You, Bid::pass()}));
  CHECK(g.toAct() == Seat::Goat);
  REQUIRE_FALSE(g.apply({Seat::Goat, Bid::pass()}));
  CHECK(g.toAct() == Seat::Sheep);
}

TEST_CASE("R6: the first to eat in round 1 is the Bizon, trump is the grass's suit, bidding ends", "[R6]") {
  EventQueue q;
  Game g = sheepDeals(&q);
  pass(g, 1);
  REQUIRE_FALSE(g.apply({Seat::Goat, Bid::eatGrass()}));
  CHECK(g.bizon() == Seat::Goat);
  CHECK(g.trump() == g.grass().suit());
  CHECK(g.eatenInRound() == 1);
  CHECK(g.phase() == Phase::Playing);
  auto late = g.apply({Seat::Sheep, Bid::pass()});
  REQUIRE(late);
  CHECK(late->reason == R::BiddingOver);
  auto eaten = test::drain<GrassEaten>(q);
  REQUIRE(eaten.size() == 1);
  CHECK(eaten[0].bizon == Seat::Goat);
  CHECK(eaten[0].round == 1);
  CHECK(eaten[0].trump == Suit::Spades);
}

TEST_CASE("R6: a round-1 eat may name the grass's suit but no other", "[R6]") {
  Game g = sheepDeals();  // grass AS
  auto refused = g.apply({Seat::You, Bid::eatGrass(Suit::Hearts)});
  REQUIRE(refused);
  CHECK(refused->reason == R::RoundOneTrump);
  CHECK(refused->suit == Suit::Spades);
  CHECK(g.bids().empty());
  REQUIRE_FALSE(g.apply({Seat::You, Bid::eatGrass(Suit::Spades)}));
  CHECK(g.trump() == Suit::Spades);
}

TEST_CASE("R7: after three passes the same order speaks again and names a trump other than the grass's", "[R7]") {
  Game g = sheepDeals();
  pass(g, 3);
  CHECK(g.round() == 2);
  CHECK(g.toAct() == Seat::You);
  auto grassSuit = g.apply({Seat::You, Bid::eatGrass(Suit::Spades)});
  REQUIRE(grassSuit);
  CHECK(grassSuit->reason == R::GrassSuitInRound2);
  CHECK(describe(*grassSuit) == "the grass's suit (spades) cannot be named in round 2");
  auto noSuit = g.apply({Seat::You, Bid::eatGrass()});
  REQUIRE(noSuit);
  CHECK(noSuit->reason == R::TrumpMissing);
  CHECK(g.bids().size() == 3);
  REQUIRE_FALSE(g.apply({Seat::You, Bid::pass()}));
  REQUIRE_FALSE(g.apply({Seat::Goat, Bid::eatGrass(Suit::Diamonds)}));
  CHECK(g.bizon() == Seat::Goat);
  CHECK(g.trump() == Suit::Diamonds);
  CHECK(g.eatenInRound() == 2);
  CHECK(g.hand(Seat::Goat).contains(g.grass()));  // R9: the eater takes the grass in round 2 too
}

TEST_CASE("R8: six passes end the game with nobody playing and 0 SP each", "[R8]") {
  EventQueue q;
  Game g = sheepDeals(&q);
  pass(g, 6);
  CHECK(g.phase() == Phase::Over);
  CHECK(g.score().outcome == Outcome::AllPassed);
  CHECK_FALSE(g.score().bizon);
  for (Seat s : allSeats) CHECK(g.score().sp[s] == 0);
  auto play = g.apply({g.toAct(), g.hand(g.toAct()).first()});
  REQUIRE(play);
  CHECK(play->reason == R::GameOver);
  std::vector<Event> events;
  while (!q.empty()) events.push_back(q.pop());
  REQUIRE(events.size() >= 2);
  CHECK(std::holds_alternative<AllPassed>(events[events.size() - 2]));
  CHECK(std::holds_alternative<GameScored>(events.back()));
}

TEST_CASE("R9: the eater gets the grass and 2 cards, the others 3, from the dealer's left, deck 15-22", "[R9]") {
  const Deck deck = orderedDeck();
  EventQueue q;
  Game g(Seat::Goat, deck, &q);  // sheep, you, goat speak; completion starts with sheep
  REQUIRE_FALSE(g.apply({Seat::Goat, Packets::TwoThree}));
  pass(g, 1);
  REQUIRE_FALSE(g.apply({Seat::You, Bid::eatGrass()}));
  std::vector<PacketDealt> completion;
  for (const PacketDealt& p : test::drain<PacketDealt>(q))
    if (p.completing) completion.push_back(p);
  REQUIRE(completion.size() == 3);
  CHECK(completion[0].seat == Seat::Sheep);
  CHECK(completion[0].cards == CardSet::fromMask(0b111u << 15));
  CHECK(completion[1].seat == Seat::You);
  CHECK(completion[1].cards == CardSet::fromMask(0b11u << 18));
  CHECK(completion[2].seat == Seat::Goat);
  CHECK(completion[2].cards == CardSet::fromMask(0b111u << 20));
  for (Seat s : allSeats) CHECK(g.hand(s).size() == 8);
  CHECK(g.hand(Seat::You).contains(deck[23]));
  CHECK((g.hand(Seat::You) | g.hand(Seat::Goat) | g.hand(Seat::Sheep)) == CardSet::all());
}
