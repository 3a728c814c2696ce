// Host a table: your name, Goat and Sheep's level in the empty chairs, whether the hint and the coach help at this table; then the table opens on this computer and its lobby shows the code.
#pragma once

#include "AiLevel.h"
#include "screens/Overlay.h"

namespace bizon::screens {

class HostScreen : public Overlay {
 public:
  explicit HostScreen(Context& context);
  std::string_view name() const override { return "host"; }

 protected:
  void build() override;

 private:
  void open();

  AiLevel level_;
  bool coach_ = false;  // a table between friends is played without help unless the host says so
  std::string problem_;
};

}  // namespace bizon::screens
