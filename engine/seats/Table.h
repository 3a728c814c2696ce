// One table: runs a Match and asks each seat for its decisions through a seat port, whoever sits there (a built-in player, a program, a person at a connection); it paces and draws nothing.
#pragma once

#include <optional>
#include <vector>

#include "Match.h"
#include "SeatEvents.h"

namespace bizon {

// What sits in a chair, as the table sees it.
class SeatPort {
 public:
  virtual ~SeatPort() = default;
  // Puts in `move` the seat's move for the decision its view awaits (true), or returns false when
  // it will come later through Table::answer (a person at a connection, a player thinking on
  // another thread). `turn` counts the moves made in the set before this one. Not an optional
  // handed back: GCC 12 builds one on the stack a byte and a word at a time and reads it back
  // whole, a stall on every move (docs/architecture.md's "What a move costs").
  virtual bool decide(const SeatView& view, int turn, Move& move) = 0;
  // Whether the port wants the seat's stream: the table builds none for seats nobody listens to,
  // so that a set between built-in players runs as fast as the match alone. Asked when the port
  // takes the chair.
  virtual bool listens() const { return false; }
  virtual void tell(const SeatEvent& /*event*/) {}
  // How each game ended (a bot program hears game_over).
  virtual void gameOver(const Score& /*score*/) {}
};

class Table {
 public:
  // The ports are not owned; seat() may change them.
  Table(Match match, PerSeat<SeatPort*> ports);

  const Match& match() const { return match_; }
  // Moves made in the set so far: every game's packets, bids and cards.
  int turn() const { return turn_; }
  // Puts another port in the chair (a person comes back, or their built-in player takes over).
  // A decision awaited from the seat stays awaited: ask() asks the new port.
  void seat(Seat seat, SeatPort* port);

  // One decision: asks the seat to act and makes its move. A refused move (a port's bug) changes
  // nothing and is returned; a port answering later leaves the seat awaited.
  std::optional<Refusal> step();
  // Steps while the ports answer at once: until the set is over, a seat is awaited or a move is refused.
  std::optional<Refusal> run();
  // The same, stopping too once the game in play is scored (simulate counts each game).
  std::optional<Refusal> playGame();
  // The seat whose answer will come through answer(), if any.
  std::optional<Seat> awaited() const { return awaited_; }
  // Asks the awaited seat's port again (its new port, or its player who came back).
  void ask() { awaited_.reset(); }
  // The awaited seat's answer; refused (nothing changes) if it is not that seat's move to make.
  std::optional<Refusal> answer(Move move);

  // The seat's stream of the game in play from its start, for a port that takes the chair in
  // the middle of it; empty once the set is over.
  std::vector<SeatEvent> gameSoFar(Seat seat) const;

 private:
  // What make() and ask() did: nothing (the seat will answer later, awaited_, or the move was
  // refused, refused_), a move, or a move that ended a game.
  enum class Made { Nothing, Move, Game };
  Made ask(Seat seat);
  // Steps while the ports answer at once, until the set is over, a seat is awaited, a move is
  // refused, or `games` games are scored.
  std::optional<Refusal> runUntil(std::size_t games);
  // Makes the move, or keeps why not in refused_.
  Made make(Move move);
  Made refuse(std::optional<Refusal> refusal);
  // The events of the move just made to the listening seats, and each game's end to every port.
  void deliver(std::size_t scoredBefore);
  void gameOver(std::size_t scoredBefore);

  Match match_;
  PerSeat<SeatPort*> ports_;
  PerSeat<bool> listening_;
  bool anyListening_ = false;
  int turn_ = 0;
  std::optional<Seat> awaited_;
  Refusal refused_{Refusal::Reason::GameOver};
};

}  // namespace bizon
