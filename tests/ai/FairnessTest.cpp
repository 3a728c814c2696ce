// R18: a decision depends on the seat's view and the seed only, never on where the hidden cards are.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "Deck.h"
#include "Game.h"
#include "Player.h"
#include "RandomPlayer.h"

using namespace bizon;

namespace {

struct Action {
  enum Kind { Packets, Bid, Play } kind;
  Seat seat;
  bizon::Packets packets = bizon::Packets::ThreeTwo;
  bizon::Bid bid{};
  Card card{};
};

bool apply(Game& g, const Action& a) {
  switch (a.kind) {
    case Action::Packets: return !g.choosePackets(a.seat, a.packets);
    case Action::Bid: return !g.bid(a.seat, a.bid);
    case Action::Play: return !g.play(a.seat, a.card);
  }
  return false;
}

bool sameView(const SeatView& x, const SeatView& y) {
  return x.seat == y.seat && x.dealer == y.dealer && x.phase == y.phase && x.toAct == y.toAct &&
         x.decision == y.decision && x.round == y.round && x.hand == y.hand && x.legal == y.legal &&
         x.packets == y.packets && x.grass == y.grass && x.bizon == y.bizon && x.trump == y.trump &&
         std::equal(x.bids.begin(), x.bids.end(), y.bids.begin(), y.bids.end()) &&
         std::equal(x.plays.begin(), x.plays.end(), y.plays.begin(), y.plays.end());
}

}  // namespace

TEST_CASE("R18: shuffling the cards hidden from a seat never changes its decision with the same seed", "[fairness][R18]") {
  // Without their time budgets, so that a busy machine cannot make two equal decisions differ;
  // a budget never reads the hidden cards either (it cuts the same sampled deals short).
  const std::string kind = GENERATE(std::string("heuristic"), std::string("normal"),
                                    std::string("hard:bidms=0,playms=0"), std::string("noinfer:bidms=0,playms=0"));
  int compared = 0, bids = 0, plays = 0;
  for (std::uint64_t g = 0; g < 60; ++g) {
    Random random(Random::derive(31, g));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    const Seat dealer = seatAt(static_cast<int>(g % 3));
    // Random play up to a random decision, remembering every action.
    Game game(dealer, deck);
    std::vector<Action> actions;
    RandomPlayer driver(g);
    const int stop = static_cast<int>(random.below(30));
    for (int step = 0; game.phase() != Phase::Over && step < stop; ++step) {
      const Seat s = game.toAct();
      const SeatView v = viewOf(game, s);
      Action a{Action::Play, s};
      if (v.decision == Decision::Packets) a = {Action::Packets, s, driver.choosePackets(v)};
      else if (v.decision == Decision::Bid) a = {Action::Bid, s, Packets::ThreeTwo, driver.bid(v)};
      else a.card = driver.play(v);
      REQUIRE(apply(game, a));
      actions.push_back(a);
    }
    if (game.phase() == Phase::Over || game.phase() == Phase::Packets) continue;
    const Seat seat = game.toAct();
    const SeatView view = viewOf(game, seat);
    // Deck positions holding cards this seat cannot see: another seat's hand or the undealt rest,
    // not yet played; never the grass (index 23, face up, R5).
    CardSet visible = view.seen();
    std::vector<std::size_t> hidden;
    for (std::size_t i = 0; i + 1 < deck.size(); ++i)
      if (!visible.contains(deck[i])) hidden.push_back(i);
    for (int trial = 0; trial < 6 && hidden.size() >= 2; ++trial) {
      Deck other = deck;
      const auto i = hidden[random.below(static_cast<std::uint32_t>(hidden.size()))];
      const auto j = hidden[random.below(static_cast<std::uint32_t>(hidden.size()))];
      std::swap(other[i], other[j]);
      Game alt(dealer, other);
      bool replayed = true;
      for (const Action& a : actions) replayed = replayed && apply(alt, a);
      if (!replayed) continue;  // the swap contradicts a shown void: not a deal this seat could face
      const SeatView altView = viewOf(alt, seat);
      REQUIRE(sameView(view, altView));
      const std::uint64_t seed = 1234 + g;
      auto p1 = makePlayer(kind, seed), p2 = makePlayer(kind, seed);
      INFO(kind << " game " << g << " swap " << code(deck[i]) << " " << code(deck[j]));
      if (view.decision == Decision::Bid) {
        CHECK(p1->bid(view) == p2->bid(altView));
        ++bids;
      } else {
        CHECK(p1->play(view) == p2->play(altView));
        ++plays;
      }
      ++compared;
    }
  }
  CHECK(bids > 5);
  CHECK(plays > 50);
}
