#include "Match.h"

#include <algorithm>
#include <stdexcept>

#include "SeededDeal.h"


namespace bizon {

namespace {

// A seeded deal, its packets chosen as the deal says (the dealer is not asked).
Game dealtGame(const SeededDeal& deal, int number, EventQueue& events) {
  events.push(GameStarted{number, deal.dealer, deal.deck});
  Game game(deal.dealer, deal.deck, &events);
  game.apply({deal.dealer, deal.packets});
  return game;
}

Game firstGame(const MatchOptions& options, EventQueue& events) {
  if (options.shuffle == Shuffle::Seeded) return dealtGame(SeededDeal(options.seed, 0), 1, events);
  Random random(Random::derive(options.seed, 0));
  const Seat dealer = seatAt(static_cast<int>(random.below(3)));  // R14: drawn at random
  Deck deck = orderedDeck();
  shuffleFully(deck, random);
  events.push(GameStarted{1, dealer, deck});
  return Game(dealer, deck, &events);
}

// R17: the cards are gathered trick by trick; after a pass-out, hand by hand, then the rest.
Deck gathered(const Game& game) {
  Deck deck;
  std::size_t k = 0;
  if (game.bizon()) {
    for (const Trick& t : game.tricks())
      for (Card c : t.cards) deck[k++] = c;
  } else {
    for (Seat s : allSeats)
      for (Card c : game.hand(s)) deck[k++] = c;
    for (std::size_t i = 15; i < deck.size(); ++i) deck[k++] = game.deck()[i];
  }
  return deck;
}

// Where the seat's last bid or card lies among the record's moves, if it made one (the packets
// are dealt at once, no decision to take back).
std::optional<std::size_t> lastDecision(const GameRecord& record, Seat seat) {
  for (std::size_t k = record.moves.size(); k-- > 0;)
    if (record.moves[k].seat() == seat && !record.moves[k].packets()) return k;
  return std::nullopt;
}

}  // namespace

Match::Match(MatchOptions options) : options_(options), game_(firstGame(options_, *events_)) {}

Match::Match(MatchOptions options, std::span<const GameRecord> played) : Match(options) {
  for (std::size_t g = 0; g < played.size(); ++g) {
    const GameRecord& r = played[g];
    const std::string where = "game " + std::to_string(g + 1) + ": ";
    if (over()) throw std::invalid_argument(where + "the set is already over");
    // (A seeded game starts with its packets made: the games scored say whether the last ended.)
    if (finished_.size() < g) throw std::invalid_argument(where + "the previous game is unfinished");
    if (g > 0 && r.dealer != game_.dealer())
      throw std::invalid_argument(where + "dealer: expected " + std::string(code(game_.dealer())));
    // The record's deck is the truth (R17: records store the exact order), so play it as stored.
    try {
      const GameCursor cursor(r);
      game_ = cursor.gameAt(cursor.size());
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(where + e.what());
    }
    game_.sendEventsTo(events_.get());
    afterAction(std::nullopt);
  }
  events_->clear();
}

std::optional<Refusal> Match::apply(Move move) {
  if (over()) return Refusal{Refusal::Reason::GameOver, move.seat()};
  return afterAction(game_.apply(move));
}

std::optional<Refusal> Match::afterAction(std::optional<Refusal> refusal) {
  if (refusal || game_.phase() != Phase::Over) return refusal;
  finished_.push_back(recordOf(game_));
  scores_.push_back(game_.score());
  for (Seat s : allSeats) totals_[s] += game_.score().sp[s];
  if (over()) {
    events_->push(SetFinished{totals_, winners()});
    return std::nullopt;
  }
  if (options_.shuffle == Shuffle::Seeded) {
    game_ = dealtGame(SeededDeal(options_.seed, static_cast<int>(finished_.size())), gameNumber(), *events_);
    return std::nullopt;
  }
  const Seat dealer = leftOf(game_.dealer());  // R14
  const Deck deck = nextDeck();
  events_->push(GameStarted{gameNumber(), dealer, deck});
  game_ = Game(dealer, deck, events_.get());
  return std::nullopt;
}

std::optional<Match::LatestGame> Match::beforeLastDecision(Seat seat) const {
  if (over()) return std::nullopt;
  auto latest = latestGame();
  const auto last = latest ? lastDecision(latest->record, seat) : std::nullopt;
  if (!last) return std::nullopt;
  latest->record.moves.resize(*last);
  return latest;
}

bool Match::canTakeBack(Seat seat) const { return beforeLastDecision(seat).has_value(); }

bool Match::takeBack(Seat seat) {
  auto back = beforeLastDecision(seat);
  if (!back) return false;
  if (back->game < static_cast<int>(finished_.size())) {  // the game just scored reopens
    finished_.pop_back();
    for (Seat s : allSeats) totals_[s] -= scores_.back().sp[s];
    scores_.pop_back();
  }
  const GameCursor cursor(std::move(back->record));  // the moves kept were made before: they replay
  game_ = cursor.gameAt(cursor.size());
  game_.sendEventsTo(events_.get());
  events_->clear();
  return true;
}

Deck Match::nextDeck() {
  Deck deck = gathered(game_);
  Random random(Random::derive(options_.seed, finished_.size()));
  shuffle(deck, options_.shuffle, random);
  return deck;
}

PerSeat<bool> Match::winners() const {
  const int best = std::max({totals_[Seat::You], totals_[Seat::Goat], totals_[Seat::Sheep]});
  PerSeat<bool> w;
  for (Seat s : allSeats) w[s] = totals_[s] == best;
  return w;
}

void Match::eventsSoFar(EventQueue& out) const {
  std::vector<GameCursor> games(finished_.begin(), finished_.end());
  if (!over()) games.emplace_back(recordOf(game_));
  eventsLeadingTo(games, moment(), out);
}

std::optional<Match::LatestGame> Match::latestGame() const {
  // The next game has started once it has a move; before that, the game just scored is the last.
  if (!over() && game_.movesMade() > 0) return LatestGame{gameNumber() - 1, recordOf(game_)};
  if (finished_.empty()) return std::nullopt;
  return LatestGame{static_cast<int>(finished_.size()) - 1, finished_.back()};
}

std::vector<GameRecord> Match::records() const {
  std::vector<GameRecord> all = finished_;
  if (!over() && game_.movesMade() > 0) all.push_back(recordOf(game_));
  return all;
}

}  // namespace bizon
