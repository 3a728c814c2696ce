// A set of 15 games: dealer rotation, shuffles between games, set points and the winner (R14–R17).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "Game.h"
#include "GameCursor.h"
#include "GameRecord.h"
#include "SeatView.h"

namespace bizon {

// The games of a set (R15), unless a set is told otherwise (the tests' short sets).
inline constexpr int gamesPerSet = 15;

struct MatchOptions {
  std::uint64_t seed = 0;  // decides the first dealer and every shuffle
  Shuffle shuffle = Shuffle::Light;
  int games = gamesPerSet;
};

class Match {
 public:
  explicit Match(MatchOptions options);
  // Resumes a set from the records of its games so far (the last may be unfinished); throws
  // std::invalid_argument naming the game and the first thing wrong if they do not replay.
  Match(MatchOptions options, std::span<const GameRecord> played);

  // A move of the seat to act; a refused move changes nothing. Once a game is scored the next
  // one starts at once (its events follow GameScored in the queue).
  std::optional<Refusal> apply(Move move);

  // Taking back, so that a player can undo a slip: the seat's last bid or card is undone with every move after it, and
  // the game stands as it did before that move; until the next game starts, a game just scored
  // is reopened so. The events queued are dropped (the table sets itself out anew, eventsSoFar).
  // False, and nothing changes, when the set is over or the seat has no such move to take back.
  bool canTakeBack(Seat seat) const;
  bool takeBack(Seat seat);

  EventQueue& events() { return *events_; }
  const MatchOptions& options() const { return options_; }
  const Game& game() const { return game_; }
  int gameNumber() const { return static_cast<int>(finished_.size()) + (over() ? 0 : 1); }
  bool over() const { return static_cast<int>(finished_.size()) == options_.games; }
  // Where the set stands: the game being played and the moves made in it.
  Moment moment() const { return {gameNumber() - 1, game_.movesMade()}; }
  const PerSeat<int>& totals() const { return totals_; }
  // R15: the seats tied on the most SP share the win.
  PerSeat<bool> winners() const;
  const std::vector<GameRecord>& finishedGames() const { return finished_; }
  const std::vector<Score>& scores() const { return scores_; }
  // Every game of the set so far, the one in progress last (if its packets are chosen).
  std::vector<GameRecord> records() const;
  // The game the latest move was made in (from 0) and its record: the game in play once it has a
  // move, else the game just scored; nothing before the set's first move.
  struct LatestGame {
    int game = 0;
    GameRecord record;
  };
  std::optional<LatestGame> latestGame() const;
  SeatView view(Seat seat) const { return viewOf(game_, seat); }
  // The events that set a table out where the match stands, as if it had shown the set from its
  // start (eventsLeadingTo): a resumed set.
  void eventsSoFar(EventQueue& out) const;

 private:
  std::optional<Refusal> afterAction(std::optional<Refusal> refusal);
  // The latest game's record cut just before the seat's last bid or card, if it may be taken back.
  std::optional<LatestGame> beforeLastDecision(Seat seat) const;
  Deck nextDeck();

  MatchOptions options_;
  // On the heap so that the game's pointer to it survives moving the match.
  std::unique_ptr<EventQueue> events_ = std::make_unique<EventQueue>();
  Game game_;
  std::vector<GameRecord> finished_;
  std::vector<Score> scores_;
  PerSeat<int> totals_;
};

}  // namespace bizon
