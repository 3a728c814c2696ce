#include "Solver.h"

#include <algorithm>
#include <bit>
#include <ctime>

namespace bizon {

namespace {

constexpr std::uint32_t suitMask(int suit) { return 0x3Fu << (suit * 6); }
// The cards of c's suit stronger than c.
constexpr std::uint32_t above(int c) { return suitMask(c / 6) & ~((2u << c) - 1); }
constexpr int pointsOf(int c) {
  constexpr std::array<int, 6> table{0, 0, 1, 2, 3, 4};
  return table[static_cast<std::size_t>(c % 6)];
}
// Every card index up to the highest card of m (none if m is empty).
constexpr std::uint32_t lowerOrEqual(std::uint32_t m) {
  return m ? (2u << (31 - std::countl_zero(m))) - 1 : 0;
}
// R11 on card indices: does the challenger beat the best card so far?
constexpr bool wins(int challenger, int best, int trump) {
  if (challenger / 6 == best / 6) return challenger > best;
  return challenger / 6 == trump;
}

}  // namespace

double threadCpuSeconds() {
#ifdef CLOCK_THREAD_CPUTIME_ID
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
#else
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

Solver::Solver(int tableBits)
    : table_(std::size_t{1} << tableBits), tableShift_(64 - tableBits) {}

void Solver::load(const Position& p) {
  hands_ = p.hands;
  gp_ = p.gp;
  onTable_ = p.onTable;
  for (int i = 0; i < p.onTable; ++i) trick_[static_cast<std::size_t>(i)] = p.table[static_cast<std::size_t>(i)].index();
  leader_ = p.leader;
  bizon_ = p.bizon;
  otterA_ = (p.bizon + 1) % 3;
  otterB_ = (p.bizon + 2) % 3;
  trump_ = static_cast<int>(p.trump);
  // A new deal: positions keyed by the cards left mean something else now.
  ++generation_;
  aborted_ = timedOut_ = false;
}

std::optional<int> Solver::solve(const Position& position, std::uint64_t maxNodes) {
  const Bounds b = bounds(position, maxNodes);
  if (!b.exact()) return std::nullopt;
  return b.lower;
}

Solver::Bounds Solver::bounds(const Position& position, std::uint64_t maxNodes) {
  load(position);
  limit_ = maxNodes == 0 ? ~std::uint64_t{0} : nodes_ + maxNodes;
  exact(Lost);
  cuts_ += aborted_;
  clockCuts_ += timedOut_;
  return {lower_, upper_};
}

// MTD: null-window tests "is the level above g?" walked up or down from a guess; on five levels
// these prove far less than one wide window.
void Solver::exact(int guess) {
  lower_ = LostZero;
  upper_ = WonAll;
  int g = guess;
  while (lower_ < upper_) {
    const int t = std::clamp(g, lower_, upper_ - 1);  // test: level > t ?
    const int v = search(t, t + 1);
    if (aborted_) return;
    if (v > t) lower_ = v;
    else upper_ = v;
    g = v > t ? v : v - 1;
  }
}

bool Solver::evaluate(const Position& position, std::uint32_t moves, std::array<std::int8_t, deckSize>& levels,
                      std::uint64_t maxNodes) {
  std::array<Bounds, deckSize> b{};
  if (!evaluate(position, moves, b, maxNodes)) return false;
  for (Card c : CardSet::fromMask(moves)) levels[static_cast<std::size_t>(c.index())] = static_cast<std::int8_t>(b[static_cast<std::size_t>(c.index())].lower);
  return true;
}

bool Solver::evaluate(const Position& position, std::uint32_t moves, std::array<Bounds, deckSize>& bounds,
                      std::uint64_t maxNodes) {
  for (Card c : CardSet::fromMask(moves)) bounds[static_cast<std::size_t>(c.index())] = Bounds{};
  load(position);
  limit_ = maxNodes == 0 ? ~std::uint64_t{0} : nodes_ + maxNodes;
  const int player = (leader_ + onTable_) % 3;
  std::array<int, 8> ordered{};
  // Order as the search would, so that the table fills with the likely best line first.
  std::uint32_t rest = moves;
  int n = order(moves, player, -1, ordered);
  for (int i = 0; i < n; ++i) rest &= ~(1u << ordered[static_cast<std::size_t>(i)]);
  for (int i = 0; i < n || rest; ++i) {
    int c;
    if (i < n) {
      c = ordered[static_cast<std::size_t>(i)];
    } else {
      c = std::countr_zero(rest);  // merged-away equivalents asked for explicitly
      rest &= rest - 1;
    }
    const Undo u = play(player, c);
    exact(Lost);
    bounds[static_cast<std::size_t>(c)] = {lower_, upper_};
    undo(player, c, u);
    if (aborted_) {
      ++cuts_;
      clockCuts_ += timedOut_;
      return false;
    }
  }
  return true;
}

Solver::Undo Solver::play(int player, int c) {
  Undo u{leader_, onTable_, gp_, trick_};
  hands_[static_cast<std::size_t>(player)] &= ~(1u << c);
  trick_[static_cast<std::size_t>(onTable_)] = c;
  if (++onTable_ == 3) {
    int best = 0;
    for (int i = 1; i < 3; ++i)
      if (wins(trick_[static_cast<std::size_t>(i)], trick_[static_cast<std::size_t>(best)], trump_)) best = i;
    const int winner = (leader_ + best) % 3;
    gp_[static_cast<std::size_t>(winner)] += pointsOf(trick_[0]) + pointsOf(trick_[1]) + pointsOf(trick_[2]);
    leader_ = winner;
    onTable_ = 0;
  }
  return u;
}

void Solver::undo(int player, int c, const Undo& u) {
  hands_[static_cast<std::size_t>(player)] |= 1u << c;
  leader_ = u.leader;
  onTable_ = u.onTable;
  gp_ = u.gp;
  trick_ = u.trick;  // the tricks below overwrote the one in progress here
}

int Solver::lastTrick() {
  std::array<int, 3> cards{};
  for (int i = 0; i < 3; ++i) cards[static_cast<std::size_t>(i)] = std::countr_zero(hands_[static_cast<std::size_t>((leader_ + i) % 3)]);
  int best = 0;
  for (int i = 1; i < 3; ++i)
    if (wins(cards[static_cast<std::size_t>(i)], cards[static_cast<std::size_t>(best)], trump_)) best = i;
  std::array<int, 3> gp = gp_;
  gp[static_cast<std::size_t>((leader_ + best) % 3)] += pointsOf(cards[0]) + pointsOf(cards[1]) + pointsOf(cards[2]);
  return levelOf(gp[static_cast<std::size_t>(bizon_)],
                 std::max(gp[static_cast<std::size_t>(otterA_)], gp[static_cast<std::size_t>(otterB_)]));
}

// Scores each distinct legal card so that likely best moves come first: masters that cannot be
// cut, cheap wins, points fed to a winning partner, and low discards.
int Solver::order(std::uint32_t legal, int player, int hint, std::array<int, 8>& moves) const {
  const std::uint32_t distinct = distinctMoves(legal);
  const std::uint32_t trumps = suitMask(trump_);
  std::array<int, 8> score{};
  int n = 0;
  const bool otter = player != bizon_;
  for (std::uint32_t m = distinct; m; m &= m - 1) {
    const int c = std::countr_zero(m);
    const int pts = pointsOf(c), rank = c % 6, suit = c / 6;
    int s;
    if (onTable_ == 0) {
      bool master = true, cut = false;
      for (int q = 0; q < 3; ++q) {
        if (q == player) continue;
        const std::uint32_t h = hands_[static_cast<std::size_t>(q)];
        if (h & above(c)) master = false;
        const bool opponent = otter ? q == bizon_ : true;
        if (opponent && suit != trump_ && !(h & suitMask(suit)) && (h & trumps)) cut = true;
      }
      if (master && !cut) s = 70 + pts;
      else if (master) s = 20 + pts;
      else s = 40 - rank - 2 * pts;
    } else {
      int best = trick_[0], bestAt = 0;
      if (onTable_ == 2 && wins(trick_[1], best, trump_)) best = trick_[1], bestAt = 1;
      const int winner = (leader_ + bestAt) % 3;
      const bool partnerWinning = otter && winner != bizon_;
      const bool beats = wins(c, best, trump_);
      if (onTable_ == 2) {
        if (partnerWinning) s = beats ? 10 - pts : 50 + 4 * pts;
        else s = beats ? 60 + 4 * pts - rank : 30 - 4 * pts - rank;
      } else {
        const int next = (player + 1) % 3;
        const std::uint32_t h = hands_[static_cast<std::size_t>(next)];
        const std::uint32_t led = suitMask(trick_[0] / 6);
        // Can the last player beat card x? Follow higher, or cut when void in the led suit.
        auto beatable = [&](int x) {
          if (h & led) return (h & above(x)) != 0 && (x / 6 == trick_[0] / 6);
          if (x / 6 == trump_) return (h & above(x)) != 0;
          return (h & trumps) != 0;
        };
        const bool nextIsPartner = otter && next != bizon_;
        if (beats) s = (!beatable(c) || nextIsPartner) ? 60 + 4 * pts : 35 - rank;
        else if (partnerWinning && !beatable(best)) s = 45 + 4 * pts;
        else s = 30 - 4 * pts - rank;
      }
    }
    if (c == hint) s += 1000;
    // Insertion by score, highest first.
    int i = n++;
    while (i > 0 && score[static_cast<std::size_t>(i - 1)] < s) {
      score[static_cast<std::size_t>(i)] = score[static_cast<std::size_t>(i - 1)];
      moves[static_cast<std::size_t>(i)] = moves[static_cast<std::size_t>(i - 1)];
      --i;
    }
    score[static_cast<std::size_t>(i)] = s;
    moves[static_cast<std::size_t>(i)] = c;
  }
  return n;
}

int Solver::search(int alpha, int beta) {
  if (++nodes_ > limit_) aborted_ = true;
  else if ((nodes_ & 1023) == 0 && (Clock::now() > deadline_ || (stop_ && stop_->load(std::memory_order_relaxed))))
    aborted_ = timedOut_ = true;
  if (aborted_) return 0;
  Entry* entry = nullptr;
  std::uint64_t key = 0;
  int hint = -1;
  if (onTable_ == 0) {
    const std::uint32_t remaining = hands_[0] | hands_[1] | hands_[2];
    const int b = gp_[static_cast<std::size_t>(bizon_)], o1 = gp_[static_cast<std::size_t>(otterA_)],
              o2 = gp_[static_cast<std::size_t>(otterB_)];
    const int out = 40 - b - o1 - o2;
    const int best = std::max(o1, o2);
    // The points still out bound the outcome: all to the best Otter, or all to the Bizon. A trump
    // above every trump of the other side wins its trick whenever it is played, so its own points
    // are locked for its side.
    const std::uint32_t trumps = suitMask(trump_);
    const std::uint32_t bizonTrumps = hands_[static_cast<std::size_t>(bizon_)] & trumps;
    const std::uint32_t otterTrumps = (remaining & trumps) & ~bizonTrumps;
    const int bizonLocked = CardSet::fromMask(bizonTrumps & ~lowerOrEqual(otterTrumps)).points();
    const int otterLocked = CardSet::fromMask(otterTrumps & ~lowerOrEqual(bizonTrumps)).points();
    const int low = levelOf(b + bizonLocked, best + out - bizonLocked);
    const int high = levelOf(b + out - otterLocked, best);
    if (low == high || low >= beta) return low;
    if (high <= alpha) return high;
    if (std::popcount(remaining) == 3) return lastTrick();
    key = remaining | static_cast<std::uint64_t>(leader_) << 24 | static_cast<std::uint64_t>(b) << 26 |
          static_cast<std::uint64_t>(o1) << 32;
    entry = &table_[static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> tableShift_)];
    if (entry->generation == generation_ && entry->key == key) {
      if (entry->lower >= beta) return entry->lower;
      if (entry->upper <= alpha) return entry->upper;
      if (entry->lower == entry->upper) return entry->lower;
      alpha = std::max(alpha, static_cast<int>(entry->lower) - 1);
      beta = std::min(beta, static_cast<int>(entry->upper) + 1);
      hint = entry->best;
    }
  }
  const int searchedAlpha = alpha, searchedBeta = beta;

  const int player = (leader_ + onTable_) % 3;
  std::uint32_t legal = hands_[static_cast<std::size_t>(player)];
  if (onTable_ > 0) {
    const std::uint32_t follow = legal & suitMask(trick_[0] / 6);
    if (follow) legal = follow;
  }
  std::array<int, 8> moves{};
  const int n = order(legal, player, hint, moves);
  const bool maximising = player == bizon_;
  int bestValue = maximising ? -1 : 5;
  int bestMove = moves[0];
  for (int i = 0; i < n; ++i) {
    const int c = moves[static_cast<std::size_t>(i)];
    const Undo u = play(player, c);
    const int v = search(alpha, beta);
    undo(player, c, u);
    if (aborted_) return 0;  // nothing below is true any more: store nothing
    if (maximising) {
      if (v > bestValue) bestValue = v, bestMove = c;
      if (v > alpha) alpha = v;
    } else {
      if (v < bestValue) bestValue = v, bestMove = c;
      if (v < beta) beta = v;
    }
    if (alpha >= beta) break;
  }

  if (entry) {
    // Fail-soft result against the window actually searched: an exact value, or one bound.
    if (entry->generation != generation_ || entry->key != key) {
      entry->generation = generation_;
      entry->key = key;
      entry->lower = 0;
      entry->upper = 4;
    }
    if (bestValue > searchedAlpha && bestValue < searchedBeta) {
      entry->lower = entry->upper = static_cast<std::int8_t>(bestValue);
    } else if (bestValue >= searchedBeta) {
      entry->lower = static_cast<std::int8_t>(std::max(static_cast<int>(entry->lower), bestValue));
    } else {
      entry->upper = static_cast<std::int8_t>(std::min(static_cast<int>(entry->upper), bestValue));
    }
    entry->best = static_cast<std::int8_t>(bestMove);
  }
  return bestValue;
}

}  // namespace bizon
