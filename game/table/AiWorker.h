// Asks a computer player for its decision on a worker thread, so that a frame never waits for it.
#pragma once

#include <future>
#include <optional>
#include <variant>

#include "Player.h"

namespace bizon::table {


class AiWorker {
 public:
  AiWorker() = default;
  AiWorker(const AiWorker&) = delete;
  AiWorker& operator=(const AiWorker&) = delete;
  ~AiWorker();

  // Starts thinking about `view` (a copy: the match may not be touched by the worker).
  // `player` must outlive the answer and is used by nobody else meanwhile.
  void start(Player& player, SeatView view);
  bool busy() const { return future_.valid(); }
  // The decision once ready, without blocking; empty while thinking.
  std::optional<Move> poll();
  // Waits for and forgets a running decision (before the player goes away).
  void cancel();

 private:
  std::future<Move> future_;
};

}  // namespace bizon::table
