// Values your decisions with the analysis's own Judge (ai/Analysis.h) on a worker (work/Worker.h), so that a frame never waits: the coach's judgements and the hint's options.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "Analysis.h"
#include "work/SearchTurn.h"
#include "work/Worker.h"

namespace bizon::table {

class JudgeWorker {
 public:
  using Clock = std::chrono::steady_clock;

  // A decision judged (a made one: its cost and mark) or only valued (the hint: `best` the option
  // of highest expected SP, `played` the one the hint sets against it, hintRival, with its cost
  // and noise). The values come from the seat's view alone (R18).
  struct Answer {
    std::uint64_t ticket = 0;
    Moment moment;          // the decision: its game and the moves made before it
    DecisionPoint point;    // what the seat saw
    DecisionAnalysis analysis;
    Clock::time_point asked;
  };

  // Destroying it waits for the decision being judged (a fraction of a second), drops the others.
  JudgeWorker() = default;

  // Judges the decision of `seat` that the last move of `record` made (game `game` of the set),
  // after those asked before; the record is replayed on the worker too. Its ticket.
  std::uint64_t judge(int game, GameRecord record, Seat seat = Seat::You);
  // Values the options of a decision still to make, before any judgement waiting; a value asked
  // before and not started is dropped.
  std::uint64_t value(Moment moment, DecisionPoint point);
  // The answers ready, oldest first (with no options: it could not be judged); never blocks.
  std::vector<Answer> take();
  // Whether nothing is waiting or being judged.
  bool idle() const { return worker_.idle(); }

 private:
  // The worker's Judge, made by its first job: its solver's table belongs to the worker's thread.
  Judge& judgeOnWorker();
  Answer judged(Answer answer, const GameRecord& record, Seat seat);
  Answer valued(Answer answer);

  std::unique_ptr<Judge> judge_;            // the worker's only
  std::atomic<std::uint64_t> latestValue_{0};  // the ticket of the latest value asked
  std::uint64_t tickets_ = 0;
  work::Worker<std::optional<Answer>> worker_;  // last: stopped before what its jobs use goes
};

}  // namespace bizon::table
