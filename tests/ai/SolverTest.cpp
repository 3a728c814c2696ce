// The exact solver against a brute-force minimax that knows nothing but R10, R11 and R13.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>

#include "Deck.h"
#include "Random.h"
#include "Solver.h"
#include "SolverPool.h"

using namespace bizon;

namespace {

// The position after the seat to act plays c, from R10-R12 alone.
Position after(const Position& p, Card c) {
  Position next = p;
  const int player = p.toAct();
  next.hands[static_cast<std::size_t>(player)] &= ~(1u << c.index());
  if (p.onTable < 2) {
    next.table[static_cast<std::size_t>(p.onTable)] = c;
    ++next.onTable;
    return next;
  }
  const std::array<Card, 3> trick{p.table[0], p.table[1], c};
  int best = 0;
  for (int i = 1; i < 3; ++i)
    if (beats(trick[static_cast<std::size_t>(i)], trick[static_cast<std::size_t>(best)], p.trump)) best = i;  // R11
  const int winner = (p.leader + best) % 3;
  for (Card t : trick) next.gp[static_cast<std::size_t>(winner)] += t.points();  // R12
  next.leader = winner;
  next.onTable = 0;
  return next;
}

// Plain minimax over every legal card, written from the rulings alone: no bounds, no table, no
// merged cards, no ordering. The Bizon maximises the R13 level, the Otters minimise it.
int bruteForce(const Position& p) {
  const int player = p.toAct();
  const std::uint32_t legal = legalMask(p);
  if (!legal) {
    const int best = std::max(p.gp[static_cast<std::size_t>((p.bizon + 1) % 3)], p.gp[static_cast<std::size_t>((p.bizon + 2) % 3)]);
    return levelOf(p.gp[static_cast<std::size_t>(p.bizon)], best);
  }
  int result = player == p.bizon ? -1 : 5;
  for (Card c : CardSet::fromMask(legal)) {
    const int v = bruteForce(after(p, c));
    result = player == p.bizon ? std::max(result, v) : std::min(result, v);
  }
  return result;
}

// A random position: `perHand` cards in each hand after `perHand` of the eight tricks were not
// played yet; the other cards' points handed out as if won in earlier tricks; maybe a trick begun.
Position randomPosition(Random& random, int perHand) {
  Deck deck = orderedDeck();
  shuffleFully(deck, random);
  Position p;
  p.bizon = static_cast<int>(random.below(3));
  p.trump = static_cast<Suit>(random.below(4));
  p.leader = static_cast<int>(random.below(3));
  std::size_t k = 0;
  for (int s = 0; s < 3; ++s)
    for (int i = 0; i < perHand; ++i) p.hands[static_cast<std::size_t>(s)] |= 1u << deck[k++].index();
  for (; k < deck.size(); ++k) p.gp[random.below(3)] += deck[k].points();
  // Play up to two legal cards of the next trick at random.
  const int begun = static_cast<int>(random.below(3));
  for (int i = 0; i < begun; ++i) {
    const std::uint32_t legal = legalMask(p);
    std::uint32_t m = legal;
    for (auto skip = random.below(static_cast<std::uint32_t>(std::popcount(legal))); skip > 0; --skip) m &= m - 1;
    const Card c = Card::fromIndex(std::countr_zero(m));
    p.hands[static_cast<std::size_t>(p.toAct())] &= ~(1u << c.index());
    p.table[static_cast<std::size_t>(p.onTable++)] = c;
  }
  return p;
}

std::string describe(const Position& p) {
  std::string text;
  for (int s = 0; s < 3; ++s) {
    text += "seat" + std::to_string(s) + (s == p.bizon ? "(bizon)" : "") + ":";
    for (Card c : CardSet::fromMask(p.hands[static_cast<std::size_t>(s)])) text += " " + code(c);
    text += " gp " + std::to_string(p.gp[static_cast<std::size_t>(s)]) + "; ";
  }
  text += "trump " + std::string(1, code(p.trump)) + ", leader seat" + std::to_string(p.leader) + ", table:";
  for (int i = 0; i < p.onTable; ++i) text += " " + code(p.table[static_cast<std::size_t>(i)]);
  return text;
}

}  // namespace

TEST_CASE("R10-R13: the solver agrees with brute-force minimax on small positions", "[solver][R10][R11][R13]") {
  Solver solver(12);  // a small table, so that replacements and collisions happen too
  const int perHand = GENERATE(1, 2, 3, 4);
  Random random(Random::derive(77, static_cast<std::uint64_t>(perHand)));
  const int positions = perHand == 4 ? 400 : 1500;
  for (int i = 0; i < positions; ++i) {
    const Position p = randomPosition(random, perHand);
    const int expected = bruteForce(p);
    INFO("position " << i << " with " << perHand << " cards per hand: " << describe(p));
    REQUIRE(solver.solve(p) == expected);
  }
}

