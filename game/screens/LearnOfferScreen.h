// Asked at the very first launch: learn Bizon with the lessons, play with friends (a newcomer invited to a table), or not now.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class LearnOfferScreen : public Overlay {
 public:
  using Overlay::Overlay;
  std::string_view name() const override { return "learn_offer"; }

 protected:
  void build() override;
};

}  // namespace bizon::screens
