// The lobby's line on who can reach a hosted table: from the internet at the address the home router forwards, or the local network only and why.
#pragma once

#include <string>

#include "core/Texts.h"
#include "server/PortMapping.h"

namespace bizon::screens {

// "Reachable from the internet at 203.0.113.7:7340.", "Reachable on the local network only: no
// router answered …", or while the router is asked, that it is; empty once the mapping is removed.
std::string reachText(const Texts& texts, const PortMappingState& state);

}  // namespace bizon::screens
