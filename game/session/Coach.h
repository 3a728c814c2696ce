// The coach beside you: each decision of yours judged in the background; the mistake or blunder to say, the end of each game to say (CoachWords words them), and where its review would open.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "GameRecord.h"
#include "Analysis.h"
#include "Score.h"
#include "session/JudgeWorker.h"

namespace bizon::table {

class Coach {
 public:
  // A decision of yours judged.
  struct Judged {
    Moment moment;
    DecisionPoint point;
    DecisionAnalysis analysis;
  };
  // A game scored whose decisions are all judged: the judgements in the order decided, the view
  // of each, its score.
  struct Ending {
    std::vector<DecisionAnalysis> judged;
    std::vector<SeatView> views;
    Score score;
  };

  // The chair whose decisions are judged: yours (at a table of friends, the one you took).
  void setSeat(Seat seat) { seat_ = seat; }
  // A move of yours was made in game `game` (from 0) of the set; `record` is that game up to it.
  // Judged on the worker: the frame never waits.
  void decided(int game, const GameRecord& record);
  // Game `game` is scored: its line comes once all your decisions in it are judged.
  void gameScored(int game, const Score& score);
  // The next game starts (its first event is shown): the last game's line, said or still
  // coming, belongs to that game and goes.
  void gameStarted();
  // Your decisions from `at` on were taken back: their judgements and lines are forgotten, those
  // still on the worker dropped when they come.
  void takenBack(Moment at);
  // The best option of the decision last taken back (at its moment), once judged: what the table
  // then suggests as its main button, the coach having already said it.
  const std::optional<std::pair<Moment, Choice>>& advice() const { return advice_; }
  // Each frame: the judgements ready are taken; true if the line changed.
  bool update();

  // What the box says now, if anything: the latest mistake (a mistake or a blunder), or the end of
  // a game.
  const std::optional<Judged>& mistake() const { return note_; }
  std::optional<Ending> ending() const;
  // The step the end of a game offers to review: your costliest mistake there, if any.
  std::optional<Moment> review() const;

  // Whether the line says a mistake now, or the end of a game (the screenshots' moments).
  bool noting() const { return note_.has_value(); }
  // Whether decisions are still on the worker.
  bool judging() const { return !pending_.empty(); }
  bool ended() const { return ended_.has_value(); }

  // For the frame statistics: the notes shown (mistakes and blunders), and for each the time
  // from your decision to its line in the box, in milliseconds.
  int notes() const { return static_cast<int>(latencies_.size()); }
  const std::vector<double>& latencies() const { return latencies_; }

 private:
  struct Game {
    int asked = 0;
    std::vector<Judged> judged;  // in the order decided
  };

  // The judgements of the game whose end the box says, in order.
  std::vector<Judged> endedGame() const;

  JudgeWorker worker_;
  Seat seat_ = Seat::You;
  std::map<int, Game> games_;
  std::map<std::uint64_t, Moment> pending_;  // the worker's tickets not yet answered, and their decisions
  std::optional<Judged> note_;       // the mistake the box says
  std::optional<int> ended_;         // the game whose end the box says
  std::optional<int> scored_;        // a game scored whose judgements are still coming
  std::map<int, Score> scores_;      // the games scored whose line may still be said
  std::optional<int> lastScored_;    // the latest game scored
  int firstShown_ = 0;               // the first game whose notes may still be said (the one under way)
  std::vector<double> latencies_;
  std::optional<std::pair<Moment, Choice>> advice_;
};

}  // namespace bizon::table
