// Moves and the cursor over a game record: a refused move names its ruling, seeking either way equals a fresh replay, and the events a cursor gives are those the game pushed.
#include <catch2/catch.hpp>

#include "GameCursor.h"
#include "Match.h"
#include "Player.h"
#include "TestDecks.h"

using namespace bizon;
using bizon::test::card;
using R = Refusal::Reason;

namespace {

// The records of a whole set of random play, and the events the match pushed for each game.
struct PlayedSet {
  std::vector<GameRecord> records;
  std::vector<std::vector<Event>> events;  // per game: from its first turn to its score
};

PlayedSet playSet(std::uint64_t seed) {
  Match match({seed});
  auto player = makePlayer("random", seed);
  PlayedSet set;
  set.events.emplace_back();
  match.events().clear();  // GameStarted of game 1: the match's, not the game's
  while (!match.over()) {
    REQUIRE_FALSE(playTurn(match, *player));
    while (!match.events().empty()) {
      const Event e = match.events().pop();
      if (std::holds_alternative<GameStarted>(e)) set.events.emplace_back();
      else if (!std::holds_alternative<SetFinished>(e)) set.events.back().push_back(e);
    }
  }
  // The first turn of game 1 was pushed before the queue was cleared: the game pushes it first.
  const GameRecord first = match.finishedGames().front();
  set.events.front().insert(set.events.front().begin(), TurnStarted{first.dealer, Decision::Packets, 1});
  set.records = match.finishedGames();
  return set;
}

// The game after the first k moves of the record, replayed afresh.
Game replayed(const GameRecord& record, int k) {
  Game game(record.dealer, record.deck);
  for (int i = 0; i < k; ++i) REQUIRE_FALSE(game.apply(record.moves[static_cast<std::size_t>(i)]));
  return game;
}

void checkSame(const Game& a, const Game& b) {
  CHECK(recordOf(a) == recordOf(b));
  CHECK(a.phase() == b.phase());
  for (Seat s : allSeats) {
    CHECK(a.hand(s) == b.hand(s));
    CHECK(viewOf(a, s) == viewOf(b, s));
  }
  if (a.phase() == Phase::Over) CHECK(a.score() == b.score());
}

std::vector<Event> drained(EventQueue& q) {
  std::vector<Event> out;
  while (!q.empty()) out.push_back(q.pop());
  return out;
}

}  // namespace

TEST_CASE("R16, R6, R10: a move of the wrong seat or kind is refused with its reason and changes nothing", "[move][R16][R6][R10]") {
  Game g(Seat::Sheep, orderedDeck());
  auto notDealer = g.apply({Seat::You, Packets::ThreeTwo});
  REQUIRE(notDealer);
  CHECK(notDealer->reason == R::NotTheDealer);  // R16
  auto early = g.apply({Seat::You, Bid::pass()});
  REQUIRE(early);
  CHECK(early->reason == R::PacketsNotChosen);
  CHECK(g.movesMade() == 0);
  REQUIRE_FALSE(g.apply({Seat::Sheep, Packets::TwoThree}));
  auto cardWhileBidding = g.apply({Seat::You, g.hand(Seat::You).first()});
  REQUIRE(cardWhileBidding);
  CHECK(cardWhileBidding->reason == R::BiddingNotOver);  // R6: the bidding comes first
  auto again = g.apply({Seat::Sheep, Packets::ThreeTwo});
  REQUIRE(again);
  CHECK(again->reason == R::PacketsAlreadyChosen);
  CHECK(g.movesMade() == 1);
  REQUIRE_FALSE(g.apply({Seat::You, Bid::eatGrass()}));
  auto lateBid = g.apply({Seat::Goat, Bid::pass()});
  REQUIRE(lateBid);
  CHECK(lateBid->reason == R::BiddingOver);  // R6: the first eat ends the bidding
  CHECK(g.movesMade() == 2);
}

