#include "SearchPlayer.h"

#include <algorithm>
#include <bit>

#include "BidModel.h"
#include "DealSampler.h"
#include "HeuristicPlayer.h"
#include "Knowledge.h"
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
  double next = step * (static_cast<double>(random.below(1u << 20)) / static_cast<double>(1u << 20));
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

}  // namespace

SearchOptions SearchPlayer::normalOptions() {
  SearchOptions o;
  o.samples = 8;
  o.bidSamples = 8;
  o.nodeBudget = 120'000;
  o.bidBudget = 80'000;
  o.dealLimit = 60'000;
  return o;
}

SearchOptions SearchPlayer::hardOptions() { return SearchOptions{}; }

SearchPlayer::SearchPlayer(std::uint64_t seed, SearchOptions options)
    : seed_(seed), options_(options), solver_(16) {}

Packets SearchPlayer::choosePackets(const SeatView& view) {
  // Nothing in the view favours either (R16): a coin, seeded by the view.
  Random random(Random::derive(seed_, viewHash(view)));
  return random.below(2) ? Packets::TwoThree : Packets::ThreeTwo;
}

double bidLikelihood(const SeatView& view, int seat, CardSet original) {
  const Card grass = *view.grass;
  struct Said {
    int round;
    Bid bid;
  };
  std::array<Said, 2> said{};
  int n = 0;
  for (std::size_t i = 0; i < view.bids.size(); ++i)
    if (index(view.bids[i].seat) == seat) said[static_cast<std::size_t>(n++)] = {i < 3 ? 1 : 2, view.bids[i].bid};
  if (n == 0) return 1;
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
    double p = 1;
    for (int j = 0; j < n; ++j) {
      const Said& s = said[static_cast<std::size_t>(j)];
      const double eat = eatChance(strengthOfBid(five, grass, s.round, s.bid), s.round);
      p *= s.bid.eat ? eat : 1 - eat;
    }
    sum += p;
    ++subsets;
  }
  return subsets ? sum / subsets : 1;
}

std::vector<SearchPlayer::PlayDeal> SearchPlayer::playDeals(const SeatView& view, Random& random) const {
  Knowledge k = knowledgeOf(view, options_.inference);
  DealSampler sampler(k);
  if (!sampler.consistent()) sampler = DealSampler(knowledgeOf(view, false));
  auto weigh = [&](PlayDeal& d) {
    if (!options_.inference) return;
    for (int s = 0; s < 3; ++s) {
      if (s == k.me) continue;
      CardSet original = CardSet::fromMask(d.hands[static_cast<std::size_t>(s)]) | k.played[static_cast<std::size_t>(s)];
      if (view.bizon && index(*view.bizon) == s) original.remove(*view.grass);
      d.weight *= bidLikelihood(view, s, original);
    }
  };
  auto dealOf = [](const std::array<CardSet, 3>& hands) {
    PlayDeal d;
    for (std::size_t s = 0; s < 3; ++s) d.hands[s] = hands[s].mask();
    return d;
  };
  std::vector<PlayDeal> deals;
  const auto wanted = static_cast<std::uint64_t>(options_.samples);
  if (sampler.count() <= wanted) {
    // Few enough: every consistent deal, each with its likelihood.
    for (std::uint64_t i = 0; i < sampler.count(); ++i) {
      deals.push_back(dealOf(sampler.nth(i)));
      weigh(deals.back());
    }
    return deals;
  }
  const int draws = options_.inference ? options_.samples * options_.candidates : options_.samples;
  for (int i = 0; i < draws; ++i) {
    deals.push_back(dealOf(sampler.sample(random)));
    weigh(deals.back());
  }
  if (!options_.inference) return deals;
  return resample(deals, options_.samples, random);
}

std::vector<SearchPlayer::BidDeal> SearchPlayer::bidDeals(const SeatView& view, Random& random) const {
  // Uniform deals of the unseen cards, with or without inference: weighting them by the earlier
  // passes made the bids measurably worse (more eats that lost), so bids do not read them.
  const int me = index(view.seat);
  const CardSet unknown = CardSet::all() - view.hand - CardSet::fromMask(1u << view.grass->index());
  std::array<Card, 18> cards{};
  int n = 0;
  for (Card c : unknown) cards[static_cast<std::size_t>(n++)] = c;
  std::vector<BidDeal> deals;
  for (int i = 0; i < options_.bidSamples; ++i) {
    for (int j = 0; j < n - 1; ++j) std::swap(cards[static_cast<std::size_t>(j)], cards[static_cast<std::size_t>(j + static_cast<int>(random.below(static_cast<std::uint32_t>(n - j))))]);
    BidDeal d;
    d.five[static_cast<std::size_t>(me)] = view.hand;
    std::size_t next = 0;
    for (int s = 1; s <= 2; ++s)
      for (int j = 0; j < 5; ++j) d.five[static_cast<std::size_t>((me + s) % 3)].add(cards[next++]);
    for (Card& c : d.completion) c = cards[next++];
    deals.push_back(d);
  }
  return deals;
}

std::optional<double> SearchPlayer::gameValue(const BidDeal& deal, const SeatView& view, int eater, Suit trump) {
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
  const auto level = solver_.solve(p, options_.dealLimit);
  if (!level) return std::nullopt;
  const double v = levelValue(*level) + options_.eatBias;
  // Relative to the mean of the two others: the Bizon's value, or half its loss for an Otter.
  return eater == index(view.seat) ? v : -v / 2;
}

