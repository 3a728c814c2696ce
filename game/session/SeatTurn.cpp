#include "session/SeatTurn.h"

namespace bizon::table {

PerSeat<std::optional<Seat>> facesOnScreen(Seat own, const PerSeat<bool>& person) {
  PerSeat<std::optional<Seat>> faces;
  for (Seat place : {Seat::Goat, Seat::Sheep})
    if (const Seat chair = atPlace(place, own); !person[chair]) faces[place] = chair;
  return faces;
}

namespace {

template <class T>
PerSeat<T> turned(const PerSeat<T>& values, Seat own) {
  PerSeat<T> out;
  for (Seat s : allSeats) out[onScreen(s, own)] = values[s];
  return out;
}

struct Turn {
  Seat own;
  Seat operator()(Seat s) const { return onScreen(s, own); }

  Event operator()(GameStarted e) const { return e.dealer = (*this)(e.dealer), e; }
  Event operator()(PacketsChosen e) const { return e.dealer = (*this)(e.dealer), e; }
  Event operator()(PacketDealt e) const { return e.seat = (*this)(e.seat), e; }
  Event operator()(TurnStarted e) const { return e.seat = (*this)(e.seat), e; }
  Event operator()(BidMade e) const { return e.seat = (*this)(e.seat), e; }
  Event operator()(GrassEaten e) const { return e.bizon = (*this)(e.bizon), e; }
  Event operator()(CardPlayed e) const { return e.seat = (*this)(e.seat), e; }
  Event operator()(TrickTaken e) const {
    e.trick.leader = (*this)(e.trick.leader);
    e.trick.winner = (*this)(e.trick.winner);
    return e;
  }
  Event operator()(GameScored e) const {
    if (e.score.bizon) e.score.bizon = (*this)(*e.score.bizon);
    e.score.gp = turned(e.score.gp, own);
    e.score.sp = turned(e.score.sp, own);
    return e;
  }
  Event operator()(SetFinished e) const {
    e.totals = turned(e.totals, own);
    e.winners = turned(e.winners, own);
    return e;
  }
  Event operator()(const GrassTurned& e) const { return e; }
  Event operator()(const AllPassed& e) const { return e; }
};

}  // namespace

Event onScreen(const Event& event, Seat own) {
  if (own == Seat::You) return event;
  return std::visit(Turn{own}, event);
}

}  // namespace bizon::table
