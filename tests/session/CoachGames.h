// What the coach's tests (its judgement here, its words in tests/game) play and ask: a game with all your decisions, their views, a hint's valuation as its worker answers it.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "Analysis.h"
#include "Match.h"
#include "Random.h"
#include "session/JudgeWorker.h"
#include "../Eventually.h"
#include "../history/RandomPlay.h"

namespace bizon::test {

// The first seed whose first game, played at random, has a Bizon: a game with all its decisions.
inline std::uint64_t gameWithBizonSeed() {
  for (std::uint64_t seed = 1;; ++seed) {
    Match trial(MatchOptions{seed, Shuffle::Light, 15});
    Random r(seed);
    while (trial.scores().empty()) playRandomAction(trial, r);
    if (trial.scores()[0].bizon) return seed;
  }
}

// The view of each of your decisions in a game, in order, as the coach keeps them.
inline std::vector<SeatView> viewsOf(const GameRecord& record) {
  std::vector<SeatView> views;
  for (const DecisionPoint& p : decisionsOf(record, Seat::You)) views.push_back(p.view);
  return views;
}

// The hint's valuation of `point` at `moment`, as its worker answers it.
inline std::vector<table::JudgeWorker::Answer> valuedOnWorker(Moment moment, const DecisionPoint& point) {
  table::JudgeWorker worker;
  worker.value(moment, point);
  std::vector<table::JudgeWorker::Answer> answers;
  eventually("the hint's valuation on its worker", [&] {
    answers = worker.take();
    return !answers.empty();
  }, std::chrono::milliseconds(10));
  return answers;
}

}  // namespace bizon::test
