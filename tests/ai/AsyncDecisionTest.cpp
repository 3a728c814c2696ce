// A decision (or a hint) computed on a worker thread is the one the player gives when asked directly.
#include <catch2/catch.hpp>

#include <thread>

#include "Arena.h"
#include "AsyncDecision.h"
#include "Deck.h"
#include "Game.h"
#include "RandomPlayer.h"

using namespace bizon;

TEST_CASE("R18: a hint for the human's seat is the hard player's choice from that view alone", "[async][hint][R18]") {
  int checked = 0;
  for (std::uint64_t g = 0; g < 12; ++g) {
    Random random(Random::derive(99, g));
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    Game game(seatAt(static_cast<int>(g % 3)), deck);
    RandomPlayer driver(g);
    const int stop = 2 + static_cast<int>(random.below(20));
    for (int step = 0; step < stop && game.phase() != Phase::Over; ++step) {
      const Seat s = game.toAct();
      const SeatView v = viewOf(game, s);
      if (v.decision == Decision::Packets) game.choosePackets(s, driver.choosePackets(v));
      else if (v.decision == Decision::Bid) game.bid(s, driver.bid(v));
      else game.play(s, driver.play(v));
    }
    if (game.phase() == Phase::Over) continue;
    const SeatView view = viewOf(game, game.toAct());
    AsyncDecision hint(std::shared_ptr<Player>(makePlayer("hard", 7)), view);
    // The caller is free meanwhile: poll as a frame loop would.
    while (!hint.ready()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const AsyncDecision::Choice choice = hint.take();
    auto direct = makePlayer("hard", 7);
    switch (view.decision) {
      case Decision::Packets: CHECK(std::get<Packets>(choice) == direct->choosePackets(view)); break;
      case Decision::Bid: CHECK(std::get<Bid>(choice) == direct->bid(view)); break;
      case Decision::Play:
        CHECK(std::get<Card>(choice) == direct->play(view));
        CHECK(view.legal.contains(std::get<Card>(choice)));
        break;
    }
    ++checked;
  }
  CHECK(checked >= 8);
}

TEST_CASE("Arena: the same player on both sides scores exactly even, every seat played three times by each", "[arena]") {
  // A seat's two players share their seed and the arena fixes the packets, so even a sampling
  // player plays identically on both sides: any imbalance of the seatings would show.
  ArenaOptions options;
  options.a = "normal";
  options.b = "normal";
  options.deals = 8;
  options.threads = 2;
  const ArenaResult r = Arena(options).run();
  CHECK(r.games == 48);
  CHECK(r.diff == 0.0);
  CHECK(r.ciLow == 0.0);
  CHECK(r.ciHigh == 0.0);
  CHECK(r.a.bizonGames == r.b.bizonGames);
  CHECK(r.a.spPerGame == r.b.spPerGame);
  CHECK(r.a.bidTime.count + r.a.playTime.count == r.a.allTime.count);
}

TEST_CASE("Arena: a stronger player shows a positive difference whose interval excludes zero", "[arena]") {
  ArenaOptions options;
  options.a = "heuristic";
  options.b = "random";
  options.deals = 100;
  options.threads = 2;
  const ArenaResult r = Arena(options).run();
  CHECK(r.diff > 0);
  CHECK(r.ciLow > 0);
  CHECK(r.a.bizonGames > 0);
  CHECK(r.b.otterGames > 0);
  options.a = "nobody";
  CHECK_THROWS_AS(Arena(options), std::invalid_argument);
}
