#include "Analysis.h"

#include <bit>
#include <stdexcept>

#include "HeuristicPlayer.h"
#include "SearchPlayer.h"
#include "ViewHash.h"

namespace bizon {

namespace {

// Every draw of the analysis comes from this seed and the view (ViewHash).
constexpr std::uint64_t analysisSeed = 0x616E616C79736973ull;
// More deals than the hard player's 20 and 10: the analysis has time, and a finer estimate
// lowers the noise under the marks (Marks.h).
constexpr int playSamples = 48;
constexpr int bidSamples = 48;
constexpr int packetsSamples = 32;
// Nodes one deal may take; a deal over it is dropped for every option alike.
constexpr std::uint64_t dealLimit = 2'000'000;

// A seat's SP once the bidding ended on the game: 0 for a pass-out (R8), else the solved level's
// (R13). Nothing is added: the hard player's eat bias and margin (SearchOptions) are settings of
// how it bids, not values a player can get, so every value shown stays one a game can give.
std::optional<double> solvedSp(Solver& solver, const Game& game, Seat seat) {
  if (game.phase() != Phase::Playing) return 0.0;
  const auto level = solver.solve(positionOf(game), dealLimit);
  if (!level) return std::nullopt;
  return seatSp(*level, *game.bizon() == seat);
}

// The place of a seat's SP in gameSps, for OptionValue::spShares.
std::size_t spIndex(double sp) {
  for (std::size_t i = 0; i < gameSps.size(); ++i)
    if (sp == gameSps[i]) return i;
  throw std::logic_error("no game gives " + std::to_string(sp) + " SP");
}

// The shares of the deals by the seat's SP, from the weight of each (the deals' total given).
std::array<double, 6> sharesOf(const std::array<double, 6>& weights, double total) {
  std::array<double, 6> shares{};
  for (std::size_t i = 0; i < shares.size(); ++i) shares[i] = total > 0 ? weights[i] / total : 0;
  return shares;
}

// Whether the side of the seat to act in `p` takes the trick in progress once it plays `card`,
// the others still to play to it playing to take it for their own side (R10, R11; every hand of
// `p` known, as in a sampled deal).
bool sideTakesTrick(const Position& p, Card card) {
  std::array<Card, 3> trick{p.table[0], p.table[1], card};
  trick[static_cast<std::size_t>(p.onTable)] = card;
  const bool bizonSide = p.toAct() == p.bizon;
  auto takes = [&](auto& self, int n) -> bool {
    if (n == 3) {
      std::size_t winner = 0;
      for (std::size_t i = 1; i < 3; ++i)
        if (beats(trick[i], trick[winner], p.trump)) winner = i;
      return ((p.leader + static_cast<int>(winner)) % 3 == p.bizon) == bizonSide;
    }
    const int s = (p.leader + n) % 3;
    const std::uint32_t hand = p.hands[static_cast<std::size_t>(s)];
    const std::uint32_t follow = hand & CardSet::of(trick[0].suit()).mask();
    const bool friendly = (s == p.bizon) == bizonSide;  // plays for the seat's side
    for (Card c : CardSet::fromMask(follow ? follow : hand)) {
      trick[static_cast<std::size_t>(n)] = c;
      if (self(self, n + 1) == friendly) return friendly;
    }
    return !friendly;
  };
  return takes(takes, p.onTable + 1);
}

// The bids still to come follow the rules of thumb (the hard player's model of the others,
// HeuristicPlayer::ruleBid), the seat's own later bid too.
void finishBidding(Game& game) {
  while (game.phase() == Phase::Bidding) {
    const Seat s = game.toAct();
    game.apply({s, HeuristicPlayer::ruleBid(viewOf(game, s))});
  }
}

Game dealtGame(const SeatView& view, const Deck& deck) {
  Game game(view.dealer, deck);
  game.apply({view.dealer, *view.packets});
  for (const BidEntry& b : view.bids) game.apply({b.seat, b.bid});
  return game;
}

// The deck that deals a sampled bidding deal: each seat's five cards where the packets put them
// (R4), the completion at 15–22 (R9), the grass at the bottom (R5).
template <class BidDeal>
Deck deckOf(const BidDeal& deal, const SeatView& view) {
  Deck deck{};
  std::size_t next = 0;
  std::array<CardSet::iterator, 3> card{deal.five[0].begin(), deal.five[1].begin(), deal.five[2].begin()};
  for (int packet : packetSizes(*view.packets))
    for (int k = 1; k <= 3; ++k) {
      const auto s = static_cast<std::size_t>((index(view.dealer) + k) % 3);
      for (int j = 0; j < packet; ++j) deck[next++] = *card[s]++;
    }
  for (Card c : deal.completion) deck[next++] = c;
  deck[deckSize - 1] = *view.grass;
  return deck;
}

// The option the merged move stands for: a 9 whose 10 is in the same hand is that 10 (Solver).
int representative(Card c, std::uint32_t moves) {
  return moves >> c.index() & 1u ? c.index() : c.index() + 1;
}

}  // namespace

// The hard player's sampling, with more deals: its deals are protected, for players like this.
class Judge::Sampler : public SearchPlayer {
 public:
  Sampler() : SearchPlayer(analysisSeed, settings()) {}
  using SearchPlayer::bidDeals;
  using SearchPlayer::playDeals;

