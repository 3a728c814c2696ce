#include "table/TableModel.h"

#include <algorithm>

#include "table/HandOrder.h"

namespace bizon::table {

namespace {

Note note(Note::Kind kind, Seat seat = Seat::You) {
  Note n;
  n.kind = kind;
  n.seat = seat;
  return n;
}

Bubble bidBubble(Bid bid, int round) {
  Bubble b;
  b.kind = Bubble::Kind::Bid;
  b.bid = bid;
  b.round = round;
  return b;
}

}  // namespace

TableModel::TableModel(int games) : games_(games) {
  for (int i = 0; i < deckSize; ++i) {
    order_[static_cast<std::size_t>(i)] = Card::fromIndex(i);
    deck_.push_back(Card::fromIndex(i));
  }
}

void TableModel::apply(const Event& event) {
  std::visit([this](const auto& e) { on(e); }, event);
}

void TableModel::trade(Card a, Card b) {
  std::swap(places_[static_cast<std::size_t>(a.index())], places_[static_cast<std::size_t>(b.index())]);
  const auto swapIn = [a, b](auto& cards) {
    for (Card& c : cards) c = c == a ? b : c == b ? a : c;
  };
  for (auto& hand : hands_) swapIn(hand);
  swapIn(deck_);
  swapIn(order_);
}

void TableModel::put(Card card, Where where, Seat seat) {
  places_[static_cast<std::size_t>(card.index())] = {where, seat};
}

void TableModel::giveTo(Seat seat, CardSet cards) {
  auto& hand = hands_[static_cast<std::size_t>(seat)];
  for (Card c : cards) {
    hand.push_back(c);
    put(c, Where::Hand, seat);
  }
  CardSet all;
  for (Card c : hand) all.add(c);
  if (seat == Seat::You) {
    hand = sortHand(all, trump_);
    return;
  }
  // The others hold their cards as dealt: in the order they left the deck.
  hand.clear();
  for (Card c : order_)
    if (all.contains(c)) hand.push_back(c);
}

void TableModel::on(const GameStarted& e) {
  allPassed_ = false;
  gameNumber_ = e.number;
  dealer_ = e.dealer;
  order_ = e.deck;
  round_ = 1;
  trump_.reset();
  bizon_.reset();
  grass_.reset();
  turn_.reset();
  latestTrick_.reset();
  trick_.clear();
  bubbles_ = {};
  for (auto& h : hands_) h.clear();
  for (auto& p : piles_) p.clear();
  deck_.assign(e.deck.begin(), e.deck.end());
  for (Card c : deck_) put(c, Where::Deck);
  story_ = {note(Note::Kind::Deals, e.dealer)};
}

void TableModel::on(const PacketDealt& e) {
  std::erase_if(deck_, [&e](Card c) { return e.cards.contains(c); });
  giveTo(e.seat, e.cards);
}

void TableModel::on(const GrassTurned& e) {
  std::erase(deck_, e.grass);
  grass_ = e.grass;
  put(e.grass, Where::Grass);
}

void TableModel::on(const TurnStarted& e) {
  turn_ = e.seat;
  if (e.decision == Decision::Bid && e.round == 2 && round_ == 1) {
    round_ = 2;
    Note two = note(Note::Kind::RoundTwo);
    two.suit = order_.back().suit();
    story_.push_back(two);
  }
}

void TableModel::on(const BidMade& e) {
  turn_.reset();
  bubbles_[static_cast<std::size_t>(e.seat)] = bidBubble(e.bid, e.round);
}

void TableModel::on(const GrassEaten& e) {
  trump_ = e.trump;
  bizon_ = e.bizon;
  grass_.reset();
  bubbles_ = {};
  bubbles_[static_cast<std::size_t>(e.bizon)].kind = Bubble::Kind::Bizon;
  CardSet grass;
  grass.add(e.grass);
  giveTo(e.bizon, grass);
  giveTo(Seat::You, {});  // your hand sorts again, trump first
  tellBizon();
}

void TableModel::tellBizon() {
  story_.clear();
  Note trump = note(Note::Kind::TrumpIs);
  trump.suit = *trump_;
  story_.push_back(trump);
  Note grass = note(Note::Kind::GrassIs);
  grass.card = order_.back();
  story_.push_back(grass);
  story_.push_back(note(Note::Kind::IsBizon, *bizon_));
}

void TableModel::on(const AllPassed&) {
  allPassed_ = true;
  story_.push_back(note(Note::Kind::AllPassed));
}

void TableModel::on(const CardPlayed& e) {
  turn_.reset();
  std::erase(hands_[static_cast<std::size_t>(e.seat)], e.card);
  trick_.push_back({e.seat, e.card});
  put(e.card, Where::Trick, e.seat);
}

void TableModel::on(const TrickTaken& e) {
  auto& pile = piles_[static_cast<std::size_t>(e.trick.winner)];
  for (Card c : e.trick.cards) {
    pile.push_back(c);
    put(c, Where::Pile, e.trick.winner);
  }
  trick_.clear();
  latestTrick_ = e.trick;
}

void TableModel::on(const GameScored& e) {
  turn_.reset();
  sheet_.push_back(e.score.sp);
  for (Seat s : allSeats) totals_[s] += e.score.sp[s];
  if (e.score.outcome == Outcome::AllPassed) return;  // nothing to count
  spreadPiles();
  for (Seat s : allSeats) {
    Bubble& bubble = bubbles_[static_cast<std::size_t>(s)];
    bubble = {};
    bubble.kind = Bubble::Kind::Gp;
    bubble.gp = e.score.gp[s];
  }
  Note scored = note(Note::Kind::Scored, e.score.bizon.value_or(Seat::You));
  scored.outcome = e.score.outcome;
  scored.gp = e.score.gp;
  scored.sp = e.score.sp;
  story_ = {scored};
}

void TableModel::spreadPiles() {
  for (Seat s : allSeats)
    for (Card c : pile(s)) put(c, Where::Spread, s);
}

TableModel TableModel::shown(EventQueue& events, int games) {
  TableModel m(games);
  while (!events.empty()) m.apply(events.pop());
  return m;
}

TableModel setOut(const std::vector<Picture>& standing, int games) {
  TableModel model(games);
  for (const Picture& shown : standing) {
    for (const auto& [a, b] : shown.trades) model.trade(a, b);
    model.apply(shown.event);
  }
  return model;
}

}  // namespace bizon::table
