// Your hand on screen: grouped by suit, strongest first, colours alternating, trump first once known.
#include <catch2/catch.hpp>

#include "table/HandOrder.h"

using namespace bizon;

namespace {

CardSet cards(std::initializer_list<const char*> codes) {
  CardSet s;
  for (const char* c : codes) s.add(*parseCard(c));
  return s;
}

std::vector<std::string> codes(const std::vector<Card>& hand) {
  std::vector<std::string> out;
  for (Card c : hand) out.push_back(code(c));
  return out;
}

}  // namespace

TEST_CASE("without trump, suits alternate black and red, strongest card first", "[hand]") {
  const auto hand = table::sortHand(cards({"9S", "AS", "TH", "KC", "QD", "JD"}), std::nullopt);
  CHECK(codes(hand) == std::vector<std::string>{"AS", "9S", "TH", "KC", "QD", "JD"});
}

TEST_CASE("the trump suit comes first once known", "[hand]") {
  const auto hand = table::sortHand(cards({"9S", "AS", "TH", "KC", "QD"}), Suit::Clubs);
  REQUIRE(hand.front() == *parseCard("KC"));
  // Then the colours still alternate: clubs (black), diamonds (red), spades (black), hearts (red).
  CHECK(codes(hand) == std::vector<std::string>{"KC", "QD", "AS", "9S", "TH"});
}

TEST_CASE("with two suits of a colour missing their partner, the trump still leads", "[hand]") {
  const auto hand = table::sortHand(cards({"AH", "9D", "KS"}), Suit::Hearts);
  CHECK(hand.front() == *parseCard("AH"));
  CHECK(hand.size() == 3);
  // Hearts, spades, diamonds: red, black, red.
  CHECK(codes(hand) == std::vector<std::string>{"AH", "KS", "9D"});
}

TEST_CASE("every card of the hand appears exactly once", "[hand]") {
  const CardSet all = CardSet::all();
  const auto hand = table::sortHand(all, Suit::Diamonds);
  CHECK(hand.size() == 24);
  CardSet seen;
  for (Card c : hand) seen.add(c);
  CHECK(seen == all);
}
