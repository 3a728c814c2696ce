#include "Position.h"

namespace bizon {

Position positionOf(const Game& game) {
  Position p;
  for (Seat s : allSeats) p.hands[static_cast<std::size_t>(index(s))] = game.hand(s).mask();
  for (const Trick& t : game.tricks()) p.gp[static_cast<std::size_t>(index(t.winner))] += t.points();
  const auto trick = game.currentTrick();
  p.onTable = static_cast<int>(trick.size());
  for (std::size_t i = 0; i < trick.size(); ++i) p.table[i] = trick[i];
  p.leader = (index(game.toAct()) + 3 - p.onTable) % 3;
  p.bizon = game.bizon() ? index(*game.bizon()) : 0;
  p.trump = game.trump().value_or(Suit::Clubs);
  return p;
}

Position seenPosition(const SeatView& view) {
  Position p;
  for (const Trick& t : view.tricks) p.gp[static_cast<std::size_t>(index(t.winner))] += t.points();
  p.onTable = static_cast<int>(view.currentTrick.size());
  for (std::size_t i = 0; i < view.currentTrick.size(); ++i) p.table[i] = view.currentTrick[i];
  p.leader = (index(view.seat) + 3 - p.onTable) % 3;
  p.bizon = index(*view.bizon);
  p.trump = *view.trump;
  return p;
}

}  // namespace bizon
