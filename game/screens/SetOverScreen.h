// The result of a set of 15 games: who won, everyone's SP, and a new set.
#pragma once

#include <vector>

#include "Seat.h"
#include "screens/Overlay.h"

namespace bizon::screens {

class SetOverScreen : public Overlay {
 public:
  SetOverScreen(Context& context, PerSeat<int> totals, PerSeat<bool> winners,
                std::vector<PerSeat<int>> games);

 protected:
  void build() override;
  void onEscape() override {}

 private:
  PerSeat<int> totals_;
  PerSeat<bool> winners_;
  std::vector<PerSeat<int>> games_;
};

}  // namespace bizon::screens
