#include "TableClient.h"

#include <algorithm>
#include <stdexcept>

#include "Match.h"

namespace bizon {

namespace {

constexpr auto pingAfter = std::chrono::seconds(25);
// The client's pace, below the server's 30 lines at once and 10 a second.
constexpr double burst = 20, perSecond = 8;

// The seat whose decision an event says was made.
std::optional<Seat> moverOf(const SeatEvent& event) {
  if (const auto* e = std::get_if<PacketsChosen>(&event)) return e->dealer;
  if (const auto* e = std::get_if<BidMade>(&event)) return e->seat;
  if (const auto* e = std::get_if<CardPlayed>(&event)) return e->seat;
  return std::nullopt;
}

ClientMessage take(Seat seat) {
  ClientMessage m = clientMessage(ClientMessage::Type::Take);
  m.seat = seat;
  return m;
}

}  // namespace

TableClient::TableClient(Options options)
    : options_(std::move(options)), hosting_(options_.kept ? options_.kept->host : !options_.code), kept_(options_.kept) {
  if (kept_) code_ = kept_->code;
  else if (options_.code) code_ = readTableCode(*options_.code).value_or(*options_.code);
}

std::optional<Seat> TableClient::seat() const { return kept_ ? std::optional(kept_->seat) : std::nullopt; }

void TableClient::say(ClientMessage message) { outbox_.push_back(std::move(message)); }

std::vector<ClientMessage> TableClient::outgoing(Clock::time_point now) {
  if (allowedAt_ == Clock::time_point{}) allowance_ = burst;
  else allowance_ = std::min(burst, allowance_ + perSecond * std::chrono::duration<double>(now - allowedAt_).count());
  allowedAt_ = now;
  const auto n = std::min(outbox_.size(), static_cast<std::size_t>(allowance_));
  allowance_ -= static_cast<double>(n);
  std::vector<ClientMessage> out(outbox_.begin(), outbox_.begin() + static_cast<std::ptrdiff_t>(n));
  outbox_.erase(outbox_.begin(), outbox_.begin() + static_cast<std::ptrdiff_t>(n));
  return out;
}

TableClient::Clock::duration TableClient::nextLineIn(Clock::time_point now) const {
  if (outbox_.empty()) return Clock::duration::zero();
  const double owed = 1 - allowance_ - perSecond * std::chrono::duration<double>(now - allowedAt_).count();
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(std::max(owed, 0.0) / perSecond));
}

void TableClient::connected(Clock::time_point now, const std::string& fingerprint) {
  if (phase_ == Phase::Ended) return;
  fingerprint_ = fingerprint;
  if (kept_ && kept_->fingerprint != fingerprint) kept_->fingerprint = fingerprint, ++chairChanges_;
  outbox_.clear();  // said to a connection gone: the decisions come again
  lastSent_ = now;
  takeSaid_ = false;
  seenBefore_ = lastSeq_ > 0 ? lastSeq_ : (options_.kept ? options_.kept->seen : 0);
  asked_.reset(), answered_ = false;  // asked again once back
  ClientMessage opening = options_.create;
  rejoining_ = kept_.has_value();
  if (kept_) {
    opening.type = ClientMessage::Type::Rejoin, opening.code = kept_->code, opening.token = kept_->token, opening.last = lastSeq_;
  } else if (!code_.empty()) {
    opening.type = ClientMessage::Type::Join, opening.code = code_;
  } else {
    opening.type = ClientMessage::Type::Create;
  }
  say(std::move(opening));
}

void TableClient::lost() {
  if (phase_ == Phase::Ended) return;
  // At a set's end the link is tried again quietly: another set may follow.
  if (phase_ != Phase::Over) phase_ = Phase::Connecting;
  asked_.reset(), answered_ = false;
}

void TableClient::gaveUp() {
  if (phase_ == Phase::Ended || phase_ == Phase::Over) return;
  (welcomed_ ? gone_ : unreachable_) = true;
  phase_ = Phase::Ended;
}

void TableClient::certificateRefused() {
  if (phase_ == Phase::Ended || phase_ == Phase::Over) return;
  untrusted_ = true;
  phase_ = Phase::Ended;
}

void TableClient::plainRefused() {
  if (phase_ == Phase::Ended || phase_ == Phase::Over) return;
  notLocal_ = true;
  phase_ = Phase::Ended;
}

void TableClient::tick(Clock::time_point now) {
  if ((phase_ == Phase::Lobby || phase_ == Phase::Playing || phase_ == Phase::Over) && now - lastSent_ >= pingAfter) {
    say(clientMessage(ClientMessage::Type::Ping));
    lastSent_ = now;
  }
}

