// LanDiscovery where Bizon is built without Avahi: nothing is announced and nothing found; addresses are typed.
#include "LanDiscovery.h"

namespace bizon {

namespace {

class NoBrowser : public LanBrowser {
 public:
  std::vector<LanTable> tables() const override { return {}; }
  unsigned version() const override { return 0; }
};

}  // namespace

bool lanDiscoveryBuilt() { return false; }

std::unique_ptr<LanBrowser> browseLan() { return std::make_unique<NoBrowser>(); }

std::unique_ptr<LanAnnouncement> announceLan(const std::string&, unsigned short) { return std::make_unique<LanAnnouncement>(); }

}  // namespace bizon
