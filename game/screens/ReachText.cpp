#include "screens/ReachText.h"

namespace bizon::screens {

std::string reachText(const Texts& t, const PortMappingState& s) {
  using Phase = PortMappingState::Phase;
  const auto localOnly = [&t](const std::string& why) { return t.format("lobby.reach.local", {{"why", why}}); };
  switch (s.phase) {
    case Phase::Asking: return t("lobby.reach.asking");
    case Phase::Mapped: return t.format("lobby.reach.internet", {{"address", s.externalAddress()}});
    case Phase::NoRouter: return localOnly(t.format("lobby.reach.no_router", {{"port", std::to_string(s.port)}}));
    case Phase::NotBuilt: return localOnly(t("lobby.reach.not_built"));
    case Phase::Refused: return localOnly(t.format("lobby.reach.refused", {{"port", std::to_string(s.port)}, {"error", s.error}}));
    case Phase::DoubleNat: return localOnly(t("lobby.reach.double_nat"));
    case Phase::Removed: break;
  }
  return "";
}

}  // namespace bizon::screens
