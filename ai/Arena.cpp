#include "Arena.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <ctime>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "CheatPlayer.h"
#include "Deck.h"
#include "Game.h"
#include "Player.h"
#include "SearchPlayer.h"
#include "SeatView.h"
#include "Solver.h"

namespace bizon {

namespace {

std::unique_ptr<Player> makeArenaPlayer(const std::string& kind, std::uint64_t seed, const Chair& chair) {
  if (kind == "cheat") return std::make_unique<CheatPlayer>(seed);
  if (kind == "cheat-hands") return std::make_unique<CheatPlayer>(seed, CheatPlayer::Sight::Hands);
  return makePlayer(kind, seed, chair);
}

// The chair of seat s in an arena: the deals are shuffled fully, a program falls back to hard.
Chair arenaChair(const ArenaOptions& options, int s) {
  Chair chair;
  chair.seat = seatAt(s);
  chair.fullShuffle = true;
  chair.games = options.deals * 6;
  chair.botTimeout = options.botTimeout;
  chair.botLog = options.botLog;
  return chair;
}

// Decision times in microseconds, per side (0 = A, 1 = B), kind (0 = bid, 1 = play) and clock
// (0 = wall, 1 = thread CPU).
using Times = std::array<std::array<std::array<std::vector<double>, 2>, 2>, 2>;

struct DealResult {
  std::array<ArenaGame, 6> games;
};

TimeSummary summarise(std::vector<double> micros) {
  TimeSummary t;
  t.count = micros.size();
  if (micros.empty()) return t;
  std::sort(micros.begin(), micros.end());
  auto at = [&](double q) { return micros[static_cast<std::size_t>(q * static_cast<double>(micros.size() - 1))] / 1000.0; };
  t.medianMs = at(0.5);
  t.p95Ms = at(0.95);
  t.maxMs = micros.back() / 1000.0;
  return t;
}

}  // namespace

ArenaDeal::ArenaDeal(std::uint64_t seed, int number) : deck(orderedDeck()), dealer(seatAt(number % 3)) {
  Random random(Random::derive(seed, static_cast<std::uint64_t>(number)));
  shuffleFully(deck, random);
  packets = random.below(2) ? Packets::TwoThree : Packets::ThreeTwo;
}

Game ArenaDeal::start() const {
  Game game(dealer, deck);
  game.choosePackets(dealer, packets);
  return game;
}

void Arena::checkKind(const std::string& kind) {
  // A program is started once (and sent bye) to know that it can be.
  if (!makeArenaPlayer(kind, 0, Chair{})) throw std::invalid_argument("unknown player kind " + kind);
}

Arena::Arena(ArenaOptions options) : options_(std::move(options)) {
  checkKind(options_.a);
  checkKind(options_.b);
}

ArenaResult Arena::run() {
  const int deals = options_.deals;
  std::vector<DealResult> results(static_cast<std::size_t>(deals));
  std::vector<Times> times(static_cast<std::size_t>(std::max(1, options_.threads)));
  // Search effort per thread, side and kind of decision: decisions, deals solved, decisions cut.
  std::vector<std::array<std::array<std::array<double, 3>, 2>, 2>> effort(times.size());
  // Program faults per thread, side and kind.
  std::vector<std::array<std::array<int, 4>, 2>> faults(times.size());
  std::atomic<int> nextDeal{0}, done{0};
  const auto start = std::chrono::steady_clock::now();

  auto worker = [&](int thread) {
    Times& myTimes = times[static_cast<std::size_t>(thread)];
    // One player per side and seat, kept across games: decisions depend on seed and view only.
    // Both sides take the same seed in a seat (common random numbers): where A and B would decide
    // alike they do, so the paired difference holds only what sets them apart, not sampling luck.
    std::array<std::array<std::unique_ptr<Player>, 3>, 2> players;
    for (int side = 0; side < 2; ++side)
      for (int s = 0; s < 3; ++s)
        players[static_cast<std::size_t>(side)][static_cast<std::size_t>(s)] =
            makeArenaPlayer(side == 0 ? options_.a : options_.b, Random::derive(options_.seed, 1000 + static_cast<std::uint64_t>(s)),
                            arenaChair(options_, s));
    for (int d; (d = nextDeal++) < deals;) {
      const ArenaDeal deal(options_.seed, d);
      for (int seating = 0; seating < 6; ++seating) {
        ArenaGame& record = results[static_cast<std::size_t>(d)].games[static_cast<std::size_t>(seating)];
        for (int s = 0; s < 3; ++s) record.isA[static_cast<std::size_t>(s)] = seating < 3 ? s == seating : s != seating - 3;
        Game game = deal.start();
        for (auto& side : players)
          for (auto& p : side)
            if (auto* cheat = dynamic_cast<CheatPlayer*>(p.get())) cheat->watch(game);
        while (game.phase() != Phase::Over) {
          const Seat seat = game.toAct();
          const int side = record.isA[static_cast<std::size_t>(index(seat))] ? 0 : 1;
          Player& player = *players[static_cast<std::size_t>(side)][static_cast<std::size_t>(index(seat))];
          const SeatView view = viewOf(game, seat);
          std::optional<Refusal> refusal;
          const bool bidding = game.phase() == Phase::Bidding;
          const auto t0 = std::chrono::steady_clock::now();
          const double cpu0 = threadCpuSeconds() * 1e6;
          Bid b;
          Card c;
          if (bidding) b = player.bid(view);
          else c = player.play(view);
          const double cpu = threadCpuSeconds() * 1e6 - cpu0;
          const double wall = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
          auto& kind = myTimes[static_cast<std::size_t>(side)][bidding ? 0 : 1];
          kind[0].push_back(wall);
          kind[1].push_back(cpu);
          for (const BotFault& f : player.takeFaults()) ++faults[static_cast<std::size_t>(thread)][static_cast<std::size_t>(side)][f.kind];
          if (const auto* search = dynamic_cast<const SearchPlayer*>(&player); search && search->lastEffort().sampled > 0) {
            auto& e = effort[static_cast<std::size_t>(thread)][static_cast<std::size_t>(side)][bidding ? 0 : 1];
            e[0] += 1;
            e[1] += search->lastEffort().solved;
            e[2] += search->lastEffort().cut;
          }
          refusal = bidding ? game.bid(seat, b) : game.play(seat, c);
          if (refusal) throw std::logic_error("arena: " + (side == 0 ? options_.a : options_.b) + " made an illegal choice: " + describe(*refusal));
        }
        record.score = game.score();
        for (int s = 0; s < 3; ++s) {
          Player& player = *players[record.isA[static_cast<std::size_t>(s)] ? 0u : 1u][static_cast<std::size_t>(s)];
          player.gameOver(record.score);
          // A program may die between decisions, found out only when told the game is over.
          for (const BotFault& f : player.takeFaults()) ++faults[static_cast<std::size_t>(thread)][record.isA[static_cast<std::size_t>(s)] ? 0u : 1u][f.kind];
        }
      }
      const int n = ++done;
      if (options_.progress) options_.progress(n, deals);
    }
  };
  std::vector<std::thread> pool;
  std::exception_ptr failure;
  std::mutex failureLock;
  for (int t = 0; t < std::max(1, options_.threads); ++t)
    pool.emplace_back([&, t] {
      try {
        worker(t);
      } catch (...) {
        std::lock_guard lock(failureLock);
        failure = std::current_exception();
        nextDeal = deals;  // stop the others soon
      }
    });
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);

