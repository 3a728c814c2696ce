// The list the settings' language is chosen from: the system's, then each language in its own name.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class LanguageScreen : public Overlay {
 public:
  using Overlay::Overlay;
  std::string_view name() const override { return "language"; }

 protected:
  void build() override;
};

}  // namespace bizon::screens
