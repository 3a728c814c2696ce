// The menu opened by Esc or the ☰ button: resume, new set, settings, history, quit.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class MenuScreen : public Overlay {
 public:
  using Overlay::Overlay;
  std::string_view name() const override { return "menu"; }
  // M pressed while the menu is open: the line that says the sound is muted comes or goes.
  void update(float) override {
    if (mutedShown_ != context_.settings.muted) rebuild();
  }

 protected:
  void build() override;

 private:
  bool mutedShown_ = false;
};

}  // namespace bizon::screens
