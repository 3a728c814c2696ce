#include "SearchPlayer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>

#include "BidModel.h"
#include "DealSampler.h"
#include "HeuristicPlayer.h"
#include "Knowledge.h"
#include "PlayModel.h"
#include "PlayReading.h"
#include "ViewHash.h"

namespace bizon {

namespace {

// Keeps `count` of the weighted candidates, each about as often as its weight says (systematic
// resampling: one random offset, so deterministic given the stream); repeats merge into one deal
// with the repeat count as its weight.
template <class Deal>
std::vector<Deal> resample(const std::vector<Deal>& candidates, int count, Random& random) {
  double total = 0;
  for (const Deal& d : candidates) total += d.weight;
  std::vector<Deal> kept;
  if (total <= 0) return kept;
  const double step = total / count;
  double next = step * random.fraction();
  double acc = 0;
  for (const Deal& d : candidates) {
    acc += d.weight;
    int picks = 0;
    while (next < acc) {
      ++picks;
      next += step;
    }
    if (picks > 0) {
      kept.push_back(d);
      kept.back().weight = picks;
    }
  }
  return kept;
}

// The seat who speaks at bid number i (0..5): dealer's left first, both rounds (R6, R7).
int bidderAt(const SeatView& view, int i) { return (index(view.dealer) + 1 + i) % 3; }

// A deal's value from the bounds its solve proved: the level when exact, else the middle.
double valueOf(Solver::Bounds b) { return (levelValue(b.lower) + levelValue(b.upper)) / 2.0; }
// A card's value in a deal for the side that plays it: what it proved at worst. A card the node
// limit never reached keeps the widest bounds, whose middle would look like a win to an Otter
// (it is how an Otter came to throw its aces onto the Bizon's winning trumps): unproven is worst.
double provenFor(Solver::Bounds b, bool bizon) { return levelValue(bizon ? b.lower : b.upper); }

// How likely a seat with these first five cards made the bids it made so far (the eat curves).
double bidsLikelihood(const SeatView& view, int seat, CardSet five) {
  double p = 1;
  for (std::size_t i = 0; i < view.bids.size(); ++i) {
    if (index(view.bids[i].seat) != seat) continue;
    const int round = i < 3 ? 1 : 2;
    const double eat = eatChance(strengthOfBid(five, *view.grass, round, view.bids[i].bid), round);
    p *= view.bids[i].bid.eat ? eat : 1 - eat;
  }
  return p;
}

// What the first n deals of a bid say of each option still considered (eat with trump t, bit t
// of `alive`) against passing: the weighted mean gain, the best option, the options now clearly
// worse than the best (more than z standard errors of the paired difference), and whether the
// choice is settled: each option z standard errors below passing, or the best z above passing
// and above each other option. The deals' weights count as repeats.
struct Gains {
  std::array<double, 3> mean{};
  int best = -1;
  unsigned worse = 0;
  double total = 0;
  bool settled = false;
};

template <class Deal>
Gains gains(const std::vector<Deal>& deals, const std::vector<std::array<double, 3>>& gain, int n, unsigned alive, double z) {
  Gains g;
  for (int i = 0; i < n; ++i) {
    const double w = deals[static_cast<std::size_t>(i)].weight;
    for (int t = 0; t < 3; ++t) g.mean[static_cast<std::size_t>(t)] += w * gain[static_cast<std::size_t>(i)][static_cast<std::size_t>(t)];
    g.total += w;
  }
  if (g.total == 0) return g;
  for (double& m : g.mean) m /= g.total;
  for (int t = 0; t < 3; ++t)
    if ((alive >> t & 1u) && (g.best < 0 || g.mean[static_cast<std::size_t>(t)] > g.mean[static_cast<std::size_t>(g.best)])) g.best = t;
  if (g.total < 2) return g;
  // Is the mean of x (per deal) more than z standard errors above zero?
  const auto above = [&](auto x) {
    double mean = 0, square = 0;
    for (int i = 0; i < n; ++i) mean += deals[static_cast<std::size_t>(i)].weight * x(i);
    mean /= g.total;
    for (int i = 0; i < n; ++i) square += deals[static_cast<std::size_t>(i)].weight * (x(i) - mean) * (x(i) - mean);
    return mean > z * std::sqrt(square / (g.total - 1) / g.total);
  };
  const auto at = [&](int i, int t) { return gain[static_cast<std::size_t>(i)][static_cast<std::size_t>(t)]; };
  bool allBelow = true;
  for (int t = 0; t < 3; ++t)
    if (alive >> t & 1u) allBelow = allBelow && above([&](int i) { return -at(i, t); });
  bool bestAbove = above([&](int i) { return at(i, g.best); });
  for (int t = 0; t < 3; ++t) {
    if (!(alive >> t & 1u) || t == g.best) continue;
    if (above([&](int i) { return at(i, g.best) - at(i, t); })) g.worse |= 1u << t;
    else bestAbove = false;
  }
  g.settled = allBelow || bestAbove;
  return g;
}

}  // namespace

SearchOptions SearchPlayer::normalOptions() {
  SearchOptions o;
  // A sound club player: bids by counting its hand, plays its first tricks by the club's rules
  // of thumb (masters first, feed the partner, get void to cut) and reads the last four exactly
  // by a light search. Searching every card, as hard does, made it hard's equal (hard ahead by
  // +0.03 to +0.12 SP per seat-game); with the rules until four cards are left it is weaker
  // against hard and still well above easy (how it was chosen: ai/bench/README.md).
  o.searchFrom = 4;
  o.samples = 6;
  o.searchBids = false;
  o.dealNodes = 60'000;
  return o;
}

SearchOptions SearchPlayer::hardOptions() {
  SearchOptions o;
  o.bidValues = BidValues::standard();
  // Reads the cards played: a deal is kept by how likely the others' bids and cards were in it,
  // out of more candidates, since that likelihood is far more peaked than the bids' alone (the
  // bits it gains: ai/bench/README.md).
  o.playModel = &PlayModel::standard();
  o.candidates = 8;
  return o;
}

SearchPlayer::SearchPlayer(std::uint64_t seed, SearchOptions options)
    : seed_(seed), options_(options), pool_(options.threads) {}

SolverPool::Deadline SearchPlayer::deadline() const {
  if (options_.capMillis <= 0) return SolverPool::never;
  return Solver::Clock::now() + std::chrono::milliseconds(options_.capMillis);
}

Packets SearchPlayer::choosePackets(const SeatView& view) {
  // Nothing in the view favours either (R16): a coin, seeded by the view.
  Random random = viewRandom(seed_, view);
  return random.below(2) ? Packets::TwoThree : Packets::ThreeTwo;
}

double bidLikelihood(const SeatView& view, int seat, CardSet original) {
  bool spoke = false;
  for (const BidEntry& b : view.bids) spoke = spoke || index(b.seat) == seat;
  if (!spoke) return 1;
  // Every five of the original cards is equally likely to have been the first five.
  std::array<Card, 8> cards{};
  int m = 0;
  for (Card c : original) cards[static_cast<std::size_t>(m++)] = c;
  double sum = 0;
  int subsets = 0;
  for (std::uint32_t pick = 0; pick < (1u << m); ++pick) {
    if (std::popcount(pick) != 5) continue;
    CardSet five;
    for (int i = 0; i < m; ++i)
      if (pick >> i & 1u) five.add(cards[static_cast<std::size_t>(i)]);
    sum += bidsLikelihood(view, seat, five);
    ++subsets;
  }
  return subsets ? sum / subsets : 1;
}

double othersBidLikelihood(const SeatView& view, const Knowledge& k, const std::array<CardSet, 3>& hands) {
  double p = 1;
  for (int s = 0; s < 3; ++s) {
    if (s == k.me) continue;
    CardSet original = hands[static_cast<std::size_t>(s)] | k.played[static_cast<std::size_t>(s)];
    if (view.bizon && index(*view.bizon) == s) original.remove(*view.grass);
    p *= bidLikelihood(view, s, original);
  }
  return p;
}

std::vector<SearchPlayer::PlayDeal> SearchPlayer::playDeals(const SeatView& view, Random& random) const {
  Knowledge k = knowledgeOf(view, options_.inference);
  DealSampler sampler(k);
  if (!sampler.consistent()) sampler = DealSampler(knowledgeOf(view, false));
  std::optional<PlayReading> reading;
  if (options_.inference && options_.playModel && options_.playWeight > 0) reading.emplace(view, *options_.playModel);
  auto weighed = [&](const std::array<CardSet, 3>& hands) {
    PlayDeal d;
    for (std::size_t s = 0; s < 3; ++s) d.hands[s] = hands[s].mask();
    if (!options_.inference) return d;
    d.weight = othersBidLikelihood(view, k, hands);
    if (reading && d.weight > 0) d.weight *= std::pow(reading->likelihood(hands), options_.playWeight);
    return d;
  };
  std::vector<PlayDeal> deals;
  const auto wanted = static_cast<std::uint64_t>(options_.samples);
  const int draws = options_.inference ? options_.samples * options_.candidates : options_.samples;
  // Few enough: every consistent deal, each with its likelihood; with the play model, as many as
  // the candidates, kept by likelihood.
  if (sampler.count() <= wanted || (reading && sampler.count() <= static_cast<std::uint64_t>(draws))) {
    for (std::uint64_t i = 0; i < sampler.count(); ++i) deals.push_back(weighed(sampler.nth(i)));
    if (sampler.count() <= wanted) return deals;
  } else {
    for (int i = 0; i < draws; ++i) deals.push_back(weighed(sampler.sample(random)));
  }
  if (!options_.inference) return deals;
  return resample(deals, options_.samples, random);
}

std::vector<SearchPlayer::BidDeal> SearchPlayer::bidDeals(const SeatView& view, Random& random) const {
  const int me = index(view.seat);
  const CardSet unknown = CardSet::all() - view.hand - CardSet::fromMask(1u << view.grass->index());
  std::array<Card, 18> cards{};
  int n = 0;
  for (Card c : unknown) cards[static_cast<std::size_t>(n++)] = c;
  // The earlier passes of the others tell something of their five cards: draw more deals than
  // needed and keep them by how likely those passes were.
  bool othersSpoke = false;
  for (const BidEntry& b : view.bids) othersSpoke = othersSpoke || index(b.seat) != me;
  const bool weigh = options_.readPasses && othersSpoke;
  const int draws = weigh ? options_.bidSamples * options_.candidates : options_.bidSamples;
  std::vector<BidDeal> deals;
  for (int i = 0; i < draws; ++i) {
    for (int j = 0; j < n - 1; ++j) std::swap(cards[static_cast<std::size_t>(j)], cards[static_cast<std::size_t>(j + static_cast<int>(random.below(static_cast<std::uint32_t>(n - j))))]);
    BidDeal d;
    d.five[static_cast<std::size_t>(me)] = view.hand;
    std::size_t next = 0;
    for (int s = 1; s <= 2; ++s)
      for (int j = 0; j < 5; ++j) d.five[static_cast<std::size_t>((me + s) % 3)].add(cards[next++]);
    for (Card& c : d.completion) c = cards[next++];
    for (double& u : d.draw) u = random.fraction();
    if (weigh)
      for (int s = 1; s <= 2; ++s) d.weight *= bidsLikelihood(view, (me + s) % 3, d.five[static_cast<std::size_t>((me + s) % 3)]);
    deals.push_back(d);
  }
  if (!weigh) return deals;
  return resample(deals, options_.bidSamples, random);
}

double SearchPlayer::gameValue(Solver& solver, const BidDeal& deal, const SeatView& view, int eater, Suit trump) const {
  Position p;
  for (std::size_t s = 0; s < 3; ++s) p.hands[s] = deal.five[s].mask();
  p.hands[static_cast<std::size_t>(eater)] |= 1u << view.grass->index();  // R9
  std::size_t next = 0;
  const int first = (index(view.dealer) + 1) % 3;
  for (int k = 0; k < 3; ++k) {
    const int s = (first + k) % 3;
    for (int j = 0, count = s == eater ? 2 : 3; j < count; ++j)
      p.hands[static_cast<std::size_t>(s)] |= 1u << deal.completion[next++].index();
  }
  p.leader = first;  // R10
  p.bizon = eater;
  p.trump = trump;
  const double v = valueOf(solver.bounds(p, options_.dealNodes)) + options_.eatBias;
  // Relative to the mean of the two others: the Bizon's value, or half its loss for an Otter.
  return eater == index(view.seat) ? v : -v / 2;
}

double SearchPlayer::passValue(Solver& solver, const BidDeal& deal, const SeatView& view) const {
  const Card grass = *view.grass;
  // My own later turn (round 2) is modelled the same way: cheap, and close enough.
  for (int i = static_cast<int>(view.bids.size()) + 1; i < 6; ++i) {
    const int s = bidderAt(view, i);
    const CardSet five = deal.five[static_cast<std::size_t>(s)];
    const int round = i < 3 ? 1 : 2;
    const Suit trump = round == 1 ? grass.suit() : bestRoundTwoTrump(five, grass);
    const double strength = round == 1 ? roundOneStrength(five, grass) : roundTwoStrength(five, grass, trump);
    if (deal.draw[static_cast<std::size_t>(i)] < eatChance(strength, round)) return gameValue(solver, deal, view, s, trump);
  }
  return 0.0;  // R8: everyone passes, nobody scores
}

Bid SearchPlayer::bid(const SeatView& view) {
  if (!options_.searchBids) {
    effort_ = {};
    return HeuristicPlayer::ruleBid(view);
  }
  const double shift = standing(view);
  if (const BidValues* values = options_.bidValues) {
    // The learned values settle the clear bids; the search is kept for the close ones.
    const Card grass = *view.grass;
    const int number = static_cast<int>(view.bids.size());
    std::optional<Suit> best;
    double bestGain = 0;
    for (Suit t : allSuits) {
      if ((view.round == 1) != (t == grass.suit())) continue;
      const double g = values->gain(number, view.hand, grass, t) + options_.eatMargin + shift;
      if (!best || g > bestGain) best = t, bestGain = g;
    }
    if (std::abs(bestGain) > options_.closeBand) {
      effort_ = {0, 0, false, false, *best, bestGain - options_.eatMargin - shift};
      if (bestGain < 0) return Bid::pass();
      return view.round == 1 ? Bid::eatGrass() : Bid::eatGrass(*best);
    }
  }
  return searchBid(view, shift);
}

Bid SearchPlayer::searchBid(const SeatView& view, double shift) {
  const SolverPool::Deadline until = deadline();  // the batches share it
  const std::uint64_t cutsBefore = pool_.cuts(), clockCutsBefore = pool_.clockCuts();
  Random random = viewRandom(seed_, view);
  const Card grass = *view.grass;
  const int me = index(view.seat);
  // The trumps to solve: the grass's suit in round 1 (R6), each other suit in round 2 (R7).
  std::array<Suit, 3> trumps{grass.suit(), grass.suit(), grass.suit()};
  int options = 1;
  if (view.round == 2) {
    options = 0;
    for (Suit s : allSuits)
      if (s != grass.suit()) trumps[static_cast<std::size_t>(options++)] = s;
  }
  const auto deals = bidDeals(view, random);
  // Per deal, the value of eating with each trump minus the value of passing.
  std::vector<std::array<double, 3>> gain(deals.size());
  unsigned alive = (1u << options) - 1;  // the trumps still worth solving
  const auto solve = [&](Solver& solver, int i) {
    const BidDeal& d = deals[static_cast<std::size_t>(i)];
    const double pass = passValue(solver, d, view);
    for (int t = 0; t < options; ++t)
      if (alive >> t & 1u)
        gain[static_cast<std::size_t>(i)][static_cast<std::size_t>(t)] =
            gameValue(solver, d, view, me, trumps[static_cast<std::size_t>(t)]) - pass + options_.eatMargin;
  };
  // In batches, stopping as soon as the choice is settled (most hands are a plain pass), and
  // dropping the trumps clearly worse than the best: the close choices get the deals.
  const int count = static_cast<int>(deals.size());
  const int batch = std::max(1, options_.bidBatch);
  int done = 0;
  Gains g;
  while (done < count) {
    const int end = pool_.run(done, std::min(count, done + batch), until, solve);
    const bool clock = end < std::min(count, done + batch) || pool_.clockCuts() > clockCutsBefore;
    done = end;
    g = gains(deals, gain, done, alive, options_.stopZ);
    if (g.best >= 0) effort_ = {done, count, pool_.cuts() > cutsBefore, clock, trumps[static_cast<std::size_t>(g.best)],
                                  g.mean[static_cast<std::size_t>(g.best)] - options_.eatMargin};
    else effort_ = {done, count, pool_.cuts() > cutsBefore, clock};
    if (clock || g.settled) break;
    alive &= ~g.worse;
  }
  if (g.total == 0) return HeuristicPlayer::ruleBid(view);
  if (g.mean[static_cast<std::size_t>(g.best)] + shift <= 0) return Bid::pass();
  return view.round == 1 ? Bid::eatGrass() : Bid::eatGrass(trumps[static_cast<std::size_t>(g.best)]);
}

double standingShift(int gamesLeft, int lead, int lastGames) {
  if (gamesLeft < 1 || gamesLeft > lastGames) return 0;
  // Behind by a win's worth (3 SP, R13) with one game left is worth the most risk.
  return std::clamp(-lead / (1.5 * gamesLeft), -2.0, 2.0);
}

double SearchPlayer::standing(const SeatView& view) const {
  if (options_.setGames <= 0) return 0;
  int best = std::numeric_limits<int>::min();
  for (Seat s : allSeats)
    if (s != view.seat) best = std::max(best, totals_[s]);
  return standingShift(options_.setGames - gamesScored_, totals_[view.seat] - best, options_.lastGames);
}

void SearchPlayer::gameOver(const Score& score) {
  if (options_.setGames <= 0) return;
  if (gamesScored_ == options_.setGames) gamesScored_ = 0, totals_ = {};
  ++gamesScored_;
  for (Seat s : allSeats) totals_[s] += score.sp[s];
}

Card SearchPlayer::play(const SeatView& view) {
  if (view.hand.size() > options_.searchFrom) {
    effort_ = {};
    return HeuristicPlayer::ruleCard(view);
  }
  const SolverPool::Deadline until = deadline();
  const std::uint32_t moves = Solver::distinctMoves(view.legal.mask());
  if (std::popcount(moves) == 1) {
    effort_ = {};
    return Card::fromIndex(std::countr_zero(moves));
  }
  Random random = viewRandom(seed_, view);
  const auto deals = playDeals(view, random);

  const Position p = seenPosition(view);

  // Every deal started counts, a deal cut short with the bounds it proved.
  const std::uint64_t cutsBefore = pool_.cuts(), clockCutsBefore = pool_.clockCuts();
  std::vector<std::array<Solver::Bounds, deckSize>> bounds(deals.size());
  const int solved = pool_.run(0, static_cast<int>(deals.size()), until, [&](Solver& solver, int i) {
    Position q = p;
    q.hands = deals[static_cast<std::size_t>(i)].hands;
    solver.evaluate(q, moves, bounds[static_cast<std::size_t>(i)], options_.dealNodes);
  });
  effort_ = {solved, static_cast<int>(deals.size()), pool_.cuts() > cutsBefore,
             solved < static_cast<int>(deals.size()) || pool_.clockCuts() > clockCutsBefore};
  const bool bizon = index(*view.bizon) == index(view.seat);
  std::array<double, deckSize> sum{};
  double total = 0;
  for (int i = 0; i < solved; ++i) {
    const double w = deals[static_cast<std::size_t>(i)].weight;
    for (Card c : CardSet::fromMask(moves))
      sum[static_cast<std::size_t>(c.index())] += w * provenFor(bounds[static_cast<std::size_t>(i)][static_cast<std::size_t>(c.index())], bizon);
    total += w;
  }
  const auto scores = HeuristicPlayer::cardScores(view);
  // The Bizon maximises the average value, an Otter minimises it; ties go to the rules of thumb.
  const double sign = bizon ? 1 : -1;
  const double tolerance = 1e-9 * total;
  Card best = CardSet::fromMask(moves).first();
  for (Card c : CardSet::fromMask(moves)) {
    const double v = sign * sum[static_cast<std::size_t>(c.index())], b = sign * sum[static_cast<std::size_t>(best.index())];
    if (v > b + tolerance || (v > b - tolerance && scores[static_cast<std::size_t>(c.index())] > scores[static_cast<std::size_t>(best.index())])) best = c;
  }
  return best;
}

}  // namespace bizon
