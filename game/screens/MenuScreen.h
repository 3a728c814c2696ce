// The menu opened by Esc or the ☰ button: resume, new set, settings, history, quit.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class MenuScreen : public Overlay {
 public:
  using Overlay::Overlay;

 protected:
  void build() override;
};

}  // namespace bizon::screens
