// The settings: language, tempo, level, four-colour suits, shuffle and the packets when you deal.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class SettingsScreen : public Overlay {
 public:
  using Overlay::Overlay;

 protected:
  void build() override;

 private:
  void changed();
};

}  // namespace bizon::screens
