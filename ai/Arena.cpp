#include "Arena.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <ctime>
#include <memory>
#include <stdexcept>

#include "CheatPlayer.h"
#include "Deck.h"
#include "Game.h"
#include "Player.h"
#include "SearchPlayer.h"
#include "SeatView.h"
#include "Solver.h"
#include "seats/Table.h"
#include "work/ForEach.h"

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

// What one thread measured of its decisions.
struct Tally {
  Times times;
  // Search effort per side and kind of decision: decisions, deals solved, decisions with a solve
  // cut at its node limit, decisions the safety net's clock cut.
  std::array<std::array<std::array<double, 4>, 2>, 2> effort{};
  // Program faults per side and kind.
  std::array<std::array<int, 4>, 2> faults{};

  void count(Player& player, std::size_t side) {
    for (const BotFault& f : player.takeFaults()) ++faults[side][f.kind];
  }
};

// One player per side and seat, kept across games: decisions depend on seed and view only.
using Players = std::array<std::array<std::unique_ptr<Player>, 3>, 2>;

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

void Arena::checkKind(const std::string& kind) {
  // A program is started once (and sent bye) to know that it can be.
  if (!makeArenaPlayer(kind, 0, Chair{})) throw std::invalid_argument("unknown player kind " + kind);
}

Arena::Arena(ArenaOptions options) : options_(std::move(options)) {
  checkKind(options_.a);
  checkKind(options_.b);
}

namespace {

// A seat of the arena: its player's decisions timed, their effort and the faults counted.
class TimedSeat : public SeatPort {
 public:
  TimedSeat(Player& player, std::size_t side, Tally& tally) : player_(&player), side_(side), tally_(&tally) {}

  bool decide(const SeatView& view, int /*turn*/, Move& move) override {
    const std::size_t kind = view.decision == Decision::Bid ? 0 : 1;
    const auto t0 = std::chrono::steady_clock::now();
    const double cpu0 = threadCpuSeconds() * 1e6;
    move = player_->decide(view);
    const double cpu = threadCpuSeconds() * 1e6 - cpu0;
    const double wall = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    tally_->times[side_][kind][0].push_back(wall);
    tally_->times[side_][kind][1].push_back(cpu);
    tally_->count(*player_, side_);
    if (const auto* search = dynamic_cast<const SearchPlayer*>(player_); search && search->lastEffort().sampled > 0) {
      auto& e = tally_->effort[side_][kind];
      e[0] += 1;
      e[1] += search->lastEffort().solved;
      e[2] += search->lastEffort().cut;
      e[3] += search->lastEffort().clock;
    }
    return true;
  }
  void gameOver(const Score& score) override {
    player_->gameOver(score);
    // A program may die between decisions, found out only when told the game is over.
    tally_->count(*player_, side_);
  }

