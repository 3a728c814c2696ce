#include "Table.h"

#include <algorithm>

namespace bizon {

Table::Table(Match match, PerSeat<SeatPort*> ports) : match_(std::move(match)), ports_(ports) {
  for (const GameRecord& r : match_.finishedGames()) turn_ += static_cast<int>(r.moves.size());
  if (!match_.over()) turn_ += match_.game().movesMade();
  deliver(match_.scores().size());  // a new set's first GameStarted
}

void Table::seat(Seat seat, SeatPort* port) { ports_[seat] = port; }

std::optional<Refusal> Table::step() {
  if (match_.over() || awaited_) return std::nullopt;
  const Seat seat = match_.game().toAct();
  const std::optional<Move> move = ports_[seat]->decide(match_.view(seat), turn_);
  if (!move) {
    awaited_ = seat;
    return std::nullopt;
  }
  return make(*move);
}

std::optional<Refusal> Table::run() {
  while (!match_.over() && !awaited_)
    if (auto refusal = step()) return refusal;
  return std::nullopt;
}

std::optional<Refusal> Table::answer(Move move) {
  if (!awaited_ || move.seat() != *awaited_) return Refusal{Refusal::Reason::NotYourTurn, move.seat()};
  auto refusal = make(move);
  if (!refusal) awaited_.reset();
  return refusal;
}

std::optional<Refusal> Table::make(Move move) {
  const std::size_t scoredBefore = match_.scores().size();
  if (auto refusal = match_.apply(move)) return refusal;
  ++turn_;
  deliver(scoredBefore);
  for (std::size_t g = scoredBefore; g < match_.scores().size(); ++g)
    for (Seat s : allSeats) ports_[s]->gameOver(match_.scores()[g]);
  return std::nullopt;
}

void Table::deliver(std::size_t scoredBefore) {
  EventQueue& events = match_.events();
  if (std::none_of(allSeats.begin(), allSeats.end(), [&](Seat s) { return ports_[s]->listens(); })) {
    events.clear();
    return;
  }
  std::size_t scored = scoredBefore;
  while (!events.empty()) {
    const Event e = events.pop();
    for (Seat s : allSeats)
      if (ports_[s]->listens()) ports_[s]->tell(seatEventOf(e, s));
    if (!std::holds_alternative<GameScored>(e)) continue;
    const GameRevealed revealed{static_cast<int>(scored) + 1, match_.finishedGames()[scored]};
    ++scored;
    for (Seat s : allSeats)
      if (ports_[s]->listens()) ports_[s]->tell(revealed);
  }
}

std::vector<SeatEvent> Table::gameSoFar(Seat seat) const {
  if (match_.over()) return {};
  EventQueue all;
  match_.eventsSoFar(all);
  std::vector<SeatEvent> stream;
  while (!all.empty()) {
    const Event e = all.pop();
    if (std::holds_alternative<GameStarted>(e)) stream.clear();
    stream.push_back(seatEventOf(e, seat));
  }
  return stream;
}

}  // namespace bizon
