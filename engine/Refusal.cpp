#include "Refusal.h"

namespace bizon {

namespace {
std::string possessive(Seat s) { return s == Seat::You ? "your" : std::string(code(s)) + "'s"; }
}  // namespace

std::string describe(const Refusal& r) {
  using R = Refusal::Reason;
  const std::string suit(name(r.suit));
  switch (r.reason) {
    case R::NotYourTurn: return "not " + possessive(r.seat) + " turn";
    case R::NotTheDealer: return std::string(code(r.seat)) + " is not the dealer";
    case R::PacketsAlreadyChosen: return "the packets are already chosen";
    case R::PacketsNotChosen: return "the cards are not dealt yet";
    case R::BiddingOver: return "the bidding is over";
    case R::BiddingNotOver: return "the bidding is not over";
    case R::RoundOneTrump: return "in round 1 the trump is the grass's suit (" + suit + ")";
    case R::GrassSuitInRound2:
      return "the grass's suit (" + suit + ") cannot be named in round 2";
    case R::TrumpMissing: return "an eat in round 2 must name a trump";
    case R::NotInHand: return code(r.card) + " is not in " + possessive(r.seat) + " hand";
    case R::MustFollow: return std::string(code(r.seat)) + " must follow " + suit;
    case R::GameOver: return "the game is over";
  }
  return "refused";
}

}  // namespace bizon
