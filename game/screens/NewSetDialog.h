// Asked before a new set replaces one in progress: abandon it (it stays in the history, marked so) or keep playing.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class NewSetDialog : public Overlay {
 public:
  // The set on the table stands at game `game` of `games`; `what` would replace it.
  NewSetDialog(Context& context, int game, int games, NewTable what = {})
      : Overlay(context), game_(game), games_(games), what_(std::move(what)) {}
  std::string_view name() const override { return "dialog"; }

 protected:
  void build() override;

 private:
  int game_, games_;
  NewTable what_;
};

}  // namespace bizon::screens
