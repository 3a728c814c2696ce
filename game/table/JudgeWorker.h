// Values your decisions with the analysis's own Judge (ai/Analysis.h) on a worker thread, so that a frame never waits: the coach's judgements and the hint's options.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

#include "Analysis.h"

namespace bizon::table {

class JudgeWorker {
 public:
  using Clock = std::chrono::steady_clock;

  // A decision judged (a made one: its cost and mark) or only valued (the hint: `best` the option
  // of highest expected SP, `played` meaningless). The values come from the seat's view alone (R18).
  struct Answer {
    std::uint64_t ticket = 0;
    Moment moment;          // the decision: its game and the moves made before it
    DecisionPoint point;    // what the seat saw
    DecisionAnalysis analysis;
    Clock::time_point asked;
  };

  JudgeWorker();
  // Waits for the decision being judged (a fraction of a second), drops the others.
  ~JudgeWorker();
  JudgeWorker(const JudgeWorker&) = delete;
  JudgeWorker& operator=(const JudgeWorker&) = delete;

  // Judges the decision of `seat` that the last move of `record` made (game `game` of the set),
  // after those asked before; the record is replayed on the worker too. Its ticket.
  std::uint64_t judge(int game, GameRecord record, Seat seat = Seat::You);
  // Values the options of a decision still to make, before any judgement waiting.
  std::uint64_t value(Moment moment, DecisionPoint point);
  // The answers ready, oldest first (with no options: it could not be judged); never blocks.
  std::vector<Answer> take();
  // Whether nothing is waiting or being judged.
  bool idle() const;

 private:
  void run(std::stop_token stop);

  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  struct Asked {
    Answer answer;                     // its point set for a value
    std::optional<GameRecord> record;  // a judgement: the game up to the decision
    Seat seat = Seat::You;
  };
  std::deque<Asked> asked_;  // waiting: values first, then judgements in order
  std::vector<Answer> ready_;
  bool working_ = false;
  std::uint64_t tickets_ = 0;
  std::jthread thread_;  // last: started once everything above exists
};

}  // namespace bizon::table
