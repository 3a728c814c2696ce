#include "SeatView.h"

namespace bizon {

SeatView viewOf(const Game& game, Seat seat) {
  SeatView v;
  v.seat = seat;
  v.dealer = game.dealer();
  v.phase = game.phase();
  v.toAct = game.toAct();
  v.decision = game.decision();
  v.round = game.round();
  v.hand = game.hand(seat);
  if (game.phase() == Phase::Playing && game.toAct() == seat) v.legal = game.legalPlays();
  v.packets = game.packets();
  if (game.packets()) v.grass = game.grass();
  v.bids.assign(game.bids().begin(), game.bids().end());
  v.bizon = game.bizon();
  v.trump = game.trump();
  v.eatenInRound = game.eatenInRound();
  v.plays.assign(game.plays().begin(), game.plays().end());
  v.tricks.assign(game.tricks().begin(), game.tricks().end());
  v.currentTrick.assign(game.currentTrick().begin(), game.currentTrick().end());
  return v;
}

CardSet SeatView::seen() const {
  CardSet s = hand;
  for (const PlayEntry& p : plays) s.add(p.card);
  if (grass && !bizon) s.add(*grass);
  return s;
}

}  // namespace bizon
