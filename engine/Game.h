// One game of Bizon under the rulings: the deal, both bidding rounds, eight tricks and the score.
#pragma once

#include <array>
#include <optional>
#include <span>

#include "Actions.h"
#include "Deck.h"
#include "Events.h"
#include "Move.h"
#include "Refusal.h"
#include "Score.h"

namespace bizon {

enum class Phase : std::uint8_t { Packets, Bidding, Playing, Over };

class Game {
 public:
  // The dealer is about to choose the packets (R16); events, if given, receive what happens.
  Game(Seat dealer, const Deck& deck, EventQueue* events = nullptr);

  // A move either happens, pushing its events, or is refused and changes nothing: packets only
  // by the dealer before the deal (R16), bids in turn (R6–R8), cards in turn following suit (R10).
  std::optional<Refusal> apply(Move move);
  // Where the events go from now on (nowhere if null): a copy of a game sends them where the
  // original did until told otherwise.
  void sendEventsTo(EventQueue* events) { events_ = events; }

  Phase phase() const { return phase_; }
  Seat dealer() const { return dealer_; }
  const Deck& deck() const { return deck_; }
  std::optional<Packets> packets() const { return packets_; }
  // Whose decision it is (the dealer while choosing the packets); meaningless once over.
  Seat toAct() const { return toAct_; }
  Decision decision() const;
  int round() const { return bids_.size() < 3 ? 1 : 2; }  // bidding round, R6–R7
  // The moves made so far: the packets, the bids, the cards.
  int movesMade() const { return (packets_ ? 1 : 0) + static_cast<int>(bids_.size() + plays_.size()); }

  Card grass() const { return deck_[deckSize - 1]; }
  std::optional<Seat> bizon() const { return bizon_; }
  std::optional<Suit> trump() const { return trump_; }
  int eatenInRound() const { return eatenInRound_; }  // 0 if nobody ate

  CardSet hand(Seat s) const { return hands_[s]; }
  // The cards the seat to act may play (R10), empty if it is not playing.
  CardSet legalPlays() const;

  std::span<const BidEntry> bids() const { return {bids_.data(), bids_.size()}; }
  std::span<const PlayEntry> plays() const { return {plays_.data(), plays_.size()}; }
  std::span<const Trick> tricks() const { return {tricks_.data(), trickCount_}; }
  // The cards of the trick being played, in order (0 to 2 of them).
  std::span<const Card> currentTrick() const;
  const Score& score() const { return score_; }  // once the phase is Over

 private:
  template <class T, std::size_t N>
  struct Log {
    std::array<T, N> items{};
    std::size_t count = 0;
    void push(const T& t) { items[count++] = t; }
    std::size_t size() const { return count; }
    const T* data() const { return items.data(); }
  };

  std::optional<Refusal> choosePackets(Seat seat, Packets packets);
  std::optional<Refusal> bid(Seat seat, Bid bid);
  std::optional<Refusal> play(Seat seat, Card card);
  void emit(const Event& e) {
    if (events_) events_->push(e);
  }
  void deal(Seat seat, int count, bool completing);
  void completeDeal();
  void finishTrick();

  Deck deck_;
  EventQueue* events_;
  Seat dealer_;
  Seat toAct_;
  Phase phase_ = Phase::Packets;
  std::optional<Packets> packets_;
  int dealt_ = 0;  // cards taken from the top of the deck so far
  PerSeat<CardSet> hands_;
  std::optional<Seat> bizon_;
  std::optional<Suit> trump_;
  int eatenInRound_ = 0;
  Log<BidEntry, 6> bids_;
  Log<PlayEntry, deckSize> plays_;
  std::array<Trick, 8> tricks_{};
  std::size_t trickCount_ = 0;
  PerSeat<int> gp_;
  Score score_;
};

}  // namespace bizon
