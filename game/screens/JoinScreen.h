// Join a table: your name, the host's address and the table's code (the last ones offered again), checked before anything is sent.
#pragma once

#include "screens/Overlay.h"

namespace bizon::screens {

class JoinScreen : public Overlay {
 public:
  using Overlay::Overlay;
  std::string_view name() const override { return "join"; }

 protected:
  void build() override;

 private:
  void join();

  std::string problem_;
};

}  // namespace bizon::screens
