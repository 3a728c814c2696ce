// The three levels differ as people do: easy a beginner who keeps the simple rules, normal a club player who counts its hand and plays by sound rules until the last tricks.
#include <catch2/catch.hpp>

#include "HeuristicPlayer.h"
#include "Player.h"
#include "RandomGame.h"
#include "SearchPlayer.h"

using namespace bizon;

TEST_CASE("R10, R12: the beginner gives the Bizon no points it could keep when it cannot follow the Bizon's trump lead",
          "[levels][R10][R12]") {
  auto easy = makePlayer("easy", 3);
  REQUIRE(easy);
  int checked = 0;
  for (std::uint64_t g = 0; g < 4000 && checked < 150; ++g) {
    Game game = randomGame(g, 1 + 3 * static_cast<int>(g % 7));  // the Bizon or an Otter has led
    if (game.phase() != Phase::Playing) continue;
    const SeatView view = viewOf(game, game.toAct());
    if (view.currentTrick.size() == 0 || view.toAct == *view.bizon) continue;
    const std::size_t leadAt = view.plays.size() - view.currentTrick.size();
    const Card lead = view.currentTrick[0];
    // A trump led by the Bizon, which an Otter without trumps cannot beat.
    if (view.plays[leadAt].seat != *view.bizon || lead.suit() != *view.trump || !(view.hand & CardSet::of(*view.trump)).empty()) continue;
    int fewest = 99;
    for (Card c : view.legal) fewest = std::min(fewest, c.points());
    const Card played = *easy->decide(view).card();
    INFO(code(played));
    CHECK(played.points() == fewest);
    ++checked;
  }
  CHECK(checked >= 100);
}

TEST_CASE("R6, R7: normal bids as the rules of thumb count the hand, easy too, hard bids by its own search",
          "[levels][R6][R7]") {
  auto easy = makePlayer("easy", 5), normal = makePlayer("normal", 5), hard = makePlayer("hard:bidsamples=12,nodes=20000", 5);
  int bids = 0, hardDiffers = 0;
  for (std::uint64_t g = 0; g < 80; ++g) {
    Game game = randomGame(1000 + g, 0);
    if (game.phase() != Phase::Bidding) continue;
    const SeatView view = viewOf(game, game.toAct());
    const Bid rule = HeuristicPlayer::ruleBid(view);
    CHECK(normal->decide(view).bid() == rule);
    CHECK(easy->decide(view).bid() == rule);
    hardDiffers += hard->decide(view).bid() != rule;
    ++bids;
  }
  CHECK(bids >= 60);
  CHECK(hardDiffers > 0);  // the search weighs hands the count misjudges
}

TEST_CASE("R10: normal plays its first tricks by the club's rules of thumb and searches the last ones, hard searches every card",
          "[levels][R10]") {
  auto normal = makePlayer("normal:threads=1", 7), hard = makePlayer("hard:threads=1,samples=6,nodes=20000", 7);
  int early = 0, late = 0, lateDiffers = 0, hardDiffers = 0;
  for (std::uint64_t g = 0; g < 400 && (early < 60 || late < 60); ++g) {
    Game game = randomGame(2000 + g, 1 + static_cast<int>(g % 20));
    if (game.phase() != Phase::Playing) continue;
    const SeatView view = viewOf(game, game.toAct());
    if (view.legal.size() < 2) continue;
    const Card rule = HeuristicPlayer::ruleCard(view);
    const Card played = *normal->decide(view).card();
    if (view.hand.size() > SearchPlayer::normalOptions().searchFrom) {
      CHECK(played == rule);
      hardDiffers += *hard->decide(view).card() != rule;
      ++early;
    } else {
      lateDiffers += played != rule;
      ++late;
    }
  }
  CHECK(early >= 60);
  CHECK(late >= 60);
  CHECK(lateDiffers > 0);  // the search reads what the rules miss
  CHECK(hardDiffers > 0);
}