 private:
  static SearchOptions settings() {
    SearchOptions o = SearchPlayer::hardOptions();
    o.samples = playSamples;
    o.bidSamples = bidSamples;
    o.inference = true;
    // The marks stay on the deals they were checked on (voids and bids): reading the cards
    // played by hard's play model would move them, and the coach's tests were not rechecked.
    o.playModel = nullptr;
    o.candidates = SearchOptions{}.candidates;
    o.threads = 1;  // only its deals are used: the judge solves them itself, on the set's workers
    return o;
  }
};

Judge::Judge() : sampler_(std::make_unique<Sampler>()), solver_(18) {}
Judge::~Judge() = default;

namespace {
// A bid as its option: a round-1 eat eats the grass's suit whether it names it or not (R6).
Bid optionOf(const Bid& bid, int round) { return round == 1 && bid.eat ? Bid::eatGrass() : bid; }
}  // namespace

std::vector<DecisionPoint> decisionsOf(const GameRecord& record, Seat seat) {
  std::vector<DecisionPoint> points;
  GameCursor cursor(record);
  int bids = 0, plays = 0;
  for (int k = 0; k < cursor.size(); ++k) {
    const Move& move = record.moves[static_cast<std::size_t>(k)];
    const int index = move.bid() ? bids++ : move.card() ? plays++ : 0;
    if (move.seat() != seat) continue;
    cursor.seek(k);
    const Game& game = cursor.game();
    if (const auto p = move.packets())
      points.push_back({DecisionKind::Packets, index, k, cursor.view(seat), {}, *p});
    else if (const auto b = move.bid())
      points.push_back({DecisionKind::Bid, index, k, cursor.view(seat), {}, optionOf(*b, game.round())});
    else
      points.push_back({DecisionKind::Play, index, k, cursor.view(seat), positionOf(game), *move.card()});
  }
  return points;
}

std::vector<OptionValue> Judge::packetsOptions(const SeatView& view) {
  // Before the deal the dealer has seen no card of this game (R18): every deck order is as likely
  // as any other, and the packets only decide which positions of the deck go to whom, so both
  // choices give the same hands with the same chances and are worth exactly the same. That
  // worth, the seat's expected SP of the game, is estimated once, on sampled decks played out
  // with the rules of thumb's bids and solved.
  Random random = viewRandom(analysisSeed, view);
  weights_.clear();  // both worth the same on every deck: no noise between them
  dealValues_.clear();
  double sum = 0;
  int total = 0;
  std::array<double, 6> tally{};
  for (int i = 0; i < packetsSamples; ++i) {
    Deck deck = orderedDeck();
    shuffleFully(deck, random);
    Game game(view.dealer, deck);
    game.apply({view.dealer, Packets::ThreeTwo});
    finishBidding(game);
    if (const auto sp = solvedSp(solver_, game, view.seat)) {
      sum += *sp;
      tally[spIndex(*sp)] += 1;
      ++total;
    }
  }
  const double value = total ? sum / total : 0;
  const auto shares = sharesOf(tally, total);
  return {{Packets::ThreeTwo, value, {}, shares, {}}, {Packets::TwoThree, value, {}, shares, {}}};
}

std::vector<OptionValue> Judge::bidOptions(const SeatView& view) {
  std::vector<Bid> bids{Bid::pass()};
  if (view.round == 1) {
    bids.push_back(Bid::eatGrass());
  } else {
    for (Suit s : allSuits)
      if (s != view.grass->suit()) bids.push_back(Bid::eatGrass(s));
  }
  Random random = viewRandom(analysisSeed, view);
  const auto deals = sampler_->bidDeals(view, random);
  std::vector<double> sum(bids.size());
  std::vector<double> values(bids.size());
  std::vector<std::array<double, 6>> tally(bids.size());
  double total = 0;
  weights_.clear();
  dealValues_.clear();
  for (const auto& deal : deals) {
    const Game before = dealtGame(view, deckOf(deal, view));
    bool solved = true;
    for (std::size_t b = 0; b < bids.size() && solved; ++b) {
      Game game = before;
      game.apply({view.seat, bids[b]});
      finishBidding(game);
      const auto sp = solvedSp(solver_, game, view.seat);
      solved = sp.has_value();
      if (solved) values[b] = *sp;
    }
    if (!solved) continue;  // the same deals for every option
    for (std::size_t b = 0; b < bids.size(); ++b) {
      sum[b] += deal.weight * values[b];
      tally[b][spIndex(values[b])] += deal.weight;
    }
    total += deal.weight;
    weights_.push_back(deal.weight);
    dealValues_.push_back(values);
  }
  std::vector<OptionValue> options;
  for (std::size_t b = 0; b < bids.size(); ++b)
    options.push_back({bids[b], total > 0 ? sum[b] / total : 0, {}, sharesOf(tally[b], total), {}});
  return options;
}

std::vector<OptionValue> Judge::playOptions(const SeatView& view) {
  const std::uint32_t moves = Solver::distinctMoves(view.legal.mask());
  Random random = viewRandom(analysisSeed, view);
  const auto deals = sampler_->playDeals(view, random);
  Position p = seenPosition(view);
  const bool bizon = *view.bizon == view.seat;
  std::array<double, deckSize> sum{};
  std::array<std::int8_t, deckSize> levels{};
  std::array<std::array<double, 6>, deckSize> tally{};
  std::array<double, deckSize> taken{};  // the weight of the deals in which the card takes the trick
  double total = 0;
  weights_.clear();
  dealValues_.clear();
  auto add = [&](double weight) {
    for (Card c : CardSet::fromMask(moves)) {
      const auto i = static_cast<std::size_t>(c.index());
      const int sp = seatSp(levels[i], bizon);
      sum[i] += weight * sp;
      tally[i][spIndex(sp)] += weight;
    }
    for (Card c : view.legal)
      if (sideTakesTrick(p, c)) taken[static_cast<std::size_t>(c.index())] += weight;
    total += weight;
    weights_.push_back(weight);
    dealValues_.emplace_back();
    for (Card c : view.legal) dealValues_.back().push_back(seatSp(levels[static_cast<std::size_t>(representative(c, moves))], bizon));
  };
  for (const auto& deal : deals) {
    p.hands = deal.hands;
    if (solver_.evaluate(p, moves, levels, dealLimit)) add(deal.weight);
  }
  if (total == 0 && !deals.empty()) {
    // Every deal ran over the limit (never seen): one deal solved to the end beats no answer.
    p.hands = deals.front().hands;
    solver_.evaluate(p, moves, levels);
    add(1);
  }
  std::vector<OptionValue> options;
  for (Card c : view.legal) {
    const auto r = static_cast<std::size_t>(representative(c, moves));
    options.push_back({c, total > 0 ? sum[r] / total : 0, {}, sharesOf(tally[r], total),
                       total > 0 ? taken[static_cast<std::size_t>(c.index())] / total : 0});
  }
  return options;
}

void Judge::addExact(const Position& truth, Seat seat, std::vector<OptionValue>& options) {
  const std::uint32_t legal = legalMask(truth);
  const std::uint32_t moves = Solver::distinctMoves(legal);
  std::array<std::int8_t, deckSize> levels{};
  solver_.evaluate(truth, moves, levels);
  for (OptionValue& o : options) {
    const Card* card = std::get_if<Card>(&o.choice);
    if (!card || !(legal >> card->index() & 1u)) throw std::invalid_argument("not a legal card: " + choiceCode(o.choice));
    o.exactSp = seatSp(levels[static_cast<std::size_t>(representative(*card, moves))], truth.bizon == index(seat));
  }
}

double Judge::costNoise(std::size_t best, std::size_t played) const {
  // The weighted standard error of the mean of best − played over the same deals: the spread of
  // the per-deal differences over the square root of the deals' effective number.
  double total = 0, squares = 0, mean = 0;
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    total += weights_[i];
    squares += weights_[i] * weights_[i];
    mean += weights_[i] * (dealValues_[i][best] - dealValues_[i][played]);
  }
  if (total <= 0 || squares <= 0) return 0;
  mean /= total;
  double variance = 0;
  for (std::size_t i = 0; i < weights_.size(); ++i) {
    const double x = dealValues_[i][best] - dealValues_[i][played] - mean;
    variance += weights_[i] * x * x;
  }
  variance /= total;
  const double effective = total * total / squares;
  return effective > 1 ? std::sqrt(variance / (effective - 1)) : 0;
}