 private:
  Player* player_;
  std::size_t side_;
  Tally* tally_;
};

// The deal played in one seating, on a table of one game: record.isA says which side sits where.
void playSeating(const ArenaOptions& options, const SeededDeal& deal, Players& players, ArenaGame& record, Tally& tally) {
  const GameRecord dealt = deal.record();
  std::vector<TimedSeat> seats;
  seats.reserve(3);
  PerSeat<SeatPort*> ports;
  for (std::size_t s = 0; s < 3; ++s) {
    const std::size_t side = record.isA[s] ? 0 : 1;
    ports[seatAt(static_cast<int>(s))] = &seats.emplace_back(*players[side][s], side, tally);
  }
  Table table(Match({0, Shuffle::Full, 1}, std::span(&dealt, 1)), ports);
  for (auto& side : players)
    for (auto& p : side)
      if (auto* cheat = dynamic_cast<CheatPlayer*>(p.get())) cheat->watch(table.match().game());
  if (auto refusal = table.run()) {
    const bool a = record.isA[static_cast<std::size_t>(index(refusal->seat))];
    throw std::logic_error("arena: " + (a ? options.a : options.b) + " made an illegal choice: " + describe(*refusal));
  }
  record.score = table.match().scores().back();
}

// The deal in its six seatings: A alone in each seat, then B alone in each seat.
void playDeal(const ArenaOptions& options, int number, Players& players, DealResult& result, Tally& tally) {
  const SeededDeal deal(options.seed, number);
  for (int seating = 0; seating < 6; ++seating) {
    ArenaGame& record = result.games[static_cast<std::size_t>(seating)];
    for (int s = 0; s < 3; ++s) record.isA[static_cast<std::size_t>(s)] = seating < 3 ? s == seating : s != seating - 3;
    playSeating(options, deal, players, record, tally);
  }
}

// The games' outcomes: SP per side and deal, the Bizons' and Otters' records, the eats; the
// paired difference per deal and its 95% interval.
void scoreDeals(const std::vector<DealResult>& results, ArenaResult& r) {
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
        const auto side = static_cast<std::size_t>(g.isA[static_cast<std::size_t>(s)] ? 0 : 1);
        const double points = g.score.sp[seatAt(s)];
        dealSp[side] += points;
        sp[side] += points;
        ++seatGames[side];
        if (!g.score.bizon) continue;
        SideSummary& mine = *sides[side];
        const bool won = g.score.outcome == Outcome::BizonWon || g.score.outcome == Outcome::BizonWonAll;
        if (index(*g.score.bizon) == s) {
          ++mine.bizonGames;
          mine.bizonWins += won;
          mine.bizonTies += g.score.outcome == Outcome::BizonTie;
          ++eats[side];
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
  for (std::size_t side = 0; side < 2; ++side) {
    sides[side]->spPerGame = sp[side] / std::max(1, seatGames[side]);
    sides[side]->eatRate = static_cast<double>(eats[side]) / std::max(1, seatGames[side]);
  }
  for (std::size_t s = 0; s < 3; ++s) r.seatEatRate[s] = static_cast<double>(seatEats[s]) / std::max(1, r.games);
}

// A side's faults, search effort and decision times, over every thread's tally.
void measureSide(const std::vector<Tally>& tallies, std::size_t side, SideSummary& s) {
  for (const Tally& t : tallies)
    for (std::size_t k = 0; k < 4; ++k) s.faults[k] += t.faults[side][k];
  for (std::size_t kind = 0; kind < 2; ++kind) {
    std::array<double, 4> sum{};
    for (const Tally& t : tallies)
      for (std::size_t i = 0; i < 4; ++i) sum[i] += t.effort[side][kind][i];
    SideSummary::Effort& out = kind == 0 ? s.bidEffort : s.playEffort;
    out.decisions = static_cast<std::size_t>(sum[0]);
    out.clockCuts = static_cast<std::size_t>(sum[3]);
    if (sum[0] > 0) out.meanDeals = sum[1] / sum[0], out.cutRate = sum[2] / sum[0];
  }
  for (std::size_t clock = 0; clock < 2; ++clock) {
    std::vector<double> bid, play;
    for (const Tally& t : tallies) {
      const auto& mine = t.times[side];
      bid.insert(bid.end(), mine[0][clock].begin(), mine[0][clock].end());
      play.insert(play.end(), mine[1][clock].begin(), mine[1][clock].end());
    }
    (clock == 0 ? s.bidTime : s.bidCpu) = summarise(bid);
    (clock == 0 ? s.playTime : s.playCpu) = summarise(play);
    bid.insert(bid.end(), play.begin(), play.end());
    (clock == 0 ? s.allTime : s.allCpu) = summarise(bid);
  }
}

}  // namespace

ArenaResult Arena::run() {
  const int deals = options_.deals;
  const int threads = std::max(1, options_.threads);
  std::vector<DealResult> results(static_cast<std::size_t>(deals));
  std::vector<Tally> tallies(static_cast<std::size_t>(threads));
  std::atomic<int> done{0};
  const auto start = std::chrono::steady_clock::now();

  // Both sides take the same seed in a seat (common random numbers): where A and B would decide
  // alike they do, so the paired difference holds only what sets them apart, not sampling luck.
  // Each thread has its own players, made once it has a deal.
  std::vector<Players> players(static_cast<std::size_t>(threads));
  const auto seatPlayers = [&](Players& mine) {
    for (std::size_t side = 0; side < 2; ++side)
      for (int s = 0; s < 3; ++s)
        mine[side][static_cast<std::size_t>(s)] =
            makeArenaPlayer(side == 0 ? options_.a : options_.b, seeds::builtInPlayer(options_.seed, seatAt(s)),
                            arenaChair(options_, s));
  };
  work::forEach(static_cast<std::size_t>(deals), threads, [&](int thread, std::size_t d) {
    Players& mine = players[static_cast<std::size_t>(thread)];
    if (!mine[0][0]) seatPlayers(mine);
    playDeal(options_, static_cast<int>(d), mine, results[d], tallies[static_cast<std::size_t>(thread)]);
    const int n = ++done;
    if (options_.progress) options_.progress(n, deals);
  });

  ArenaResult r;
  r.options = options_;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  scoreDeals(results, r);
  measureSide(tallies, 0, r.a);
  measureSide(tallies, 1, r.b);
  return r;
}

}  // namespace bizon
