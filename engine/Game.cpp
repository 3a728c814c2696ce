#include "Game.h"

namespace bizon {

Game::Game(Seat dealer, const Deck& deck, EventQueue* events)
    : deck_(deck), events_(events), dealer_(dealer), toAct_(dealer) {
  emit(TurnStarted{dealer_, Decision::Packets, round()});
}

Decision Game::decision() const {
  switch (phase_) {
    case Phase::Packets: return Decision::Packets;
    case Phase::Bidding: return Decision::Bid;
    default: return Decision::Play;
  }
}

std::optional<Refusal> Game::apply(Move move) {
  if (const auto card = move.card()) return play(move.seat(), *card);
  if (const auto b = move.bid()) return bid(move.seat(), *b);
  return choosePackets(move.seat(), *move.packets());
}

void Game::deal(Seat seat, int count, bool completing) {
  CardSet packet;
  for (int i = 0; i < count; ++i) packet.add(deck_[static_cast<std::size_t>(dealt_++)]);
  hands_[seat] = hands_[seat] | packet;
  emit(PacketDealt{seat, packet, completing});
}

std::optional<Refusal> Game::choosePackets(Seat seat, Packets packets) {
  if (phase_ != Phase::Packets) return Refusal{Refusal::Reason::PacketsAlreadyChosen, seat};
  if (seat != dealer_) return Refusal{Refusal::Reason::NotTheDealer, seat};
  packets_ = packets;
  emit(PacketsChosen{dealer_, packets});
  // R4: two passes, each from the dealer's left round to the dealer.
  for (int size : packetSizes(packets)) {
    Seat s = leftOf(dealer_);
    for (int k = 0; k < 3; ++k, s = leftOf(s)) deal(s, size, false);
  }
  emit(GrassTurned{grass()});  // R5
  phase_ = Phase::Bidding;
  toAct_ = leftOf(dealer_);  // R6
  emit(TurnStarted{toAct_, Decision::Bid, round()});
  return std::nullopt;
}

std::optional<Refusal> Game::bid(Seat seat, Bid bid) {
  using R = Refusal::Reason;
  if (phase_ == Phase::Packets) return Refusal{R::PacketsNotChosen, seat};
  if (phase_ != Phase::Bidding) return Refusal{R::BiddingOver, seat};
  if (seat != toAct_) return Refusal{R::NotYourTurn, seat};
  const int r = round();
  const Suit grassSuit = grass().suit();
  if (bid.eat) {
    if (r == 1 && bid.trump && *bid.trump != grassSuit) return Refusal{R::RoundOneTrump, seat, {}, grassSuit};
    if (r == 2 && !bid.trump) return Refusal{R::TrumpMissing, seat};
    if (r == 2 && *bid.trump == grassSuit) return Refusal{R::GrassSuitInRound2, seat, {}, grassSuit};
  }
  if (!bid.eat) bid = Bid::pass();
  bids_.push({seat, bid});
  emit(BidMade{seat, bid, r});
  if (bid.eat) {
    bizon_ = seat;
    trump_ = r == 1 ? grassSuit : *bid.trump;
    eatenInRound_ = r;
    hands_[seat].add(grass());  // R9
    emit(GrassEaten{seat, grass(), *trump_, r});
    completeDeal();
    return std::nullopt;
  }
  if (bids_.size() == 6) {  // R8
    phase_ = Phase::Over;
    score_ = scorePassOut();
    emit(AllPassed{});
    emit(GameScored{score_});
    return std::nullopt;
  }
  toAct_ = leftOf(seat);
  emit(TurnStarted{toAct_, Decision::Bid, round()});
  return std::nullopt;
}

void Game::completeDeal() {
  Seat s = leftOf(dealer_);
  for (int k = 0; k < 3; ++k, s = leftOf(s)) deal(s, s == *bizon_ ? 2 : 3, true);
  phase_ = Phase::Playing;
  toAct_ = leftOf(dealer_);  // R10
  emit(TurnStarted{toAct_, Decision::Play, round()});
}

std::span<const Card> Game::currentTrick() const {
  const auto& t = tricks_[trickCount_ < 8 ? trickCount_ : 7];
  std::size_t played = phase_ == Phase::Playing ? plays_.size() % 3 : 0;
  return {t.cards.data(), played};
}

CardSet Game::legalPlays() const {
  if (phase_ != Phase::Playing) return {};
  const CardSet hand = hands_[toAct_];
  auto trick = currentTrick();
  if (trick.empty()) return hand;
  const CardSet following = hand & CardSet::of(trick[0].suit());
  return following.empty() ? hand : following;
}

std::optional<Refusal> Game::play(Seat seat, Card card) {
  using R = Refusal::Reason;
  if (phase_ == Phase::Packets) return Refusal{R::PacketsNotChosen, seat};
  if (phase_ == Phase::Bidding) return Refusal{R::BiddingNotOver, seat};
  if (phase_ == Phase::Over) return Refusal{R::GameOver, seat};
  if (seat != toAct_) return Refusal{R::NotYourTurn, seat};
  const CardSet hand = hands_[seat];
  if (!hand.contains(card)) return Refusal{R::NotInHand, seat, card};
  auto trick = currentTrick();
  if (!trick.empty()) {
    const Suit led = trick[0].suit();
    if (card.suit() != led && !(hand & CardSet::of(led)).empty())
      return Refusal{R::MustFollow, seat, card, led};
  }
  Trick& t = tricks_[trickCount_];
  const std::size_t position = trick.size();
  if (position == 0) t.leader = seat;
  t.cards[position] = card;
  hands_[seat].remove(card);
  plays_.push({seat, card});
  emit(CardPlayed{seat, card});
  if (position == 2)
    finishTrick();
  else {
    toAct_ = leftOf(seat);
    emit(TurnStarted{toAct_, Decision::Play, round()});
  }
  return std::nullopt;
}

void Game::finishTrick() {
  Trick& t = tricks_[trickCount_];
  int best = 0;  // R11
  for (int i = 1; i < 3; ++i)
    if (beats(t.cards[static_cast<std::size_t>(i)], t.cards[static_cast<std::size_t>(best)], *trump_)) best = i;
  t.winner = t.seatOf(best);
  gp_[t.winner] += t.points();
  emit(TrickTaken{static_cast<int>(trickCount_), t});
  ++trickCount_;
  if (trickCount_ == 8) {
    phase_ = Phase::Over;
    score_ = scoreGame(*bizon_, gp_);
    emit(GameScored{score_});
    return;
  }
  toAct_ = t.winner;
  emit(TurnStarted{toAct_, Decision::Play, round()});
}

}  // namespace bizon
