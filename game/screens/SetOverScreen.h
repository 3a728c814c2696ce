// The end of a set as a moment: who won, each seat's total counted up to its final SP, and the ways on: the set's scoresheet, its review, a new set.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Seat.h"
#include "screens/Overlay.h"
#include "session/HardInYourSeat.h"

namespace bizon::screens {

class SetOverScreen : public Overlay {
 public:
  // The set `id` of the history (its scoresheet and review need one), its totals and winners.
  SetOverScreen(Context& context, std::string id, PerSeat<int> totals, PerSeat<bool> winners);
  std::string_view name() const override { return "set_over"; }
  // A daily deal: your seat's SP on each deal (`games`, each game's SP) set beside Hard's in your
  // seat at `other`, once it has played them all (said as it plays until then).
  void compareWith(std::shared_ptr<table::HardInYourSeat> other, std::vector<PerSeat<int>> games);
  // The totals count up from 0 for a second (at once at instant tempo).
  void update(float dt) override;
  // Hard still plays your seat on the daily deal: a screenshot waits for it.
  bool waiting() const override { return other_ && !compared_; }
  // At a table of friends it hears their yes to another set with the window in the background.
  bool live() const override { return context_.screens.atFriendsTable(); }

 protected:
  void build() override;
  void onEscape() override {}

 private:
  void openSheet(bool review);
  // The daily deal's lines: deal by deal, then in all, or that Hard still plays.
  std::vector<std::string> comparison() const;

  std::string id_;
  PerSeat<int> totals_;
  PerSeat<bool> winners_;
  float shown_ = 0.f;  // how far the count has gone, 0 to 1
  std::shared_ptr<table::HardInYourSeat> other_;
  std::vector<PerSeat<int>> games_;
  bool compared_ = false;  // Hard's scores are in
  std::optional<std::string> askedBy_;  // at a table of friends: who asked for another set first
};

}  // namespace bizon::screens
