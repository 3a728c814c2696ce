#include "AsyncDecision.h"

#include <chrono>

namespace bizon {

AsyncDecision::AsyncDecision(std::shared_ptr<Player> player, const SeatView& view)
    : future_(std::async(std::launch::async, [player = std::move(player), view]() -> Choice {
        switch (view.decision) {
          case Decision::Packets: return player->choosePackets(view);
          case Decision::Bid: return player->bid(view);
          case Decision::Play: break;
        }
        return player->play(view);
      })) {}

bool AsyncDecision::ready() const {
  return future_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

AsyncDecision::Choice AsyncDecision::take() { return future_.get(); }

}  // namespace bizon
