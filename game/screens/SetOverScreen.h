// The end of a set as a moment: who won, each seat's total counted up to its final SP, and the ways on: the set's scoresheet, its review, a new set.
#pragma once

#include <string>

#include "Seat.h"
#include "screens/Overlay.h"

namespace bizon::screens {

class SetOverScreen : public Overlay {
 public:
  // The set `id` of the history (its scoresheet and review need one), its totals and winners.
  SetOverScreen(Context& context, std::string id, PerSeat<int> totals, PerSeat<bool> winners);
  std::string_view name() const override { return "set_over"; }
  // The totals count up from 0 for a second (at once at instant tempo).
  void update(float dt) override;

 protected:
  void build() override;
  void onEscape() override {}

 private:
  void openSheet(bool review);

  std::string id_;
  PerSeat<int> totals_;
  PerSeat<bool> winners_;
  float shown_ = 0.f;  // how far the count has gone, 0 to 1
};

}  // namespace bizon::screens
