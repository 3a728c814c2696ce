// R1 seats and R2 cards: codes, order and game points.
#include <catch2/catch.hpp>

#include "Card.h"
#include "Seat.h"
#include "TestDecks.h"

using namespace bizon;
using bizon::test::card;

TEST_CASE("R1: seats go clockwise you, goat, sheep; Goat is to your left", "[R1]") {
  CHECK(leftOf(Seat::You) == Seat::Goat);
  CHECK(leftOf(Seat::Goat) == Seat::Sheep);
  CHECK(leftOf(Seat::Sheep) == Seat::You);
  CHECK(parseSeat("goat") == Seat::Goat);
  CHECK_FALSE(parseSeat("bob"));
  CHECK(code(Seat::Sheep) == "sheep");
}

TEST_CASE("R2: 24 cards, 9 to ace in four suits, with their codes", "[R2]") {
  CardSet all;
  for (Suit s : allSuits)
    for (int r = 0; r < 6; ++r) all.add(Card(s, static_cast<Rank>(r)));
  CHECK(all.size() == 24);
  CHECK(all == CardSet::all());
  for (Card c : CardSet::all()) CHECK(parseCard(code(c)) == c);
  CHECK(code(Card(Suit::Spades, Rank::Ten)) == "TS");
  CHECK(code(Card(Suit::Clubs, Rank::Nine)) == "9C");
  CHECK_FALSE(parseCard("1X"));
  CHECK_FALSE(parseCard("10S"));
  CHECK_FALSE(parseCard("ts"));
}

TEST_CASE("R2: the ace is strongest and the nine weakest within a suit", "[R2]") {
  const char* order[] = {"9H", "TH", "JH", "QH", "KH", "AH"};
  for (int i = 0; i + 1 < 6; ++i) CHECK(beats(card(order[i + 1]), card(order[i]), Suit::Clubs));
  CHECK_FALSE(beats(card("9H"), card("AH"), Suit::Clubs));
}

TEST_CASE("R12: A 4, K 3, Q 2, J 1, 10 and 9 nothing, 40 GP in the deck", "[R12]") {
  auto [text, points] = GENERATE(table<const char*, int>(
      {{"AS", 4}, {"KD", 3}, {"QC", 2}, {"JH", 1}, {"TS", 0}, {"9D", 0}}));
  CHECK(card(text).points() == points);
  int total = 0;
  for (Card c : CardSet::all()) total += c.points();
  CHECK(total == 40);
  CHECK(CardSet::all().points() == 40);
  CHECK(bizon::test::cards({"AS", "KD", "QC", "JH", "TS"}).points() == 10);
}
