// What the table shows, as plain data (no SFML): where each card lies, hands, piles, trick, trump, bubbles, scoresheet, story.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "Events.h"
#include "Match.h"
#include "session/SeatPicture.h"

namespace bizon::table {

// Where a card lies on the table.
enum class Where : std::uint8_t { Deck, Grass, Hand, Trick, Pile, Spread };

struct Place {
  Where where = Where::Deck;
  Seat seat = Seat::You;  // whose hand, trick card or pile (unused for Deck and Grass)
  friend bool operator==(const Place&, const Place&) = default;
};

// The speech bubble next to a seat's name: its latest bid, "Bizon", or its GP once scored.
struct Bubble {
  enum class Kind : std::uint8_t { None, Bid, Bizon, Gp };
  Kind kind = Kind::None;
  Bid bid;
  int round = 1;
  int gp = 0;
  friend bool operator==(const Bubble&, const Bubble&) = default;
};

// One line of the story told in the communication box (TableWords puts it in words).
struct Note {
  // RoundTwo names the grass's suit, which cannot be named (R7); Scored tells the count (R12, R13).
  enum class Kind : std::uint8_t { Deals, RoundTwo, TrumpIs, GrassIs, IsBizon, AllPassed, Scored };
  Kind kind = Kind::Deals;
  Seat seat = Seat::You;
  Suit suit = Suit::Clubs;
  Card card;
  // Scored: the Score of the game, seat being its Bizon.
  Outcome outcome = Outcome::AllPassed;
  PerSeat<int> gp, sp;
  friend bool operator==(const Note&, const Note&) = default;
};

class TableModel {
 public:
  // The table before the first event: every card in the deck, in index order.
  explicit TableModel(int games = gamesPerSet);
  // The table of a set of `games` games once `events` are shown, in order (the events leading to
  // a moment: a resumed set, a jump in a review).
  static TableModel shown(EventQueue& events, int games);

  // One event shown: the only way the table changes during play.
  void apply(const Event& event);
  // Two face-down cards trade places (and their places in the deal's order): a stand-in for a card
  // this seat could not know gives way to it once it is shown (SeatPicture).
  void trade(Card a, Card b);

  const Place& place(Card card) const { return places_[static_cast<std::size_t>(card.index())]; }
  // A seat's hand in display order (yours sorted, the others' as dealt).
  const std::vector<Card>& hand(Seat s) const { return hands_[static_cast<std::size_t>(s)]; }
  // The cards a seat has won, in the order taken.
  const std::vector<Card>& pile(Seat s) const { return piles_[static_cast<std::size_t>(s)]; }
  const std::vector<Card>& deck() const { return deck_; }  // still to deal, top first
  const std::vector<PlayEntry>& trick() const { return trick_; }
  const std::optional<Trick>& latestTrick() const { return latestTrick_; }
  std::optional<Card> grass() const { return grass_; }  // while it lies face up
  std::optional<Suit> trump() const { return trump_; }
  std::optional<Seat> bizon() const { return bizon_; }
  // Everybody passed: each seat's five cards are shown until the next deal.
  bool allPassed() const { return allPassed_; }
  Seat dealer() const { return dealer_; }
  int gameNumber() const { return gameNumber_; }
  int games() const { return games_; }
  int round() const { return round_; }
  std::optional<Seat> turn() const { return turn_; }
  const Bubble& bubble(Seat s) const { return bubbles_[static_cast<std::size_t>(s)]; }
  const std::vector<Note>& story() const { return story_; }
  const std::vector<PerSeat<int>>& sheet() const { return sheet_; }
  const PerSeat<int>& totals() const { return totals_; }

  friend bool operator==(const TableModel&, const TableModel&) = default;

 private:
  void on(const GameStarted& e);
  void on(const PacketsChosen&) {}
  void on(const PacketDealt& e);
  void on(const GrassTurned& e);
  void on(const TurnStarted& e);
  void on(const BidMade& e);
  void on(const GrassEaten& e);
  void on(const AllPassed&);
  void on(const CardPlayed& e);
  void on(const TrickTaken& e);
  void on(const GameScored& e);
  void on(const SetFinished&) {}

  void put(Card card, Where where, Seat seat = Seat::You);
  void giveTo(Seat seat, CardSet cards);  // into a hand, which keeps its display order
  void spreadPiles();                     // the tricks face up at the end of a game
  void tellBizon();                       // trump, grass and who is the Bizon

  std::array<Place, deckSize> places_{};
  std::array<std::vector<Card>, 3> hands_;
  std::array<std::vector<Card>, 3> piles_;
  std::vector<Card> deck_;
  std::array<Card, deckSize> order_{};  // the game's deck as dealt: the others' hands keep its order
  std::vector<PlayEntry> trick_;
  std::optional<Trick> latestTrick_;
  std::optional<Suit> trump_;
  std::optional<Seat> bizon_;
  bool allPassed_ = false;
  std::optional<Card> grass_;
  Seat dealer_ = Seat::You;
  int gameNumber_ = 1;
  int games_ = gamesPerSet;
  int round_ = 1;
  std::optional<Seat> turn_;
  std::array<Bubble, 3> bubbles_{};
  std::vector<Note> story_;
  std::vector<PerSeat<int>> sheet_;
  PerSeat<int> totals_;
};

// The table set out at once, a set of `games` games, from what a session says it stands at
// (TableSession::standing): each picture's trades, then its event.
TableModel setOut(const std::vector<Picture>& standing, int games);

}  // namespace bizon::table