TEST_CASE("R10-R13: the solver's value of each legal card agrees with brute force", "[solver][R10][R11][R13]") {
  Solver solver(12);
  Random random(5);
  for (int i = 0; i < 300; ++i) {
    const Position p = randomPosition(random, 4);
    const std::uint32_t legal = legalMask(p);
    std::array<std::int8_t, deckSize> levels{};
    REQUIRE(solver.evaluate(p, legal, levels));
    for (Card c : CardSet::fromMask(legal)) {
      const int expected = bruteForce(after(p, c));
      INFO("position " << i << " card " << code(c));
      REQUIRE(levels[static_cast<std::size_t>(c.index())] == expected);
    }
  }
}

TEST_CASE("A solve cut short by its node limit says so, keeps bounds around the truth, and leaves the solver exact", "[solver]") {
  Solver solver(12);
  Random random(11);
  int cut = 0, narrowed = 0;
  for (int i = 0; i < 300; ++i) {
    const Position p = randomPosition(random, 4);
    const int truth = bruteForce(p);
    INFO("position " << i << ": " << describe(p));
    if (!solver.solve(p, 20)) ++cut;
    // What a cut search proved holds, for the position and for each card.
    const Solver::Bounds b = solver.bounds(p, 1 + random.below(40));
    REQUIRE((b.lower <= truth && truth <= b.upper));
    narrowed += !b.exact() && (b.lower > LostZero || b.upper < WonAll);
    const std::uint32_t legal = legalMask(p);
    std::array<Solver::Bounds, deckSize> each{};
    solver.evaluate(p, legal, each, 1 + random.below(60));
    for (Card c : CardSet::fromMask(legal)) {
      const int level = bruteForce(after(p, c));
      REQUIRE((each[static_cast<std::size_t>(c.index())].lower <= level && level <= each[static_cast<std::size_t>(c.index())].upper));
    }
    // The aborted search stored nothing false: the next full solve still matches brute force.
    REQUIRE(solver.solve(p) == truth);
  }
  CHECK(cut > 100);
  CHECK(narrowed > 10);
}

TEST_CASE("R13: the levels of the solver are the six outcomes' order for the Bizon", "[solver][R13]") {
  CHECK(levelOf(40, 0) == WonAll);
  CHECK(levelOf(21, 19) == Won);
  CHECK(levelOf(14, 13) == Won);
  CHECK(levelOf(20, 20) == Tie);
  CHECK(levelOf(13, 14) == Lost);
  CHECK(levelOf(0, 21) == LostZero);
  CHECK(levelValue(WonAll) == 10 - 0);
  CHECK(levelValue(Won) == 3 - 0);
  CHECK(levelValue(Tie) == 1 - 1);
  CHECK(levelValue(Lost) == -5 - 3);
  CHECK(levelValue(LostZero) == -10 - 10);
}

TEST_CASE("The solver pool runs each job once on its workers, and starts only the first once the deadline is past", "[solver]") {
  SolverPool pool(2, 10);
  std::vector<std::atomic<int>> runs(50);
  CHECK(pool.run(0, 50, SolverPool::never, [&](Solver&, int i) { ++runs[static_cast<std::size_t>(i)]; }) == 50);
  for (const auto& r : runs) CHECK(r == 1);
  const SolverPool::Deadline spent = Solver::Clock::now() - std::chrono::seconds(1);
  std::atomic<int> started{0};
  CHECK(pool.run(10, 20, spent, [&](Solver&, int i) { CHECK(i == 10); ++started; }) == 11);
  CHECK(started == 1);
}

TEST_CASE("A stop ends the solver's searches as the deadline would, bounds still true, and the pool starts only its first job", "[solver]") {
  Solver solver(12);
  std::atomic<bool> stop = true;
  solver.setStop(&stop);
  Random random(13);
  int cut = 0;
  for (int i = 0; i < 20; ++i) {
    const Position p = randomPosition(random, 8);
    stop = true;
    const Solver::Bounds b = solver.bounds(p);
    cut += !b.exact();
    stop = false;
    const auto truth = solver.solve(p);  // the same solver, its stop cleared: exact again
    REQUIRE(truth);
    CHECK((b.lower <= *truth && *truth <= b.upper));
  }
  CHECK(cut > 10);  // a whole hand takes far more than the 1024 nodes between two looks at the stop
  CHECK(solver.clockCuts() == static_cast<std::uint64_t>(cut));

  SolverPool pool(2, 10);
  stop = true;
  pool.setStop(&stop);
  std::atomic<int> started{0};
  CHECK(pool.run(10, 20, SolverPool::never, [&](Solver&, int i) { CHECK(i == 10); ++started; }) == 11);
  CHECK(started == 1);
  stop = false;
  CHECK(pool.run(0, 5, SolverPool::never, [&](Solver&, int) { ++started; }) == 5);
}
