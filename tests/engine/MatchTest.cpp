// R14–R17: dealer rotation, the set of 15 games and its winner, shuffles, determinism and resume.
#include <catch2/catch.hpp>
#include <algorithm>
#include <set>

#include "Match.h"
#include "Player.h"
#include "Random.h"
#include "RandomPlayer.h"
#include "TestDecks.h"

using namespace bizon;

namespace {

// Plays with random players until the set is over or `actions` actions are made.
void playOn(Match& match, std::uint64_t seed, int actions = 1 << 30) {
  PerSeat<RandomPlayer> players{{RandomPlayer(seed), RandomPlayer(seed + 1), RandomPlayer(seed + 2)}};
  for (int i = 0; i < actions && !match.over(); ++i)
    REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
}

}  // namespace

TEST_CASE("R14: the first dealer is drawn at random from the seed", "[R14]") {
  std::set<Seat> dealers;
  for (std::uint64_t seed = 0; seed < 60; ++seed) dealers.insert(Match({seed}).game().dealer());
  CHECK(dealers.size() == 3);
  CHECK(Match({7}).game().dealer() == Match({7}).game().dealer());
}

TEST_CASE("R14-R15: 15 games, the dealer's left deals next, and the set is won on SP", "[R14][R15]") {
  Match match({42});
  playOn(match, 1);
  REQUIRE(match.over());
  CHECK(match.finishedGames().size() == 15);
  auto starts = test::drain<GameStarted>(match.events());
  REQUIRE(starts.size() == 15);
  for (std::size_t i = 1; i < starts.size(); ++i) {
    CHECK(starts[i].number == static_cast<int>(i + 1));
    CHECK(starts[i].dealer == leftOf(starts[i - 1].dealer));
  }
  PerSeat<int> totals;
  for (const Score& s : match.scores())
    for (Seat seat : allSeats) totals[seat] += s.sp[seat];
  CHECK(totals == match.totals());
  const int best = std::max({totals[Seat::You], totals[Seat::Goat], totals[Seat::Sheep]});
  for (Seat s : allSeats) CHECK(match.winners()[s] == (totals[s] == best));
  auto refused = match.apply({Seat::You, Bid::pass()});
  REQUIRE(refused);
  CHECK(refused->reason == Refusal::Reason::GameOver);
}

TEST_CASE("R8-R14-R15: pass-outs count as games, rotate the dealer, and tied seats share the win", "[R8][R14][R15]") {
  Match match({5});
  const Seat first = match.game().dealer();
  while (!match.over()) {
    const Seat s = match.game().toAct();
    if (match.game().phase() == Phase::Packets)
      REQUIRE_FALSE(match.apply({s, Packets::ThreeTwo}));
    else
      REQUIRE_FALSE(match.apply({s, Bid::pass()}));
  }
  CHECK(match.finishedGames().size() == 15);
  for (std::size_t i = 0; i < 15; ++i) {
    CHECK(match.scores()[i].outcome == Outcome::AllPassed);
    CHECK(match.finishedGames()[i].dealer == seatAt(index(first) + static_cast<int>(i)));
  }
  auto finished = test::drain<SetFinished>(match.events());
  REQUIRE(finished.size() == 1);
  for (Seat s : allSeats) CHECK(finished[0].winners[s]);  // 0 SP each: all three share the win
}

TEST_CASE("R17: a match is deterministic given its seed, and seeds differ", "[R17]") {
  Match a({9}), b({9}), c({10});
  playOn(a, 3);
  playOn(b, 3);
  playOn(c, 3);
  CHECK(a.records() == b.records());
  CHECK(a.records() != c.records());
}

TEST_CASE("R17: the light shuffle keeps more of the gathered order than the full shuffle", "[R17]") {
  // Count how many cards keep the card that followed them: a full shuffle keeps about 1 in 24.
  auto keptNeighbours = [](Shuffle how) {
    int kept = 0;
    for (std::uint64_t seed = 0; seed < 2000; ++seed) {
      Random random(seed);
      Deck deck = orderedDeck();
      shuffle(deck, how, random);
      for (std::size_t i = 0; i + 1 < deck.size(); ++i) kept += deck[i + 1].index() == deck[i].index() + 1;
    }
    return kept / 2000.0;
  };
  const double light = keptNeighbours(Shuffle::Light), full = keptNeighbours(Shuffle::Full);
  CHECK(full < 2.0);
  CHECK(light > 3 * full);
  Random random(1);
  Deck deck = orderedDeck();
  shuffleLightly(deck, random);
  CardSet all;
  for (Card c : deck) all.add(c);
  CHECK(all == CardSet::all());
  CHECK(deck != orderedDeck());
}

TEST_CASE("R17: records keep the exact deck, so a set resumes from its records at the same card", "[R17]") {
  for (Shuffle how : {Shuffle::Light, Shuffle::Full}) {
    MatchOptions options{77, how, 15};
    Match original(options);
    playOn(original, 11, 200);  // several games and a game in progress
    REQUIRE_FALSE(original.over());
    Match resumed(options, original.records());
    CHECK(resumed.records() == original.records());
    CHECK(resumed.totals() == original.totals());
    CHECK(resumed.gameNumber() == original.gameNumber());
    for (Seat s : allSeats) CHECK(resumed.view(s) == original.view(s));
    CHECK(resumed.events().empty());
  }
}

