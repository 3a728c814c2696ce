// Asks a computer player for its decision on a worker (work/Worker.h), so that a frame never waits for it.
#pragma once

#include <optional>

#include "Player.h"
#include "work/SearchTurn.h"
#include "work/Worker.h"

namespace bizon::table {

class AiWorker {
 public:
  // Starts thinking about `view` (a copy: the match may not be touched by the worker).
  // `player` must outlive the answer and is used by nobody else meanwhile.
  void start(Player& player, SeatView view) {
    cancel();
    worker_.post([&player, view = std::move(view)] {
      const work::SearchTurn turn;  // the judges wait: together they search on the spare cores only
      return player.decide(view);
    });
    busy_ = true;
  }
  // Asked and not yet answered through poll().
  bool busy() const { return busy_; }
  // The decision once ready, without blocking; empty while thinking.
  std::optional<Move> poll() {
    auto ready = worker_.take();
    if (ready.empty()) return std::nullopt;
    busy_ = false;
    return ready.back();
  }
  // Waits for and forgets a running decision (before the player goes away).
  void cancel() {
    worker_.wait();
    worker_.take();
    busy_ = false;
  }

 private:
  work::Worker<Move> worker_;
  bool busy_ = false;
};

}  // namespace bizon::table
