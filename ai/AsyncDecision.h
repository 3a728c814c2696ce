// One decision of a player computed on a worker thread, so that the table keeps drawing while it thinks.
#pragma once

#include <future>
#include <memory>
#include <variant>

#include "Player.h"

namespace bizon {

// The table starts one when an AI seat is to act, or when the human asks for a hint (the same
// player kind asked about the human's own view: a decision never sees more than that view,
// R18), then polls ready() once per frame and takes the choice when it is there. The view is
// copied, so the match may be drawn meanwhile; the player must not be asked anything else until
// the choice is taken (a player is not safe to share between threads).
class AsyncDecision {
 public:
  using Choice = std::variant<Packets, Bid, Card>;

  AsyncDecision(std::shared_ptr<Player> player, const SeatView& view);

  // Never blocks: true once the choice can be taken.
  bool ready() const;
  // The choice (waits if it is not ready yet); only once.
  Choice take();

 private:
  std::future<Choice> future_;
};

}  // namespace bizon