std::optional<double> SearchPlayer::passValue(const BidDeal& deal, const SeatView& view) {
  const Card grass = *view.grass;
  // My own later turn (round 2) follows the rules of thumb too: cheap, and close enough.
  for (int i = static_cast<int>(view.bids.size()) + 1; i < 6; ++i) {
    const int s = bidderAt(view, i);
    const CardSet five = deal.five[static_cast<std::size_t>(s)];
    if (i < 3) {
      if (roundOneStrength(five, grass) >= roundOneCurve.threshold) return gameValue(deal, view, s, grass.suit());
    } else {
      const Suit t = bestRoundTwoTrump(five, grass);
      if (roundTwoStrength(five, grass, t) >= roundTwoCurve.threshold) return gameValue(deal, view, s, t);
    }
  }
  return 0.0;  // R8: everyone passes, nobody scores
}

Bid SearchPlayer::bid(const SeatView& view) {
  Random random(Random::derive(seed_, viewHash(view)));
  const Card grass = *view.grass;
  const int me = index(view.seat);
  // The trumps worth solving: the grass's suit in round 1 (R6); in round 2 the two likeliest
  // of the three others (R7), by the rules of thumb.
  std::array<Suit, 2> trumps{grass.suit(), grass.suit()};
  int options = 1;
  if (view.round == 2) {
    std::array<std::pair<double, Suit>, 3> ranked{};
    int r = 0;
    for (Suit s : allSuits)
      if (s != grass.suit()) ranked[static_cast<std::size_t>(r++)] = {roundTwoStrength(view.hand, grass, s), s};
    std::sort(ranked.begin(), ranked.end(), [](auto a, auto b) { return a.first > b.first || (a.first == b.first && a.second < b.second); });
    trumps = {ranked[0].second, ranked[1].second};
    options = 2;
  }
  const auto deals = bidDeals(view, random);
  std::array<double, 2> eat{};
  double pass = 0, total = 0;
  const std::uint64_t start = solver_.nodes();
  for (const BidDeal& d : deals) {
    if (solver_.nodes() - start > options_.bidBudget && total > 0) break;
    std::array<double, 2> e{};
    bool ok = true;
    for (int t = 0; t < options && ok; ++t) {
      const auto v = gameValue(d, view, me, trumps[static_cast<std::size_t>(t)]);
      ok = v.has_value();
      if (ok) e[static_cast<std::size_t>(t)] = *v;
    }
    const auto p = ok ? passValue(d, view) : std::nullopt;
    if (!p) continue;  // the same deals for every option, or none
    for (int t = 0; t < options; ++t) eat[static_cast<std::size_t>(t)] += d.weight * e[static_cast<std::size_t>(t)];
    pass += d.weight * *p;
    total += d.weight;
  }
  if (total == 0) return HeuristicPlayer::ruleBid(view);
  const int best = options == 2 && eat[1] > eat[0] ? 1 : 0;
  if (eat[static_cast<std::size_t>(best)] <= pass) return Bid::pass();
  return view.round == 1 ? Bid::eatGrass() : Bid::eatGrass(trumps[static_cast<std::size_t>(best)]);
}

Card SearchPlayer::play(const SeatView& view) {
  const std::uint32_t moves = Solver::distinctMoves(view.legal.mask());
  if (std::popcount(moves) == 1) return Card::fromIndex(std::countr_zero(moves));
  Random random(Random::derive(seed_, viewHash(view)));
  const auto deals = playDeals(view, random);

  Position p;
  for (const Trick& t : view.tricks) p.gp[static_cast<std::size_t>(index(t.winner))] += t.points();
  p.onTable = static_cast<int>(view.currentTrick.size());
  for (std::size_t i = 0; i < view.currentTrick.size(); ++i) p.table[i] = view.currentTrick[i];
  p.leader = (index(view.seat) + 3 - p.onTable) % 3;
  p.bizon = index(*view.bizon);
  p.trump = *view.trump;

  std::array<double, deckSize> sum{};
  std::array<std::int8_t, deckSize> levels{};
  double total = 0;
  const std::uint64_t start = solver_.nodes();
  for (const PlayDeal& d : deals) {
    if (solver_.nodes() - start > options_.nodeBudget && total > 0) break;
    p.hands = d.hands;
    if (!solver_.evaluate(p, moves, levels, options_.dealLimit)) continue;
    for (Card c : CardSet::fromMask(moves)) sum[static_cast<std::size_t>(c.index())] += d.weight * levelValue(levels[static_cast<std::size_t>(c.index())]);
    total += d.weight;
  }
  const auto scores = HeuristicPlayer::cardScores(view);
  if (total == 0) {
    Card best = view.legal.first();
    for (Card c : view.legal) if (scores[static_cast<std::size_t>(c.index())] > scores[static_cast<std::size_t>(best.index())]) best = c;
    return best;
  }
  // The Bizon maximises the average value, an Otter minimises it; ties go to the rules of thumb.
  const double sign = index(*view.bizon) == index(view.seat) ? 1 : -1;
  const double tolerance = 1e-9 * total;
  Card best = CardSet::fromMask(moves).first();
  for (Card c : CardSet::fromMask(moves)) {
    const double v = sign * sum[static_cast<std::size_t>(c.index())], b = sign * sum[static_cast<std::size_t>(best.index())];
    if (v > b + tolerance || (v > b - tolerance && scores[static_cast<std::size_t>(c.index())] > scores[static_cast<std::size_t>(best.index())])) best = c;
  }
  return best;
}

}  // namespace bizon
