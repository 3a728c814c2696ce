#include "Table.h"

#include <cstdint>

namespace bizon {

Table::Table(Match match, PerSeat<SeatPort*> ports) : match_(std::move(match)), ports_(ports) {
  for (Seat s : allSeats) seat(s, ports[s]);
  for (const GameRecord& r : match_.finishedGames()) turn_ += static_cast<int>(r.moves.size());
  if (!match_.over()) turn_ += match_.game().movesMade();
  if (anyListening_) deliver(match_.scores().size());  // a new set's first GameStarted
  else match_.events().clear();
}

void Table::seat(Seat seat, SeatPort* port) {
  ports_[seat] = port;
  listening_[seat] = port->listens();
  anyListening_ = listening_[Seat::You] || listening_[Seat::Goat] || listening_[Seat::Sheep];
}

// Out of the way and given the optional whole: kept in make(), GCC took the refusal apart byte
// by byte onto the stack on every move, refused or not.
[[gnu::noinline, gnu::cold]] Table::Made Table::refuse(std::optional<Refusal> refusal) {
  refused_ = *refusal;
  return Made::Nothing;
}

// Inlined where it is called, and a refusal kept in refused_ rather than handed back: simulate
// asks for every move here, and passing the match's optional refusal through each return cost it
// some instructions a move (callgrind, docs/architecture.md's "What a move costs").
[[gnu::always_inline]] inline Table::Made Table::make(Move move) {
  const std::size_t scoredBefore = match_.scores().size();
  if (const std::optional<Refusal> refusal = match_.apply(move)) [[unlikely]] return refuse(refusal);
  ++turn_;
  if (anyListening_) deliver(scoredBefore);
  else match_.events().clear();
  if (match_.scores().size() == scoredBefore) return Made::Move;
  gameOver(scoredBefore);
  return Made::Game;
}

// Inlined in step() and runUntil(): one virtual call a move, the port's decide, and no optional
// handed back through memory (docs/architecture.md's "What a move costs").
[[gnu::always_inline]] inline Table::Made Table::ask(Seat seat) {
  if (Move move; ports_[seat]->decide(match_.view(seat), turn_, move)) return make(move);
  awaited_ = seat;
  return Made::Nothing;
}

std::optional<Refusal> Table::step() {
  if (match_.over() || awaited_ || ask(match_.game().toAct()) != Made::Nothing || awaited_) return std::nullopt;
  return refused_;
}

std::optional<Refusal> Table::runUntil(std::size_t games) {
  // The set's end and the games scored are looked at only when a game ends, not on every move.
  if (match_.over() || match_.scores().size() >= games) return std::nullopt;
  for (;;) switch (ask(match_.game().toAct())) {
      case Made::Move: break;
      case Made::Game:
        if (match_.over() || match_.scores().size() >= games) return std::nullopt;
        break;
      case Made::Nothing:
        if (awaited_) return std::nullopt;
        return refused_;
    }
}

std::optional<Refusal> Table::run() {
  if (awaited_) return std::nullopt;
  return runUntil(SIZE_MAX);
}

std::optional<Refusal> Table::playGame() {
  if (awaited_) return std::nullopt;
  return runUntil(match_.scores().size() + 1);
}

std::optional<Refusal> Table::answer(Move move) {
  if (!awaited_ || move.seat() != *awaited_) return Refusal{Refusal::Reason::NotYourTurn, move.seat()};
  if (make(move) == Made::Nothing) return refused_;
  awaited_.reset();
  return std::nullopt;
}

void Table::gameOver(std::size_t scoredBefore) {
  for (std::size_t g = scoredBefore; g < match_.scores().size(); ++g)
    for (Seat s : allSeats) ports_[s]->gameOver(match_.scores()[g]);
}

void Table::deliver(std::size_t scoredBefore) {
  EventQueue& events = match_.events();
  std::size_t scored = scoredBefore;
  while (!events.empty()) {
    const Event e = events.pop();
    for (Seat s : allSeats)
      if (listening_[s]) ports_[s]->tell(seatEventOf(e, s));
    if (!std::holds_alternative<GameScored>(e)) continue;
    const GameRevealed revealed{static_cast<int>(scored) + 1, match_.finishedGames()[scored]};
    ++scored;
    for (Seat s : allSeats)
      if (listening_[s]) ports_[s]->tell(revealed);
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
