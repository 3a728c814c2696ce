#include "session/TableSession.h"

#include <algorithm>
#include <array>
#include <type_traits>

#include "Random.h"
#include "session/SeatTurn.h"
#include "work/Worker.h"

namespace bizon::table {

namespace {

constexpr std::array<Suit, 4> suitOrder{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};
// Seconds of the tempo another seat keeps its turn visible before its move shows.
constexpr float thinkingPause = 0.35f;

Action suitAction(Suit suit) {
  const auto k = static_cast<std::size_t>(std::find(suitOrder.begin(), suitOrder.end(), suit) - suitOrder.begin());
  return static_cast<Action>(static_cast<std::size_t>(Action::Clubs) + k);
}

std::optional<Action> bidAction(const Bid& bid, int round) {
  if (!bid.eat) return Action::Pass;
  // A round-1 eat names no suit of its own, however it is written (R6).
  if (round == 1 || !bid.trump) return Action::Eat;
  return suitAction(*bid.trump);
}

// The button of a hint's best packets or bid (a card is picked instead).
std::optional<Action> suggestion(const Choice& best, int round) {
  if (const Packets* p = std::get_if<Packets>(&best)) return *p == Packets::ThreeTwo ? Action::Packets32 : Action::Packets23;
  if (const Bid* bid = std::get_if<Bid>(&best)) return bidAction(*bid, round);
  return std::nullopt;
}

Awaiting awaitingOf(const SeatView& view) {
  if (view.decision == Decision::Packets) return Awaiting::Packets;
  if (view.decision == Decision::Bid) return view.round == 1 ? Awaiting::Bid1 : Awaiting::Bid2;
  return Awaiting::Play;
}

// The move an event tells, if it tells one.
std::optional<Move> moveIn(const SeatEvent& event) {
  if (const auto* e = std::get_if<PacketsChosen>(&event)) return Move{e->dealer, e->packets};
  if (const auto* e = std::get_if<BidMade>(&event)) return Move{e->seat, e->bid};
  if (const auto* e = std::get_if<CardPlayed>(&event)) return Move{e->seat, e->card};
  return std::nullopt;
}

// Another seat's bid or card: shown once the table was still for the thinking pause. A dealer's
// packets are no question to ponder: the deal starts at once.
bool pondered(const Event& event, Seat yours) {
  if (const auto* e = std::get_if<BidMade>(&event)) return e->seat != yours;
  if (const auto* e = std::get_if<CardPlayed>(&event)) return e->seat != yours;
  return false;
}

}  // namespace

std::optional<Action> actionOf(const Move& move, int round) {
  if (const auto p = move.packets()) return *p == Packets::ThreeTwo ? Action::Packets32 : Action::Packets23;
  if (const auto b = move.bid()) return bidAction(*b, round);
  return std::nullopt;
}

TableSession::TableSession(const Settings& settings, SessionSource& source)
    : settings_(settings), source_(source), picture_([&source](int game) { return source.deck(game); }) {}

TableSession::~TableSession() { autopilotWorker_.cancel(); }

std::vector<Picture> TableSession::standing() {
  taken_.clear();
  held_.clear();
  ready_.clear();
  trades_.clear();
  std::vector<SeatEvent> stream = source_.soFar();
  std::vector<Picture> shown = picture_.show(stream);
  for (Picture& p : shown) p.event = onScreen(p.event, source_.seat());
  return shown;
}

bool TableSession::update(float dt, float speed, bool still) {
  bool changed = pull();
  if (auto late = source_.refused()) {
    // A move the source took and then refused: the decision is asked again.
    decide_.reset();
    awaiting_ = Awaiting::Nothing;
    refuse(std::move(*late));
    changed = true;
  }
  if (autopilotWorker_.busy())
    if (auto move = autopilotWorker_.poll()) {
      const Decide asked = *std::exchange(autopilotDecide_, std::nullopt);
      if (source_.move(*move, asked.turn).refused()) {
        // A player that breaks the rules must not stall the table: a random one moves instead.
        source_.move(makePlayer("random", 7)->decide(asked.view), asked.turn);
      }
      changed = pull() || changed;
    }
  changed = takeHint() || changed;
  changed = pace(dt, speed, still) || changed;
  return ask(still) || changed;
}

bool TableSession::pull() {
  const std::size_t before = taken_.size();
  source_.take(taken_);
  if (taken_.size() == before) return false;
  for (std::size_t i = before; i < taken_.size(); ++i) hear(taken_[i]);
  for (Picture& shown : picture_.show(taken_)) held_.push_back(std::move(shown));
  return true;
}

void TableSession::hear(const SeatEvent& event) {
  if (const auto move = moveIn(event))
    for (SessionListener* l : listeners_) l->moved(*move);
  if (const auto* revealed = std::get_if<GameRevealed>(&event))
    for (SessionListener* l : listeners_) l->revealed(*revealed);
}

bool TableSession::pace(float dt, float speed, bool still) {
  // The pause runs while the table is still with nothing to show: the time another seat thinks
  // counts in it, so a slow player shows its move at once.
  if (still && ready_.empty()) still_ += dt * std::max(speed, 0.f);
  else still_ = 0.f;
  bool released = false;
  while (!held_.empty()) {
    const Picture& next = held_.front();
    if (pondered(next.event, source_.seat()) && speed > 0.f && (!ready_.empty() || still_ < thinkingPause)) break;
    // Stand-ins trade places only on a still table that shows every event before them.
    if (!next.trades.empty() && (!ready_.empty() || !still)) break;
    trades_.insert(trades_.end(), next.trades.begin(), next.trades.end());
    ready_.push(onScreen(next.event, source_.seat()));
    held_.pop_front();
    still_ = 0.f;
    released = true;
  }
  return released;
}

bool TableSession::ask(bool still) {
  if (!still || showing() || awaiting_ != Awaiting::Nothing || decide_ || autopilotWorker_.busy()) return false;
  std::optional<Decide> asked = source_.awaited();
  if (!asked) {
    source_.next();
    if (pull()) return true;
    asked = source_.awaited();
    if (!asked) return false;
  }
  const Awaiting awaiting = awaitingOf(asked->view);
  if (autopilot_ && autopilot_(awaiting)) {
    if (!autopilotPlayer_) {
      Chair chair{source_.seat(), settings_.level, settings_.fullShuffle, gamesPerSet};
      chair.searchThreads = work::spareCores();
      autopilotPlayer_ = makePlayer(playerKind(settings_.level), seeds::builtInPlayer(seeds::unknownSet, Seat::You), chair);
    }
    autopilotWorker_.start(*autopilotPlayer_, asked->view);
    autopilotDecide_ = std::move(asked);
    return false;
  }
  decide_ = std::move(asked);
  if (awaiting == Awaiting::Packets && settings_.packets) {
    tryMove({source_.seat(), *settings_.packets});
    return true;
  }
  awaiting_ = awaiting;
  picked_.reset();
  hinted_.reset();
  if (advised_ && advised_->first == decide_->moment) hinted_ = suggestion(advised_->second, decide_->view.round);
  advised_.reset();
  return true;
}

void TableSession::shown(const Event& event) {
  const auto* scored = std::get_if<GameScored>(&event);
  // A scored game stays on show until you choose to keep playing.
  if (!scored || scored->score.outcome == Outcome::AllPassed) return;
  if (autopilot_ && autopilot_(Awaiting::Keep)) return;
  awaiting_ = Awaiting::Keep;
}

std::optional<Move> TableSession::moveOf(Action action) const {
  const Awaiting a = awaiting_;
  const Seat you = source_.seat();
  switch (action) {
    case Action::Packets32:
    case Action::Packets23:
      if (a != Awaiting::Packets) return std::nullopt;
      return Move{you, action == Action::Packets32 ? Packets::ThreeTwo : Packets::TwoThree};
    case Action::Eat:
      if (a != Awaiting::Bid1) return std::nullopt;
      return Move{you, Bid::eatGrass()};
    case Action::Pass:
      if (a != Awaiting::Bid1 && a != Awaiting::Bid2) return std::nullopt;
      return Move{you, Bid::pass()};
    case Action::Clubs:
    case Action::Diamonds:
    case Action::Hearts:
    case Action::Spades:
      if (a != Awaiting::Bid2) return std::nullopt;
      return Move{you, Bid::eatGrass(suitOrder[static_cast<std::size_t>(action) - static_cast<std::size_t>(Action::Clubs)])};
    default: return std::nullopt;  // the table's, not decisions
  }
}

void TableSession::act(Action action) {
  if (action == Action::Hint) return askHint();
  if (action == Action::Keep) {
    if (holding()) awaiting_ = Awaiting::Nothing;
    return;
  }
  if (const auto move = moveOf(action)) tryMove(*move);
}

void TableSession::play(Card card) {
  if (awaiting_ == Awaiting::Play) tryMove({source_.seat(), card});
}

void TableSession::tryMove(const Move& move) {
  if (!decide_) return;
  MoveResult result = source_.move(move, decide_->turn);
  // Only the reason shows (and the view sounds it); nothing else changes.
  if (result.refused()) return refuse(std::move(*result.refusal));
  decided();
  pull();
}

void TableSession::decided() {
  decide_.reset();
  awaiting_ = Awaiting::Nothing;
  picked_.reset();
  hinted_.reset();
  notice_ = {};
}

void TableSession::refuse(Refused why) {
  notice_ = std::move(why);
  ++refusals_;
}

void TableSession::quiet() { notice_ = {}; }

void TableSession::askHint() {
  const Awaiting a = awaiting_;
  if (!source_.hints() || !decide_ || a == Awaiting::Nothing || a == Awaiting::Keep) return;
  if (hintFor_ == decide_->moment && !hints_.idle()) return;
  hintFor_ = decide_->moment;
  DecisionPoint point;
  point.view = decide_->view;
  point.kind = a == Awaiting::Packets ? DecisionKind::Packets : a == Awaiting::Play ? DecisionKind::Play : DecisionKind::Bid;
  point.move = hintFor_->move;
  hints_.value(*hintFor_, std::move(point));
}

bool TableSession::takeHint() {
  auto hints = hints_.take();
  if (hints.empty() || !decide_ || hints.back().moment != decide_->moment || awaiting_ == Awaiting::Nothing ||
      awaiting_ == Awaiting::Keep)
    return false;
  Hint hint{std::move(hints.back().point.view), std::move(hints.back().analysis)};
  if (hint.valued.options.empty()) return false;
  if (const Card* card = std::get_if<Card>(&hint.valued.best)) picked_ = *card;
  hinted_ = suggestion(hint.valued.best, hint.view.round);
  notice_ = std::move(hint);
  return true;
}

std::optional<Action> TableSession::suggested() const {
  if (const auto expected = source_.expected()) return actionOf(*expected, decide_ ? decide_->view.round : 1);
  return hinted_;
}

bool TableSession::canTakeBack() const {
  // At any moment the source allows, whatever the table still shows or another seat still thinks
  // (a player who sees the mistake as the next trick starts presses it then); not while your
  // autopilot decides for you.
  return !autopilotWorker_.busy() && source_.canTakeBack();
}

bool TableSession::takeBack() {
  if (!canTakeBack() || !source_.takeBack()) {
    refuse({Refused::Why::NothingToTakeBack, {}, 0, {}});
    return false;
  }
  decided();  // asked again once the table is set out anew
  taken_.clear();
  held_.clear();
  ready_.clear();
  trades_.clear();
  notice_ = TakenBack{};
  for (SessionListener* l : listeners_) l->takenBack();
  return true;
}

}  // namespace bizon::table
