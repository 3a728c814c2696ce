// The seeded deals (SeededDeal, Shuffle::Seeded) and the daily deal made of them: the same cards for whoever plays a date's deals, whatever they played before; another date, other cards.
#include <catch2/catch.hpp>

#include <chrono>

#include "Match.h"
#include "RandomPlayer.h"
#include "SeededDeal.h"

using namespace bizon;
using namespace std::chrono;

namespace {

constexpr sys_days december7 = sys_days(year(2026) / 12 / 7);

// The deck, dealer and packets of every game of a daily deal, played through by random players
// seeded with `seed` (another seed, other bids and cards).
std::vector<GameRecord> dealsPlayed(sys_days date, std::uint64_t seed) {
  Match match(dailyDealOptions(date));
  PerSeat<RandomPlayer> players{{RandomPlayer(seed), RandomPlayer(seed + 1), RandomPlayer(seed + 2)}};
  while (!match.over()) REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
  std::vector<GameRecord> dealt;
  for (const GameRecord& r : match.finishedGames()) dealt.push_back({r.dealer, r.deck, {r.moves.front()}});
  return dealt;
}

}  // namespace

TEST_CASE("the daily deal played twice on one date deals the same cards, whatever was played", "[daily]") {
  const auto first = dealsPlayed(december7, 11), second = dealsPlayed(december7, 900);
  REQUIRE(first.size() == static_cast<std::size_t>(dailyDeals));
  CHECK(first == second);
  // Each deal is the seeded deal of its number: you, Goat and Sheep deal in turn (R14).
  for (int d = 0; d < dailyDeals; ++d) {
    CAPTURE(d);
    CHECK(first[static_cast<std::size_t>(d)] == SeededDeal(dailyDealOptions(december7).seed, d).record());
    CHECK(first[static_cast<std::size_t>(d)].dealer == seatAt(d));
  }
}

TEST_CASE("two dates deal different daily deals", "[daily]") {
  const auto seventh = dealsPlayed(december7, 11), eighth = dealsPlayed(december7 + days(1), 11);
  for (std::size_t d = 0; d < seventh.size(); ++d) CHECK(seventh[d].deck != eighth[d].deck);
  CHECK(dailyDealOptions(december7).seed != dailyDealOptions(december7 + days(1)).seed);
}

TEST_CASE("the daily deal's seed is the date as YYYYMMDD mixed by SplitMix64, the same in every version", "[daily]") {
  const MatchOptions options = dailyDealOptions(december7);
  CHECK(options.seed == Random::derive(20261207, 5000));
  CHECK(options.seed == seeds::dailyDeal(20261207));
  // The value itself: a change to the mixing would deal everyone's daily deals anew.
  CHECK(options.seed == 4966490499948356922ull);
  CHECK(options.shuffle == Shuffle::Seeded);
  CHECK(options.games == dailyDeals);
}

TEST_CASE("a seeded set resumes from its records and deals on from its seed", "[daily]") {
  Match played(dailyDealOptions(december7));
  PerSeat<RandomPlayer> players{{RandomPlayer(3), RandomPlayer(4), RandomPlayer(5)}};
  for (int i = 0; i < 40 && !played.over(); ++i) REQUIRE_FALSE(playTurn(played, players[played.game().toAct()]));
  Match resumed(played.options(), played.records());
  CHECK(resumed.gameNumber() == played.gameNumber());
  CHECK(resumed.game().deck() == played.game().deck());
  while (!played.over()) {
    const Move move = players[played.game().toAct()].decide(played.view(played.game().toAct()));
    REQUIRE_FALSE(played.apply(move));
    REQUIRE_FALSE(resumed.apply(move));
  }
  CHECK(resumed.finishedGames() == played.finishedGames());
}