void TableClient::received(const ServerMessage& m) {
  using T = ServerMessage::Type;
  switch (m.type) {
    case T::Welcome: return welcome(m);
    case T::Chairs: return chairsSaid(m);
    case T::Seated:
      kept_ = KeptChair{code_, m.token, m.seat, hosting_, options_.address, 0, fingerprint_};
      ++chairChanges_;
      if (options_.readyWhenSeated) ready();
      return;
    case T::Decide:
      if (m.view) asked_ = TableDecision{m.turn, m.game, *m.view}, answered_ = false;
      return;
    case T::Set: return caughtUpWith(m);
    case T::TableEvent: return event(m);
    case T::Error:
    case T::Bye: return refused(m);
    case T::Pong: return;
  }
}

void TableClient::welcome(const ServerMessage& m) {
  welcomed_ = true, chairsSinceWelcome_ = false;
  code_ = m.code, host_ = m.host, coach_ = m.coach;
  level_ = m.level.value_or(level_), shuffle_ = m.shuffle.value_or(shuffle_);
  if (phase_ == Phase::Connecting) phase_ = Phase::Lobby;
  // The host sits in the first chair at once; a guest takes a free one when the chairs come.
  if (host_ && !kept_ && !takeSaid_) say(take(Seat::You)), takeSaid_ = true;
}

void TableClient::chairsSaid(const ServerMessage& m) {
  // The chairs of a table not started, after its set's end: the table is open for another set.
  if (phase_ == Phase::Over && !m.started) {
    reopened_ = true;
    if (againSaid_) anotherSet();
  }
  for (Seat s : allSeats)
    if (seat() != s && chairs_[s].person && m.chairs[s].person && chairs_[s].connected != m.chairs[s].connected) {
      news_.push_back({m.chairs[s].connected ? TableNews::Kind::Back : TableNews::Kind::Dropped, s, m.chairs[s].name, 0});
      standIn_[s] = false;
    }
  chairs_ = m.chairs;
  if (m.started && rejoining_ && !chairsSinceWelcome_) awaitingSet_ = true;
  chairsSinceWelcome_ = true;
  if (m.started && !started_ && !awaitingSet_ && !setStarted_)
    setStarted_ = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  started_ = started_ || m.started;
  if (started_ && phase_ == Phase::Lobby) phase_ = Phase::Playing;
  takeAChair();
}

void TableClient::takeAChair() {
  if (kept_ || takeSaid_ || started_ || host_ || phase_ != Phase::Lobby) return;
  for (Seat s : {Seat::Goat, Seat::Sheep, Seat::You})
    if (!chairs_[s].person) {
      say(take(s));
      takeSaid_ = true;
      return;
    }
}

void TableClient::refused(const ServerMessage& m) {
  using R = TableReason;
  if (m.type == ServerMessage::Type::Error) {
    // Someone took that chair first: the chairs told before this say which is free.
    if (m.reason == R::ChairTaken && !kept_) takeSaid_ = false, takeAChair();
    if (m.reason == R::NotReady || m.reason == R::NotHost || m.reason == R::NotSeated) startSaid_ = false;
    if (answered_ && (m.reason == R::Illegal || m.reason == R::NotYourTurn || m.reason == R::Stale))
      refusedMove_ = m.message, answered_ = false;
  }
  // An error that closes is followed by its bye: the first of them says why.
  if (final(m.reason) && phase_ != Phase::Ended) end(m.reason, m.message);
}

void TableClient::end(TableReason reason, std::string message) {
  phase_ = Phase::Ended;
  reason_ = reason, message_ = std::move(message);
  // A chair whose token the table no longer knows is nobody's to keep.
  if (reason == TableReason::UnknownTable && kept_) kept_.reset(), ++chairChanges_;
}

void TableClient::caughtUpWith(const ServerMessage& m) {
  catchUpEnd_ = m.seq;
  awaitingSet_ = false;
  if (m.setStarted) setStarted_ = m.setStarted;
  movesAway_ = 0;
  totals_ = m.totals;
  // Games that ended while this client did not hear them: a game begun and not finished here
  // gives way to its score (the scoresheet's row) and its record.
  std::vector<Score> scores;
  try {
    if (games_.size() < m.games.size()) scores = Match({0, shuffle_, gamesPerSet}, m.games).scores();
  } catch (const std::invalid_argument&) {
    // Records that do not make a set: shown as records, without their scores.
  }
  for (std::size_t g = games_.size(); g < m.games.size(); ++g) {
    const int number = static_cast<int>(g) + 1;
    const auto begun = std::find_if(stream_.begin(), stream_.end(), [&](const SeatEvent& e) {
      const auto* b = std::get_if<GameBegun>(&e);
      return b && b->number == number;
    });
    stream_.erase(begun, stream_.end());
    if (g < scores.size()) {
      stream_.push_back(GameScored{scores[g]});
      fresh_.push_back(GameScored{scores[g]});
    }
    const GameRevealed revealed{number, m.games[g]};
    stream_.push_back(revealed);
    fresh_.push_back(revealed);
  }
  games_ = m.games;
}