TEST_CASE("R10: a cursor names the first move that does not replay, a card that does not follow suit", "[cursor][R10]") {
  // Sheep deals 3-2 from the ordered deck; you eat the AS in round 1 (spades trump) and lead
  // the 9C; Goat holds clubs (JC..) and must follow.
  GameRecord record{Seat::Sheep, orderedDeck(), {}};
  record.moves = {{Seat::Sheep, Packets::ThreeTwo}, {Seat::You, Bid::eatGrass()}};
  Game g = replayed(record, 2);
  const Card lead = g.hand(Seat::You).first();
  REQUIRE(lead.suit() == Suit::Clubs);
  const CardSet goatClubs = g.hand(Seat::Goat) & CardSet::of(Suit::Clubs);
  const CardSet goatOthers = g.hand(Seat::Goat) - CardSet::of(Suit::Clubs);
  REQUIRE_FALSE(goatClubs.empty());
  REQUIRE_FALSE(goatOthers.empty());
  record.moves.push_back({Seat::You, lead});
  record.moves.push_back({Seat::Goat, goatOthers.first()});
  CHECK_THROWS_WITH(GameCursor(record), "play 1: goat must follow clubs");
  record.moves.back() = {Seat::Sheep, goatOthers.first()};
  CHECK_THROWS_WITH(GameCursor(record), "play 1: not sheep's turn");
  record.moves.back() = {Seat::Goat, goatClubs.first()};
  const GameCursor cursor(record);
  CHECK(cursor.size() == 4);
  CHECK_FALSE(cursor.finished());
}

TEST_CASE("cursor: seeking to any move, forwards or backwards, gives the game a fresh replay gives", "[cursor]") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const PlayedSet set = playSet(seed);
    Random random(seed);
    for (const GameRecord& record : set.records) {
      GameCursor cursor(record);
      REQUIRE(cursor.finished());
      CHECK(cursor.at() == 0);
      // Every k once in a random order, then past both ends.
      std::vector<int> order;
      for (int k = 0; k <= cursor.size(); ++k) order.push_back(k);
      for (std::size_t i = order.size() - 1; i > 0; --i)
        std::swap(order[i], order[random.below(static_cast<std::uint32_t>(i + 1))]);
      for (int k : order) {
        cursor.seek(k);
        INFO("seed " << seed << ", move " << k);
        REQUIRE(cursor.at() == k);
        checkSame(cursor.game(), replayed(record, k));
        for (Seat s : allSeats) CHECK(cursor.view(s) == viewOf(replayed(record, k), s));
      }
      cursor.seek(cursor.size() + 5);
      CHECK(cursor.at() == cursor.size());
      cursor.seek(-1);
      CHECK(cursor.at() == 0);
    }
  }
}

TEST_CASE("cursor: the events of any range of moves are those the game pushed while making them", "[cursor]") {
  const PlayedSet set = playSet(42);
  REQUIRE(set.events.size() == set.records.size());
  for (std::size_t g = 0; g < set.records.size(); ++g) {
    const GameCursor cursor(set.records[g]);
    EventQueue all;
    cursor.eventsOf(0, cursor.size(), all);
    INFO("game " << g + 1);
    CHECK(drained(all) == set.events[g]);
    // Ranges glued end to end give the same events as the whole.
    for (int cut = 1; cut < cursor.size(); cut += 7) {
      EventQueue parts;
      cursor.eventsOf(0, cut, parts);
      cursor.eventsOf(cut, cursor.size(), parts);
      CHECK(drained(parts) == set.events[g]);
    }
  }
}

TEST_CASE("cursor: the events leading to a moment are each earlier game's score, then the game's start and its moves", "[cursor]") {
  const PlayedSet set = playSet(9);
  const std::vector<GameCursor> games(set.records.begin(), set.records.end());
  const Moment moment{3, 10};
  EventQueue q;
  eventsLeadingTo(games, moment, q);
  std::vector<Event> events = drained(q);
  REQUIRE(events.size() > 4);
  for (int g = 0; g < 3; ++g)
    CHECK(events[static_cast<std::size_t>(g)] == Event{GameScored{games[static_cast<std::size_t>(g)].gameAt(games[static_cast<std::size_t>(g)].size()).score()}});
  CHECK(events[3] == Event{GameStarted{4, set.records[3].dealer, set.records[3].deck}});
  EventQueue own;
  games[3].eventsOf(0, 10, own);
  const std::vector<Event> rest(events.begin() + 4, events.end());
  CHECK(rest == drained(own));
  // Before the first move: the start and the dealer's turn.
  eventsLeadingTo(games, Moment{0, 0}, q);
  CHECK(drained(q) == std::vector<Event>{GameStarted{1, set.records[0].dealer, set.records[0].deck},
                                         TurnStarted{set.records[0].dealer, Decision::Packets, 1}});
}