DecisionAnalysis Judge::judge(const DecisionPoint& point) {
  DecisionAnalysis d;
  d.kind = point.kind;
  d.index = point.index;
  d.played = point.played;
  switch (point.kind) {
    case DecisionKind::Packets: d.options = packetsOptions(point.view); break;
    case DecisionKind::Bid: d.options = bidOptions(point.view); break;
    case DecisionKind::Play:
      d.options = playOptions(point.view);
      addExact(point.truth, point.view.seat, d.options);
      break;
  }
  for (OptionValue& o : d.options) {
    o.expectedSp = roundSp(o.expectedSp);
    if (o.spShares)
      for (double& share : *o.spShares) share = roundSp(share);
    if (o.trickShare) o.trickShare = roundSp(*o.trickShare);
  }
  const OptionValue* played = d.option(d.played);
  if (!played) throw std::invalid_argument("the choice " + choiceCode(d.played) + " is not among the legal options");
  const OptionValue* best = played;
  for (const OptionValue& o : d.options)
    if (o.expectedSp > best->expectedSp + 1e-9) best = &o;
  d.best = best->choice;
  d.costSp = roundSp(best->expectedSp - played->expectedSp);
  d.noiseSp = roundSp(costNoise(static_cast<std::size_t>(best - d.options.data()), static_cast<std::size_t>(played - d.options.data())));
  return d;
}

GameAnalysis analyseGame(const GameRecord& record, int game, Seat seat, Judge& judge) {
  GameAnalysis g{game, seat, 0, {}};
  for (const DecisionPoint& point : decisionsOf(record, seat)) g.decisions.push_back(judge.judge(point));
  return g;
}

}  // namespace bizon
