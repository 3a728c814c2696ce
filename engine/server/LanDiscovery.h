// Tables on the local network where Avahi runs: a host announces its table, a joiner finds the tables announced. Each works on a thread of its own (Avahi's threaded poll) and never makes the frame wait while it runs; without Avahi (no daemon, or Bizon built without it) the announcement is silent and the browser finds nothing, and typing an address works as ever.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "LanTables.h"

namespace bizon {

// The tables announced on the local network, as last heard.
class LanBrowser {
 public:
  virtual ~LanBrowser() = default;
  virtual std::vector<LanTable> tables() const = 0;
  // Changes whenever tables() may have (the screen rebuilds only then).
  virtual unsigned version() const = 0;
};

// A table announced for as long as this object lives.
class LanAnnouncement {
 public:
  virtual ~LanAnnouncement() = default;
  // The daemon has it on the network (a screen may say so); false without Avahi.
  virtual bool announced() const { return false; }
};

// Whether this Bizon was built with Avahi.
bool lanDiscoveryBuilt();
std::unique_ptr<LanBrowser> browseLan();
// Announces the table of `hostName` listening on `port` (lanTxt: never its code).
std::unique_ptr<LanAnnouncement> announceLan(const std::string& hostName, unsigned short port);

}  // namespace bizon