  ArenaResult r;
  r.options = options_;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::vector<double> diffs;
  std::array<double, 2> sp{};
  std::array<int, 2> seatGames{}, eats{};
  std::array<int, 3> seatEats{};
  std::array<SideSummary*, 2> sides{&r.a, &r.b};
  for (const DealResult& deal : results) {
    std::array<double, 2> dealSp{};
    for (const ArenaGame& g : deal.games) {
      ++r.games;
      if (!g.score.bizon) ++r.passOuts;
      for (int s = 0; s < 3; ++s) {
        const int side = g.isA[static_cast<std::size_t>(s)] ? 0 : 1;
        const double points = g.score.sp[seatAt(s)];
        dealSp[static_cast<std::size_t>(side)] += points;
        sp[static_cast<std::size_t>(side)] += points;
        ++seatGames[static_cast<std::size_t>(side)];
        if (!g.score.bizon) continue;
        SideSummary& mine = *sides[static_cast<std::size_t>(side)];
        const bool won = g.score.outcome == Outcome::BizonWon || g.score.outcome == Outcome::BizonWonAll;
        if (index(*g.score.bizon) == s) {
          ++mine.bizonGames;
          mine.bizonWins += won;
          mine.bizonTies += g.score.outcome == Outcome::BizonTie;
          ++eats[static_cast<std::size_t>(side)];
          ++seatEats[static_cast<std::size_t>(s)];
        } else {
          ++mine.otterGames;
          mine.otterDefences += g.score.outcome == Outcome::BizonLost || g.score.outcome == Outcome::BizonLostZero;
        }
      }
    }
    // Each side played nine seat-games of the deal.
    diffs.push_back((dealSp[0] - dealSp[1]) / 9.0);
  }
  double mean = 0;
  for (double d : diffs) mean += d;
  mean /= static_cast<double>(std::max<std::size_t>(1, diffs.size()));
  double var = 0;
  for (double d : diffs) var += (d - mean) * (d - mean);
  var /= static_cast<double>(std::max<std::size_t>(2, diffs.size()) - 1);
  const double half = 1.96 * std::sqrt(var / static_cast<double>(std::max<std::size_t>(1, diffs.size())));
  r.diff = mean;
  r.ciLow = mean - half;
  r.ciHigh = mean + half;
  r.dealDiffs = std::move(diffs);
  for (int side = 0; side < 2; ++side) {
    SideSummary& s = *sides[static_cast<std::size_t>(side)];
    s.spPerGame = sp[static_cast<std::size_t>(side)] / std::max(1, seatGames[static_cast<std::size_t>(side)]);
    s.eatRate = static_cast<double>(eats[static_cast<std::size_t>(side)]) / std::max(1, seatGames[static_cast<std::size_t>(side)]);
    for (const auto& f : faults)
      for (std::size_t k = 0; k < 4; ++k) s.faults[k] += f[static_cast<std::size_t>(side)][k];
    for (std::size_t kind = 0; kind < 2; ++kind) {
      std::array<double, 3> sum{};
      for (const auto& e : effort)
        for (std::size_t i = 0; i < 3; ++i) sum[i] += e[static_cast<std::size_t>(side)][kind][i];
      SideSummary::Effort& out = kind == 0 ? s.bidEffort : s.playEffort;
      out.decisions = static_cast<std::size_t>(sum[0]);
      if (sum[0] > 0) out.meanDeals = sum[1] / sum[0], out.cutRate = sum[2] / sum[0];
    }
    for (std::size_t clock = 0; clock < 2; ++clock) {
      std::vector<double> bid, play;
      for (const Times& t : times) {
        const auto& mine = t[static_cast<std::size_t>(side)];
        bid.insert(bid.end(), mine[0][clock].begin(), mine[0][clock].end());
        play.insert(play.end(), mine[1][clock].begin(), mine[1][clock].end());
      }
      (clock == 0 ? s.bidTime : s.bidCpu) = summarise(bid);
      (clock == 0 ? s.playTime : s.playCpu) = summarise(play);
      bid.insert(bid.end(), play.begin(), play.end());
      (clock == 0 ? s.allTime : s.allCpu) = summarise(bid);
    }
  }
  for (int s = 0; s < 3; ++s) r.seatEatRate[static_cast<std::size_t>(s)] = static_cast<double>(seatEats[static_cast<std::size_t>(s)]) / std::max(1, r.games);
  return r;
}

}  // namespace bizon
