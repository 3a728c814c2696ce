// The lobby's line on who can reach a hosted table, for each answer of the home router, in English and French.
#include <catch2/catch.hpp>

#include "core/DataPaths.h"
#include "core/Texts.h"
#include "Language.h"
#include "screens/ReachText.h"

using namespace bizon;
using Phase = PortMappingState::Phase;

namespace {

PortMappingState said(Phase phase, std::string external = "", std::string error = "") {
  PortMappingState s;
  s.phase = phase, s.external = std::move(external), s.error = std::move(error), s.port = 7340;
  return s;
}

}  // namespace

TEST_CASE("Reach: no router, a refusal or a router behind another say the local network only, and why", "[lobby]") {
  const DataPaths paths = DataPaths::locate();
  const Texts en(paths, localization::Language::English);
  CHECK(screens::reachText(en, said(Phase::NoRouter)) ==
        "Reachable on the local network only: no router answered the request to open port 7340 (UPnP).");
  CHECK(screens::reachText(en, said(Phase::Refused, "", "718 ConflictInMappingEntry")) ==
        "Reachable on the local network only: the router refused to open port 7340 (718 ConflictInMappingEntry).");
  CHECK(screens::reachText(en, said(Phase::DoubleNat, "10.0.0.2")).starts_with(
      "Reachable on the local network only: the router has no public internet address of its own"));
  CHECK(screens::reachText(en, said(Phase::NotBuilt)) ==
        "Reachable on the local network only: this Bizon cannot ask a router (built without UPnP).");
  const Texts fr(paths, localization::Language::French);
  CHECK(screens::reachText(fr, said(Phase::NoRouter)) ==
        "Joignable sur le réseau local seulement\u00a0: aucun routeur n'a répondu à la demande d'ouvrir le port 7340 (UPnP).");
}

TEST_CASE("Reach: a port the router forwards is reachable from the internet at its public address", "[lobby]") {
  const DataPaths paths = DataPaths::locate();
  const Texts en(paths, localization::Language::English);
  CHECK(screens::reachText(en, said(Phase::Mapped, "203.0.113.7")) == "Reachable from the internet at 203.0.113.7:7340.");
  CHECK(screens::reachText(en, said(Phase::Asking)) == "Asking the router to open the table to the internet…");
  CHECK(screens::reachText(en, said(Phase::Removed)).empty());
  const Texts fr(paths, localization::Language::French);
  CHECK(screens::reachText(fr, said(Phase::Mapped, "203.0.113.7")) == "Joignable depuis internet à 203.0.113.7:7340.");
}
