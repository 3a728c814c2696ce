#include "table/AiWorker.h"

#include <chrono>

namespace bizon::table {

AiWorker::~AiWorker() { cancel(); }

void AiWorker::start(Player& player, SeatView view) {
  cancel();
  future_ = std::async(std::launch::async, [&player, view = std::move(view)] { return player.decide(view); });
}

std::optional<Move> AiWorker::poll() {
  if (!future_.valid()) return std::nullopt;
  if (future_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
  return future_.get();
}

void AiWorker::cancel() {
  if (future_.valid()) future_.wait();
  future_ = {};
}

}  // namespace bizon::table