void TableClient::event(const ServerMessage& m) {
  if (!m.seatEvent) return;
  if (m.seq != 0 && m.seq <= lastSeq_) return;  // told already
  lastSeq_ = std::max(lastSeq_, m.seq);
  const SeatEvent& e = *m.seatEvent;
  if (const auto* revealed = std::get_if<GameRevealed>(&e)) {
    if (games_.size() < static_cast<std::size_t>(revealed->number)) games_.resize(static_cast<std::size_t>(revealed->number));
    games_[static_cast<std::size_t>(revealed->number - 1)] = revealed->record;
  }
  if (std::holds_alternative<SetFinished>(e)) {
    totals_ = m.totals, seed_ = m.seed, phase_ = Phase::Over;
    asked_.reset();
  }
  if (const auto mover = moverOf(e)) {
    asked_.reset(), answered_ = false;  // a decision made, by you or for you
    const ChairShown& c = chairs_[*mover];
    // A person away whose seat moves: the grace ran out and their built-in player moves for them.
    if (*mover != seat() && c.person && !c.connected && !std::exchange(standIn_[*mover], true))
      news_.push_back({TableNews::Kind::Replaced, *mover, c.name, 0});
    if (movesAway_ >= 0 && *mover == seat() && seenBefore_ > 0 && m.seq > seenBefore_) ++movesAway_;
    ++moment_.move, toAct_.reset();
  }
  if (const auto* begun = std::get_if<GameBegun>(&e)) moment_ = {begun->number - 1, 0};
  if (const auto* turn = std::get_if<TurnStarted>(&e)) toAct_ = turn->seat;
  stream_.push_back(e);
  fresh_.push_back(e);
  if (movesAway_ >= 0 && lastSeq_ >= catchUpEnd_) {
    if (movesAway_ > 0) news_.push_back({TableNews::Kind::PlayedForYou, seat().value_or(Seat::You), {}, movesAway_});
    movesAway_ = -1;
  }
}

void TableClient::ready() {
  if (!kept_ || readySaid_) return;
  say(clientMessage(ClientMessage::Type::Ready));
  readySaid_ = true;
}

void TableClient::start() {
  // The host's Start says they are ready too: the server wants every seated person ready.
  if (kept_ && !chairs_[kept_->seat].ready) readySaid_ = false, ready();
  say(clientMessage(ClientMessage::Type::Start));
  startSaid_ = true;
}

bool TableClient::move(int turn, const Choice& choice) {
  if (!asked_ || answered_ || turn != asked_->turn) return false;
  ClientMessage m = clientMessage(ClientMessage::Type::Move);
  m.turn = turn, m.choice = choice;
  say(std::move(m));
  answered_ = true;
  ++movesSent_;
  return true;
}

std::optional<std::string> TableClient::anotherAskedBy() const {
  if (!reopened_) return std::nullopt;
  // The table opens again with its asker alone ready.
  for (Seat s : allSeats)
    if (seat() != s && chairs_[s].person && chairs_[s].ready) return chairs_[s].name;
  return std::string{};
}

void TableClient::again() {
  if (phase_ != Phase::Over || againSaid_) return;
  say(clientMessage(ClientMessage::Type::Again));
  againSaid_ = true;
  if (reopened_) anotherSet();
}

void TableClient::anotherSet() {
  // The people and chairs stay; the last set's games, stream and numbers go (the next set's
  // events are numbered from its first game again).
  phase_ = Phase::Lobby;
  started_ = false, readySaid_ = true, startSaid_ = false;
  againSaid_ = false, reopened_ = false;
  asked_.reset(), answered_ = false, refusedMove_.reset();
  stream_.clear(), fresh_.clear(), games_.clear(), news_.clear();
  totals_ = {}, seed_.reset(), setStarted_.reset();
  lastSeq_ = 0, catchUpEnd_ = 0, seenBefore_ = 0, movesAway_ = -1, movesSent_ = 0, awaitingSet_ = false;
  moment_ = {}, toAct_.reset(), standIn_ = {};
  ++chairChanges_;  // the chair is kept again: there is a set to come back to
}

void TableClient::leave() {
  if (kept_) kept_.reset(), ++chairChanges_;
  say(clientMessage(ClientMessage::Type::Leave));
  end(TableReason::Left, {});
}

}  // namespace bizon
