// Shown over a fresh table when the unfinished set is open in another window: play a new set here, or look at the history.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class OpenElsewhereScreen : public Overlay {
 public:
  using Overlay::Overlay;
  std::string_view name() const override { return "open_elsewhere"; }

 protected:
  void build() override;
};

}  // namespace bizon::screens
