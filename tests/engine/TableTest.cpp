// The engine's table: seats as ports, each seat's own stream (R18), answers that come later, and a set run through it as through the match.
#include <catch2/catch.hpp>

#include "Player.h"
#include "RandomPlayer.h"
#include "seats/Table.h"

using namespace bizon;

namespace {

// A random player's port that keeps the seat's stream and checks each decision's view.
class Listener : public SeatPort {
 public:
  explicit Listener(std::uint64_t seed) : player(seed) {}
  bool decide(const SeatView& view, int /*turn*/, Move& move) override {
    if (later) return false;
    move = player.decide(view);
    return true;
  }
  bool listens() const override { return true; }
  void tell(const SeatEvent& event) override { stream.push_back(event); }
  void gameOver(const Score& score) override { scores.push_back(score); }

  RandomPlayer player;
  bool later = false;
  std::vector<SeatEvent> stream;
  std::vector<Score> scores;
};

// The cards an event names.
CardSet cardsOf(const SeatEvent& event) {
  CardSet cards;
  std::visit(
      [&](const auto& e) {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, Dealt>) cards = e.cards;
        else if constexpr (std::is_same_v<E, GrassTurned>) cards.add(e.grass);
        else if constexpr (std::is_same_v<E, GrassEaten>) cards.add(e.grass);
        else if constexpr (std::is_same_v<E, CardPlayed>) cards.add(e.card);
        else if constexpr (std::is_same_v<E, TrickTaken>) cards = e.trick.cardSet();
      },
      event);
  return cards;
}

}  // namespace

TEST_CASE("R18: a seat's stream names no card of another hand nor of the deck before it is public, and each game's whole record once it is scored", "[table][R18]") {
  PerSeat<Listener> seats{{Listener(1), Listener(2), Listener(3)}};
  PerSeat<SeatPort*> ports{{&seats[Seat::You], &seats[Seat::Goat], &seats[Seat::Sheep]}};
  Table table(Match({42}), ports);
  REQUIRE_FALSE(table.run());
  REQUIRE(table.match().over());
  for (Seat s : allSeats) {
    INFO("seat " << code(s));
    const auto& stream = seats[s].stream;
    CardSet known;  // own cards dealt, and what was shown to all
    int revealed = 0;
    for (const SeatEvent& e : stream) {
      if (std::holds_alternative<GameBegun>(e)) known = {};
      if (const auto* dealt = std::get_if<Dealt>(&e)) {
        CHECK(dealt->cards.size() == (dealt->seat == s ? dealt->count : 0));
        known = known | dealt->cards;
        continue;
      }
      if (const auto* shown = std::get_if<GrassTurned>(&e)) known.add(shown->grass);
      if (const auto* played = std::get_if<CardPlayed>(&e)) {
        // Another seat's card becomes public as it is played; our own we knew.
        if (played->seat == s) CHECK(known.contains(played->card));
        known.add(played->card);
      }
      if (const auto* game = std::get_if<GameRevealed>(&e)) {
        CHECK(game->record == table.match().finishedGames()[static_cast<std::size_t>(revealed)]);
        CHECK(game->number == ++revealed);
        continue;
      }
      CHECK((cardsOf(e) - known).empty());
    }
    CHECK(revealed == 15);
    CHECK(std::holds_alternative<SetFinished>(stream.back()));
    CHECK(seats[s].scores == table.match().scores());
  }
}

TEST_CASE("R18: a seat sees its own packets as they are dealt, others' as a count, and its hand matches its view", "[table][R18]") {
  PerSeat<Listener> seats{{Listener(4), Listener(5), Listener(6)}};
  PerSeat<SeatPort*> ports{{&seats[Seat::You], &seats[Seat::Goat], &seats[Seat::Sheep]}};
  Table table(Match({7}), ports);
  while (table.match().game().phase() != Phase::Playing) REQUIRE_FALSE(table.step());
  for (Seat s : allSeats) {
    CardSet own;
    for (const SeatEvent& e : table.gameSoFar(s))
      if (const auto* dealt = std::get_if<Dealt>(&e); dealt && dealt->seat == s) own = own | dealt->cards;
    const SeatView view = table.match().view(s);
    // The grass eaten goes to the Bizon's hand (R9): it came face up, not dealt.
    CardSet hand = view.hand;
    if (view.bizon == s) hand.remove(*view.grass);
    CHECK(own == hand);
  }
}

TEST_CASE("A seat that answers later is awaited, and its answer is refused when it is not its move", "[table]") {
  PerSeat<Listener> seats{{Listener(1), Listener(2), Listener(3)}};
  PerSeat<SeatPort*> ports{{&seats[Seat::You], &seats[Seat::Goat], &seats[Seat::Sheep]}};
  Table table(Match({9}), ports);
  const Seat first = table.match().game().toAct();
  seats[first].later = true;
  REQUIRE_FALSE(table.run());
  REQUIRE(table.awaited() == first);
  CHECK(table.turn() == 0);
  const Seat other = leftOf(first);
  CHECK(table.answer(seats[other].player.decide(table.match().view(other))));
  REQUIRE_FALSE(table.answer(seats[first].player.decide(table.match().view(first))));
  CHECK(table.turn() == 1);
  CHECK_FALSE(table.awaited());
  seats[first].later = false;
  REQUIRE_FALSE(table.run());
  CHECK(table.match().over());
}

TEST_CASE("A set run through the table is the set the match plays with the same players", "[table]") {
  Match alone({11});
  PerSeat<RandomPlayer> players{{RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)}};
  while (!alone.over()) REQUIRE_FALSE(playTurn(alone, players[alone.game().toAct()]));
  PerSeat<RandomPlayer> again{{RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)}};
  Table table(Match({11}), {{&again[Seat::You], &again[Seat::Goat], &again[Seat::Sheep]}});
  REQUIRE_FALSE(table.run());
  CHECK(table.match().records() == alone.records());
  CHECK(table.turn() == static_cast<int>([&] {
          std::size_t n = 0;
          for (const GameRecord& r : alone.records()) n += r.moves.size();
          return n;
        }()));
}