TEST_CASE("R14-R17: resuming refuses records that do not replay or break the rotation", "[R14][R17]") {
  Match original({3});
  playOn(original, 2, 120);
  auto records = original.records();
  REQUIRE(records.size() >= 2);
  auto badCard = records;
  Move& firstCard = *std::find_if(badCard[0].moves.begin(), badCard[0].moves.end(), [](const Move& m) { return m.card(); });
  firstCard = Move(leftOf(firstCard.seat()), *firstCard.card());
  CHECK_THROWS_WITH(Match({3}, badCard), Catch::Contains("game 1: play 0: not"));
  auto badDealer = records;
  badDealer[1].dealer = leftOf(badDealer[1].dealer);
  CHECK_THROWS_WITH(Match({3}, badDealer), Catch::Contains("game 2: dealer"));
}

TEST_CASE("A moved match keeps reporting its events", "[match]") {
  Match original({12});
  Match moved = std::move(original);
  moved.events().clear();
  REQUIRE_FALSE(moved.apply({moved.game().dealer(), Packets::TwoThree}));
  CHECK(test::drain<PacketDealt>(moved.events()).size() == 6);
}

TEST_CASE("Take-back (R10, R14): your last card is undone with the moves after it, the same cards legal again", "[takeback][R10][R14]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Match match({seed});
    PerSeat<RandomPlayer> players{{RandomPlayer(seed), RandomPlayer(seed + 1), RandomPlayer(seed + 2)}};
    // On to a trick where you play after someone led: the trick moment.
    while (!(match.game().phase() == Phase::Playing && match.game().toAct() == Seat::You &&
             match.game().plays().size() % 3 != 0))
      REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
    const Moment before = match.moment();
    const SeatView view = match.view(Seat::You);
    const GameRecord record = match.records().back();
    REQUIRE_FALSE(playTurn(match, players[Seat::You]));
    // Goat and Sheep play on, up to your next decision or the next game's start.
    while (match.game().toAct() != Seat::You && match.moment().game == before.game && match.game().phase() != Phase::Over)
      REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
    REQUIRE(match.canTakeBack(Seat::You));
    REQUIRE(match.takeBack(Seat::You));
    CHECK(match.moment() == before);
    CHECK(match.view(Seat::You).legal == view.legal);
    CHECK(match.records().back() == record);
    CHECK(match.events().empty());
    // Played again, the game goes on as the rules say.
    REQUIRE_FALSE(playTurn(match, players[Seat::You]));
  }
}

TEST_CASE("Take-back (R13, R14): a game just scored reopens until the next game starts, not after", "[takeback][R13][R14]") {
  Match match({5});
  PerSeat<RandomPlayer> players{{RandomPlayer(5), RandomPlayer(6), RandomPlayer(7)}};
  CHECK_FALSE(match.canTakeBack(Seat::You));  // nothing of yours yet
  while (match.finishedGames().empty()) REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
  const PerSeat<int> totals = match.totals();
  const GameRecord scored = match.finishedGames().back();
  const auto yours = std::find_if(scored.moves.rbegin(), scored.moves.rend(),
                                  [](const Move& m) { return m.seat() == Seat::You && !m.packets(); });
  REQUIRE(yours != scored.moves.rend());
  REQUIRE(match.takeBack(Seat::You));
  CHECK(match.finishedGames().empty());
  CHECK(match.totals() == PerSeat<int>{});
  CHECK(match.gameNumber() == 1);
  CHECK(match.game().movesMade() == static_cast<int>(scored.moves.rend() - yours) - 1);
  // Played the same way again, the same game is scored again.
  for (std::size_t k = static_cast<std::size_t>(match.game().movesMade()); k < scored.moves.size(); ++k)
    REQUIRE_FALSE(match.apply(scored.moves[k]));
  CHECK(match.totals() == totals);
  // Once the next game has a move (its packets: no decision of yours yet), the scored game stays.
  REQUIRE_FALSE(playTurn(match, players[match.game().toAct()]));
  CHECK_FALSE(match.canTakeBack(Seat::You));
  CHECK_FALSE(match.takeBack(Seat::You));
  CHECK(match.finishedGames().size() == 1);
}

TEST_CASE("Take-back (R15): nothing is taken back once the set is over", "[takeback][R15]") {
  Match match({9, Shuffle::Light, 1});
  playOn(match, 3);
  REQUIRE(match.over());
  CHECK_FALSE(match.canTakeBack(Seat::You));
  CHECK_FALSE(match.takeBack(Seat::You));
  CHECK(match.finishedGames().size() == 1);
}

TEST_CASE("The players' seed streams keep the labels their sets were played with", "[match][random]") {
  // A player's numbers come from its stream: a new label would change every stored run.
  for (std::uint64_t seed : {0ull, 7ull, 123456789ull})
    for (Seat s : allSeats) {
      const auto i = static_cast<std::uint64_t>(index(s));
      CHECK(seeds::builtInPlayer(seed, s) == Random::derive(seed, 1000 + i));
      CHECK(seeds::simulatedPlayer(seed, s) == Random::derive(seed, 100 + i));
      CHECK(seeds::servedPlayer(seed, s) == Random::derive(seed, 200 + i));
      CHECK(seeds::hooksAutopilot(seed) == Random::derive(seed, 3000));
      CHECK(seeds::joinPlayer(seed) == Random::derive(seed, 7));
    }
  CHECK(seeds::builtInPlayer(seeds::unknownSet, Seat::You) == Random::derive(7, 1000));
}
