// What a seat reads from its view: voids (R10), the eaten grass (R9), and the bids (R6-R7).
#include <catch2/catch.hpp>

#include <set>

#include "BidModel.h"
#include "DealSampler.h"
#include "Game.h"
#include "Knowledge.h"
#include "RandomGame.h"
#include "SearchPlayer.h"

using namespace bizon;

TEST_CASE("R9, R10: every sampled or listed deal agrees with the hand sizes, the grass and the voids", "[inference][R9][R10]") {
  int checked = 0, listed = 0;
  for (std::uint64_t g = 0; g < 400; ++g) {
    const Game game = randomGame(g, static_cast<int>(g % 22));
    if (game.phase() != Phase::Playing) continue;
    const Seat seat = game.toAct();
    const SeatView view = viewOf(game, seat);
    const Knowledge k = knowledgeOf(view);
    const DealSampler sampler(k);
    REQUIRE(sampler.consistent());
    REQUIRE(sampler.count() >= 1);
    // The true deal is one of the consistent deals.
    Random random(g);
    auto check = [&](const std::array<CardSet, 3>& hands) {
      CardSet all;
      for (Seat s : allSeats) {
        const CardSet h = hands[static_cast<std::size_t>(index(s))];
        REQUIRE(h.size() == game.hand(s).size());
        all = all | h;
        for (Card c : h) REQUIRE_FALSE(k.voids[static_cast<std::size_t>(index(s))] >> static_cast<int>(c.suit()) & 1u);
      }
      REQUIRE(hands[static_cast<std::size_t>(index(seat))] == view.hand);
      if (game.bizon() && game.hand(*game.bizon()).contains(game.grass()))
        REQUIRE(hands[static_cast<std::size_t>(index(*game.bizon()))].contains(game.grass()));
      CardSet inHands;
      for (Seat s : allSeats) inHands = inHands | game.hand(s);
      REQUIRE(all == inHands);
    };
    for (int i = 0; i < 20; ++i) check(sampler.sample(random));
    if (sampler.count() <= 200) {
      std::set<std::uint32_t> distinct;
      bool truthFound = false;
      for (std::uint64_t i = 0; i < sampler.count(); ++i) {
        const auto hands = sampler.nth(i);
        check(hands);
        distinct.insert(hands[static_cast<std::size_t>((index(seat) + 1) % 3)].mask());
        truthFound = truthFound || hands[static_cast<std::size_t>((index(seat) + 1) % 3)] == game.hand(leftOf(seat));
      }
      REQUIRE(distinct.size() == sampler.count());  // every listed deal differs
      REQUIRE(truthFound);
      ++listed;
    }
    ++checked;
  }
  CHECK(checked > 200);
  CHECK(listed > 50);
}

TEST_CASE("R6: a pass on the grass makes a hand long in its suit less likely than a short one", "[inference][R6]") {
  const Card grass = *parseCard("9H");
  CardSet strong, weak;
  for (const char* c : {"AH", "KH", "QH", "JH", "TH", "AS", "9C", "9D"}) strong.add(*parseCard(c));
  for (const char* c : {"9S", "TS", "JS", "9C", "TC", "JC", "9D", "TD"}) weak.add(*parseCard(c));
  CHECK(roundOneStrength(CardSet::fromMask(strong.mask() & 0x3Fu << 12 | 1u << parseCard("AS")->index()), grass) > eatThreshold);
  SeatView view;
  view.seat = Seat::You;
  view.dealer = Seat::Sheep;
  view.grass = grass;
  view.bids.push_back({Seat::You, Bid::pass()});
  view.bids.push_back({Seat::Goat, Bid::pass()});
  // Goat passed in round 1: its likely first fives were weak in hearts.
  CHECK(bidLikelihood(view, index(Seat::Goat), strong) < 0.5 * bidLikelihood(view, index(Seat::Goat), weak));
  // A seat that has not spoken tells nothing.
  CHECK(bidLikelihood(view, index(Seat::Sheep), strong) == 1.0);
  // The eater is likelier to hold hearts than not.
  view.bids.push_back({Seat::Sheep, Bid::eatGrass()});
  CHECK(bidLikelihood(view, index(Seat::Sheep), strong) > 2 * bidLikelihood(view, index(Seat::Sheep), weak));
}
