// Asked before this window closes the table of friends it hosts while its set is in play (quitting, leaving it, or opening another table): the friends are told, and the table opens again where it stands when its host comes back to it.
#pragma once

#include <functional>

#include "screens/Overlay.h"

namespace bizon::screens {

class CloseTableDialog : public Overlay {
 public:
  enum class Then : std::uint8_t { Quit, OpenAnother, Leave };
  CloseTableDialog(Context& context, Then then, std::function<void()> close)
      : Overlay(context), then_(then), close_(std::move(close)) {}
  std::string_view name() const override { return "dialog"; }

 protected:
  void build() override;

 private:
  Then then_;
  std::function<void()> close_;
};

}  // namespace bizon::screens
