// Properties over 100,000 seeded random games: conservation, legality and the SP table (R9–R13).
#include <catch2/catch.hpp>
#include <algorithm>

#include "Match.h"
#include "Player.h"
#include "RandomPlayer.h"

using namespace bizon;

namespace {

// An independent statement of R13, from the raw GP, to check the engine's scoring against.
PerSeat<int> expectedSp(Seat bizon, const PerSeat<int>& gp) {
  const int own = gp[bizon], best = std::max(gp[leftOf(bizon)], gp[leftOf(leftOf(bizon))]);
  PerSeat<int> sp;
  for (Seat s : allSeats) {
    const bool isBizon = s == bizon;
    if (own > best) sp[s] = isBizon ? (own == 40 ? 10 : 3) : 0;
    else if (own == best) sp[s] = 1;
    else if (own == 0) sp[s] = isBizon ? -10 : 10;
    else sp[s] = isBizon ? -5 : 3;
  }
  return sp;
}

}  // namespace

TEST_CASE("Property: 100,000 random games conserve cards, play legally, total 40 GP and score by R13", "[R9][R10][R11][R12][R13][property]") {
  const int games = 100'000;
  int played = 0, passOuts = 0;
  std::array<int, 6> outcomes{};
  for (std::uint64_t set = 0; played < games; ++set) {
    Match match({set, set % 2 ? Shuffle::Full : Shuffle::Light, 15});
    PerSeat<RandomPlayer> players{{RandomPlayer(set * 3), RandomPlayer(set * 3 + 1), RandomPlayer(set * 3 + 2)}};
    while (!match.over() && played < games) {
      const Game& g = match.game();
      const Seat seat = g.toAct();
      if (g.phase() == Phase::Playing) {
        // Conservation: hands, cards played and nothing else make up the 24 cards, each once.
        CardSet played24;
        int count = 0;
        for (Seat s : allSeats) {
          played24 = played24 | g.hand(s);
          count += g.hand(s).size();
        }
        for (const PlayEntry& p : g.plays()) {
          REQUIRE_FALSE(played24.contains(p.card));
          played24.add(p.card);
          ++count;
        }
        REQUIRE(count == 24);
        REQUIRE(played24 == CardSet::all());
      }
      const CardSet handBefore = g.hand(seat);
      const auto trick = g.currentTrick();
      const bool leading = trick.empty();
      const std::optional<Suit> led = leading ? std::nullopt : std::optional(trick[0].suit());
      const std::size_t scoresBefore = match.scores().size();
      const std::size_t playsBefore = g.plays().size();
      REQUIRE_FALSE(playTurn(match, players[seat]));
      match.events().clear();
      if (match.scores().size() == scoresBefore) {
        if (match.game().plays().size() > playsBefore) {
          // Legality (R10), checked from the hand before the play.
          const Card c = match.game().plays().back().card;
          REQUIRE(handBefore.contains(c));
          if (led && c.suit() != *led) REQUIRE((handBefore & CardSet::of(*led)).empty());
        }
        continue;
      }
      ++played;
      const Score& s = match.scores().back();
      ++outcomes[static_cast<std::size_t>(s.outcome)];
      if (!s.bizon) {
        ++passOuts;
        for (Seat x : allSeats) REQUIRE(s.sp[x] == 0);
        continue;
      }
      REQUIRE(s.gp[Seat::You] + s.gp[Seat::Goat] + s.gp[Seat::Sheep] == 40);
      REQUIRE(s.sp == expectedSp(*s.bizon, s.gp));
      // The GP are the points of the tricks each seat won (R12).
      const GameRecord& record = match.finishedGames().back();
      REQUIRE(std::count_if(record.moves.begin(), record.moves.end(), [](const Move& m) { return m.card(); }) == 24);
    }
  }
  CHECK(played == games);
  for (int count : outcomes) CHECK(count > 0);  // every outcome occurred
  CHECK(passOuts > 0);
}
