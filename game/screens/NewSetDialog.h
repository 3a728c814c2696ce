// Asked before a new set replaces one in progress: abandon it (it stays in the history, marked so) or keep playing.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class NewSetDialog : public Overlay {
 public:
  // The set on the table stands at game `game` of `games`.
  NewSetDialog(Context& context, int game, int games) : Overlay(context), game_(game), games_(games) {}
  std::string_view name() const override { return "dialog"; }

 protected:
  void build() override;

 private:
  int game_, games_;
};

}  // namespace bizon::screens
