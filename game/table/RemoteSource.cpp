#include "table/RemoteSource.h"

#include <iostream>

namespace bizon::table {

RemoteSource::RemoteSource(std::unique_ptr<TableLink> link, Seat seat, bool hints, const PerSeat<bizon::ChairShown>& chairs,
                           std::vector<ServerMessage> early)
    : link_(std::move(link)), seat_(seat), hints_(hints), chairs_(chairs), early_(std::move(early)) {}

void RemoteSource::take(std::vector<SeatEvent>& events) {
  for (const ServerMessage& m : std::exchange(early_, {})) read(m, events);
  for (const ServerMessage& m : link_->received()) read(m, events);
}

void RemoteSource::read(const ServerMessage& m, std::vector<SeatEvent>& events) {
  using T = ServerMessage::Type;
  switch (m.type) {
    case T::TableEvent:
      if (!m.seatEvent) return;
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
        refused_ = Refused{std::nullopt, m.message};
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
  if (std::holds_alternative<SetFinished>(event)) over_ = true;
  // A decision made (by you or for you, after the grace) is no longer awaited.
  if (decide_ && (std::holds_alternative<PacketsChosen>(event) || std::holds_alternative<BidMade>(event) ||
                  std::holds_alternative<CardPlayed>(event)))
    decide_.reset(), sent_ = false;
}

void RemoteSource::chairs(const PerSeat<bizon::ChairShown>& chairs) {
  for (Seat s : allSeats)
    if (s != seat_ && chairs_[s].person && chairs[s].person && chairs_[s].connected != chairs[s].connected)
      news_.push_back({chairs[s].name, chairs[s].connected});
  chairs_ = chairs;
}

std::optional<Decide> RemoteSource::awaited() const {
  if (!decide_ || sent_) return std::nullopt;
  return decide_;
}

std::optional<Refused> RemoteSource::move(const Move& move, int turn) {
  if (!decide_ || sent_ || turn != decide_->turn || move.seat() != seat_)
    return Refused{Refusal{Refusal::Reason::NotYourTurn, move.seat()}, {}};
  ClientMessage m = clientMessage(ClientMessage::Type::Move);
  m.turn = turn;
  m.choice = move.choice();
  link_->send(m);
  sent_ = true;
  news_.clear();  // the box's words about the chairs were seen
  return std::nullopt;
}

std::optional<Seat> RemoteSource::thinking() const {
  if (turn_ && *turn_ != seat_) return turn_;
  return std::nullopt;
}

ChairShown RemoteSource::chair(Seat seat) const {
  const bizon::ChairShown& c = chairs_[seat];
  return {c.person ? c.name : std::string(), c.person, !c.person || c.connected};
}

std::vector<std::string> RemoteSource::notes(const Texts& texts) const {
  std::vector<std::string> lines;
  const auto state = link_->state();
  if (link_->reconnecting()) lines.push_back(texts("lobby.reconnecting"));
  if (state == TableLink::State::Gone) lines.push_back(texts("lobby.gone"));
  // The latest word of each who dropped or came back.
  for (const auto& [name, back] : news_) lines.push_back(texts.format(back ? "online.back" : "online.dropped", {{"name", name}}));
  if (lines.size() > 3) lines.erase(lines.begin(), lines.end() - 3);
  return lines;
}

}  // namespace bizon::table
