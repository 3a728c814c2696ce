// R18: a seat's view holds its own hand and what is public, and nothing of the hidden cards.
#include <catch2/catch.hpp>

#include "Match.h"
#include "Player.h"
#include "RandomPlayer.h"
#include "TestDecks.h"

using namespace bizon;

namespace {

// Swaps the two other seats' initial and completion cards: what `seat` cannot see.
Deck withHiddenCardsSwapped(const Deck& deck, Seat dealer, Seat seat) {
  Game g(dealer, deck);
  REQUIRE_FALSE(g.apply({dealer, Packets::ThreeTwo}));
  const Seat a = leftOf(seat), b = leftOf(a);
  std::vector<Card> fromA(g.hand(a).begin(), g.hand(a).end()), fromB(g.hand(b).begin(), g.hand(b).end());
  Deck swapped = deck;
  for (std::size_t i = 0; i < 15; ++i) {
    for (std::size_t k = 0; k < 5; ++k) {
      if (deck[i] == fromA[k]) swapped[i] = fromB[k];
      else if (deck[i] == fromB[k]) swapped[i] = fromA[k];
    }
  }
  return swapped;
}

}  // namespace

TEST_CASE("R18: a seat's view is the same whatever the other seats hold", "[R18]") {
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    Random random(seed);
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    const Seat dealer = seatAt(static_cast<int>(seed % 3));
    const Seat seat = seatAt(static_cast<int>(seed / 3 % 3));
    Game a(dealer, deck), b(dealer, withHiddenCardsSwapped(deck, dealer, seat));
    for (Game* g : {&a, &b}) {
      REQUIRE_FALSE(g->apply({dealer, Packets::ThreeTwo}));
      REQUIRE_FALSE(g->apply({g->toAct(), Bid::pass()}));
    }
    CHECK(viewOf(a, seat) == viewOf(b, seat));
    CHECK(viewOf(a, leftOf(seat)) != viewOf(b, leftOf(seat)));
  }
}

TEST_CASE("R18: the view shows own hand, the face-up grass, every bid and played card, and the latest trick", "[R18]") {
  Match match({21});
  PerSeat<RandomPlayer> players{{RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)}};
  while (match.game().phase() != Phase::Playing || match.game().tricks().size() < 2)
    REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
  const Game& g = match.game();
  for (Seat s : allSeats) {
    SeatView v = match.view(s);
    CHECK(v.hand == g.hand(s));
    CHECK(v.grass == g.grass());
    CHECK(v.bids.size() == g.bids().size());
    CHECK(v.plays.size() == g.plays().size());
    REQUIRE(v.tricks.size() == 2);
    CHECK(v.tricks.back() == g.tricks().back());
    CHECK(v.legal == (s == g.toAct() ? g.legalPlays() : CardSet()));
    CHECK((v.seen() & (g.hand(leftOf(s)) | g.hand(leftOf(leftOf(s))))).empty());
  }
}
