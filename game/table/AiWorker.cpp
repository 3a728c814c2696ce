#include "table/AiWorker.h"

#include <chrono>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace bizon::table {

namespace {

// The search may take a core for seconds: where cores are scarce, the frames come first.
void yieldToFrames() {
#if defined(__linux__)
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
#endif
}

}  // namespace

AiWorker::~AiWorker() { cancel(); }

void AiWorker::start(Player& player, SeatView view) {
  cancel();
  future_ = std::async(std::launch::async, [&player, view = std::move(view)]() -> AiDecision {
    yieldToFrames();
    switch (view.decision) {
      case bizon::Decision::Packets: return player.choosePackets(view);
      case bizon::Decision::Bid: return player.bid(view);
      case bizon::Decision::Play: return player.play(view);
    }
    return player.play(view);
  });
}

std::optional<AiDecision> AiWorker::poll() {
  if (!future_.valid()) return std::nullopt;
  if (future_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
  return future_.get();
}

void AiWorker::cancel() {
  if (future_.valid()) future_.wait();
  future_ = {};
}

}  // namespace bizon::table
