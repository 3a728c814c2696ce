#include "session/RemoteSource.h"

#include <iostream>

namespace bizon::table {

namespace {

// The seat whose decision an event says was made.
std::optional<Seat> moverOf(const SeatEvent& event) {
  if (const auto* e = std::get_if<PacketsChosen>(&event)) return e->dealer;
  if (const auto* e = std::get_if<BidMade>(&event)) return e->seat;
  if (const auto* e = std::get_if<CardPlayed>(&event)) return e->seat;
  return std::nullopt;
}

}  // namespace

RemoteSource::RemoteSource(std::unique_ptr<TableLink> link, JoinedTable table, std::vector<ServerMessage> early)
    : link_(std::move(link)), table_(std::move(table)), early_(std::move(early)) {}

void RemoteSource::take(std::vector<SeatEvent>& events) {
  for (const ServerMessage& m : std::exchange(early_, {})) read(m, events);
  for (const ServerMessage& m : link_->received()) read(m, events);
}

void RemoteSource::read(const ServerMessage& m, std::vector<SeatEvent>& events) {
  using T = ServerMessage::Type;
  switch (m.type) {
    case T::TableEvent:
      if (!m.seatEvent) return;
      if (m.seed) seed_ = m.seed;  // set_finished's
      if (skip_ > 0) return void(--skip_);  // sent again after a rejoin: already taken
      gameEvents_ = std::holds_alternative<GameBegun>(*m.seatEvent) ? 1 : gameEvents_ + 1;
      count(*m.seatEvent);
      events.push_back(*m.seatEvent);
      soFar_.push_back(*m.seatEvent);
      return;
    case T::Decide:
      if (!m.view) return;
      decide_ = Decide{m.turn, moment_, *m.view};
      sent_ = false;
      return;
    case T::Chairs: return chairs(m.chairs);
    case T::Set:
      // Back at a started set (a rejoin): the game in play is sent again from its start. The
      // events this table has taken of it already are not shown twice.
      skip_ = m.games.size() == finishedGames() ? gameEvents_ : 0;
      if (m.games.size() != finishedGames())
        for (std::size_t g = finishedGames(); g < m.games.size(); ++g) soFar_.push_back(GameRevealed{static_cast<int>(g) + 1, m.games[g]});
      games_ = m.games;
      return;
    case T::Error:
      // The server refused your move: it is asked again (the same decide stands).
      if (sent_ && (m.reason == "illegal" || m.reason == "not_your_turn" || m.reason == "stale")) {
        refused_ = Refused{Refused::Why::Server, {}, 0, m.message};
        sent_ = false;
      }
      std::cerr << "bizon: the table refused: " << m.reason << ": " << m.message << "\n";
      return;
    default: return;
  }
}

void RemoteSource::count(const SeatEvent& event) {
  if (const auto* begun = std::get_if<GameBegun>(&event)) moment_ = {begun->number - 1, 0};
  if (std::holds_alternative<PacketsChosen>(event) || std::holds_alternative<BidMade>(event) || std::holds_alternative<CardPlayed>(event))
    ++moment_.move, turn_.reset();
  if (const auto* turn = std::get_if<TurnStarted>(&event)) turn_ = turn->seat;
  if (const auto* revealed = std::get_if<GameRevealed>(&event)) {
    if (games_.size() < static_cast<std::size_t>(revealed->number)) games_.resize(static_cast<std::size_t>(revealed->number));
    games_[static_cast<std::size_t>(revealed->number - 1)] = revealed->record;
  }
  // The set is over: nothing is left to come back to (the menu's Back to the table forgets it).
  if (std::holds_alternative<SetFinished>(event)) over_ = true, link_->finished();
  if (const auto mover = moverOf(event)) standIn(*mover);
  // A decision made (by you or for you, after the grace) is no longer awaited.
  if (decide_ && (std::holds_alternative<PacketsChosen>(event) || std::holds_alternative<BidMade>(event) ||
                  std::holds_alternative<CardPlayed>(event)))
    decide_.reset(), sent_ = false;
}

void RemoteSource::standIn(Seat seat) {
  // A person away whose seat moves: the grace ran out and their built-in player moves for them.
  const bizon::ChairShown& c = table_.chairs[seat];
  if (seat == table_.seat || !c.person || c.connected || std::exchange(standIn_[seat], true)) return;
  news_.push_back({ChairNote::Kind::Replaced, seat, {}, c.name});
}

void RemoteSource::chairs(const PerSeat<bizon::ChairShown>& chairs) {
  for (Seat s : allSeats)
    if (s != table_.seat && table_.chairs[s].person && chairs[s].person && table_.chairs[s].connected != chairs[s].connected) {
      news_.push_back({chairs[s].connected ? ChairNote::Kind::Back : ChairNote::Kind::Dropped, s, {}, chairs[s].name});
      standIn_[s] = false;
    }
  table_.chairs = chairs;
}

std::optional<Decide> RemoteSource::awaited() const {
  if (!decide_ || sent_) return std::nullopt;
  return decide_;
}

MoveResult RemoteSource::move(const Move& move, int turn) {
  if (!decide_ || sent_ || turn != decide_->turn || move.seat() != table_.seat)
    return MoveResult::refusedFor(Refused::byRules({Refusal::Reason::NotYourTurn, move.seat()}));
  ClientMessage m = clientMessage(ClientMessage::Type::Move);
  m.turn = turn;
  m.choice = move.choice();
  link_->send(m);
  sent_ = true;
  news_.clear();  // the box's words about the chairs were seen
  return MoveResult::taken();
}

std::optional<Seat> RemoteSource::thinking() const {
  if (turn_ && *turn_ != table_.seat) return turn_;
  return std::nullopt;
}

Occupant RemoteSource::chair(Seat seat) const {
  const bizon::ChairShown& c = table_.chairs[seat];
  return {c.person ? c.name : std::string(), c.person, !c.person || c.connected};
}

std::vector<ChairNote> RemoteSource::notes() const {
  std::vector<ChairNote> notes;
  if (link_->reconnecting()) notes.push_back({ChairNote::Kind::Reconnecting, table_.seat, {}, {}});
  if (link_->state() == TableLink::State::Gone) notes.push_back({ChairNote::Kind::Gone, table_.seat, {}, {}});
  // The latest news of who dropped, came back or is played for.
  notes.insert(notes.end(), news_.begin(), news_.end());
  if (notes.size() > 3) notes.erase(notes.begin(), notes.end() - 3);
  return notes;
}

}  // namespace bizon::table
