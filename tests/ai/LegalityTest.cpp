// Every kind of player makes only legal choices (R6-R10, R16) over thousands of seeded games.
#include <catch2/catch.hpp>

#include <memory>

#include "CheatPlayer.h"
#include "Match.h"
#include "Player.h"

using namespace bizon;

namespace {

// Plays `games` games of seeded sets with the kinds given per seat, each choice checked by the
// engine, which refuses anything against the rules; also checks each card against view.legal.
void playSets(const std::array<std::string, 3>& kinds, int games, std::uint64_t seed) {
  int played = 0;
  for (std::uint64_t set = 0; played < games; ++set) {
    Match match({Random::derive(seed, set), set % 2 ? Shuffle::Full : Shuffle::Light, 15});
    PerSeat<std::unique_ptr<Player>> players;
    for (Seat s : allSeats) {
      const std::string& kind = kinds[static_cast<std::size_t>(index(s))];
      if (kind == "cheat") players[s] = std::make_unique<CheatPlayer>(set);
      else players[s] = makePlayer(kind, Random::derive(seed + set, static_cast<std::uint64_t>(index(s))));
      REQUIRE(players[s]);
    }
    while (!match.over() && played < games) {
      const Seat seat = match.game().toAct();
      for (Seat s : allSeats)
        if (auto* cheat = dynamic_cast<CheatPlayer*>(players[s].get())) cheat->watch(match.game());
      const SeatView view = match.view(seat);
      const std::size_t before = match.scores().size();
      const Move move = players[seat]->decide(view);
      REQUIRE(move.seat() == seat);
      REQUIRE(move.decision() == view.decision);
      if (const auto c = move.card()) {
        INFO(kinds[static_cast<std::size_t>(index(seat))] << " played " << code(*c));
        REQUIRE(view.legal.contains(*c));
      }
      const std::optional<Refusal> refusal = match.apply(move);
      INFO(kinds[static_cast<std::size_t>(index(seat))] << " in set " << set << ": " << (refusal ? describe(*refusal) : ""));
      REQUIRE_FALSE(refusal);
      match.events().clear();
      if (match.scores().size() > before) ++played;
    }
  }
}

}  // namespace

TEST_CASE("R6-R10, R16: random and heuristic players only make legal choices over 5,000 games each", "[legality][R6][R7][R10][R16]") {
  playSets({"random", "random", "random"}, 5000, 1);
  playSets({"heuristic", "heuristic", "heuristic"}, 5000, 2);
  playSets({"heuristic", "random", "heuristic"}, 2000, 3);
}

TEST_CASE("R6-R10, R16: the search players only make legal choices over thousands of games", "[legality][R6][R7][R10][R16][search]") {
  // Random opponents drive the search players into odd positions; normal and hard share the
  // code and differ in effort only, so normal carries the bulk.
  playSets({"normal", "random", "normal"}, 1500, 4);
  playSets({"hard", "heuristic", "noinfer"}, 300, 5);
  playSets({"random", "hard", "random"}, 300, 6);
}

TEST_CASE("R6-R10: the cheat player, seeing every card, still plays legally", "[legality][R10][cheat]") {
  playSets({"cheat", "heuristic", "random"}, 500, 7);
}
