// Play with friends: host a table on this computer, or join one by its code.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class FriendsScreen : public Overlay {
 public:
  using Overlay::Overlay;
  std::string_view name() const override { return "friends"; }

 protected:
  void build() override;
};

}  // namespace bizon::screens
