// R3–R5 and R16: the deck order, the deal in packets, the Bizon Grass and who picks the packets.
#include <catch2/catch.hpp>

#include "Game.h"
#include "TestDecks.h"

using namespace bizon;

TEST_CASE("R3-R4: packets of 3 then 2, from the dealer's left round to the dealer, off the top", "[R3][R4]") {
  const Deck deck = orderedDeck();
  EventQueue q;
  Game g(Seat::Sheep, deck, &q);
  REQUIRE_FALSE(g.apply({Seat::Sheep, Packets::ThreeTwo}));
  auto packets = test::drain<PacketDealt>(q);
  REQUIRE(packets.size() == 6);
  const Seat order[] = {Seat::You, Seat::Goat, Seat::Sheep, Seat::You, Seat::Goat, Seat::Sheep};
  const int sizes[] = {3, 3, 3, 2, 2, 2};
  int top = 0;
  for (std::size_t i = 0; i < 6; ++i) {
    CHECK(packets[i].seat == order[i]);
    CHECK_FALSE(packets[i].completing);
    CardSet expected;
    for (int k = 0; k < sizes[i]; ++k) expected.add(deck[static_cast<std::size_t>(top++)]);
    CHECK(packets[i].cards == expected);
  }
  for (Seat s : allSeats) CHECK(g.hand(s).size() == 5);
  CHECK(g.hand(Seat::You) == (CardSet::fromMask(0b111) | CardSet::fromMask(0b11u << 9)));
}

TEST_CASE("R4: packets of 2 then 3 start with the dealer's left as well", "[R4]") {
  const Deck deck = orderedDeck();
  EventQueue q;
  Game g(Seat::You, deck, &q);
  REQUIRE_FALSE(g.apply({Seat::You, Packets::TwoThree}));
  auto packets = test::drain<PacketDealt>(q);
  REQUIRE(packets.size() == 6);
  CHECK(packets[0].seat == Seat::Goat);
  CHECK(packets[0].cards == CardSet::fromMask(0b11));
  CHECK(packets[2].seat == Seat::You);
  CHECK(packets[3].seat == Seat::Goat);
  CHECK(packets[3].cards.size() == 3);
  CHECK(g.hand(Seat::Goat) == CardSet::fromMask(0b11u | (0b111u << 6)));
  CHECK(g.hand(Seat::You).size() == 5);
}

TEST_CASE("R5: the Bizon Grass is the bottom card, turned face up after the deal", "[R5]") {
  Deck deck = orderedDeck();
  EventQueue q;
  Game g(Seat::Goat, deck, &q);
  REQUIRE_FALSE(g.apply({Seat::Goat, Packets::ThreeTwo}));
  CHECK(g.grass() == deck[23]);
  bool turned = false;
  while (!q.empty()) {
    Event e = q.pop();
    if (auto* t = std::get_if<GrassTurned>(&e)) {
      turned = true;
      CHECK(t->grass == deck[23]);
    }
    if (std::holds_alternative<PacketDealt>(e)) CHECK_FALSE(turned);  // after the deal
  }
  CHECK(turned);
  for (Seat s : allSeats) CHECK_FALSE(g.hand(s).contains(g.grass()));
}

TEST_CASE("R16: the dealer chooses 3-2 or 2-3, nobody else, and only once", "[R16]") {
  Game g(Seat::Goat, orderedDeck());
  CHECK(g.toAct() == Seat::Goat);
  CHECK(g.decision() == Decision::Packets);
  auto refused = g.apply({Seat::You, Packets::TwoThree});
  REQUIRE(refused);
  CHECK(refused->reason == Refusal::Reason::NotTheDealer);
  CHECK(g.phase() == Phase::Packets);
  REQUIRE_FALSE(g.apply({Seat::Goat, Packets::TwoThree}));
  CHECK(g.packets() == Packets::TwoThree);
  auto again = g.apply({Seat::Goat, Packets::ThreeTwo});
  REQUIRE(again);
  CHECK(again->reason == Refusal::Reason::PacketsAlreadyChosen);
}

TEST_CASE("R16: nobody bids or plays before the packets are chosen", "[R16]") {
  Game g(Seat::Goat, orderedDeck());
  auto bid = g.apply({Seat::Sheep, Bid::pass()});
  REQUIRE(bid);
  CHECK(bid->reason == Refusal::Reason::PacketsNotChosen);
  auto play = g.apply({Seat::Sheep, Card::fromIndex(0)});
  REQUIRE(play);
  CHECK(play->reason == Refusal::Reason::PacketsNotChosen);
}
