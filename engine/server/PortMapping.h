// The hosting port forwarded by the home router for as long as this object lives (UPnP IGD): the router found, a TCP mapping added with a lease, renewed before the lease ends, removed at the end; all on a thread of its own, its outcome read by polling (or told), never waited for.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace bizon {

// What came of asking the router, as last known.
struct PortMappingState {
  enum class Phase {
    Asking,     // looking for the router, or waiting for its answer
    Mapped,     // the router forwards the port: reachable from the internet at `external`
    NoRouter,   // no UPnP router answered on the local network
    NotBuilt,   // this Bizon was built without UPnP (miniupnpc): nothing is asked
    Refused,    // the router answered but would not forward the port: `error` says why
    DoubleNat,  // the router has no public address on its internet side (`external`: a private one, or none when
                // the router keeps a reserved one to itself): another router stands between it and the internet
    Removed,    // the mapping was removed (the table closed)
  };
  Phase phase = Phase::Asking;
  std::string external;  // the router's external IPv4 address (Mapped; DoubleNat, where it may be empty)
  unsigned short port = 0;
  std::string error;  // the router's refusal, its code and UPnP's name for it ("718 ConflictInMappingEntry")
  // Where the internet reaches the port through the router ("203.0.113.7:7340"), once Mapped.
  std::string externalAddress() const { return external + ":" + std::to_string(port); }
  bool operator==(const PortMappingState&) const = default;
};

// What the mapping's thread and its owner share (PortMapping.cpp).
struct PortMappingShared;

class PortMapping {
 public:
  struct Options {
    std::chrono::seconds lease{3600};  // renewed halfway; a router that only keeps mappings for good gets one that is removed at the end
    std::chrono::milliseconds discovery{2000};  // how long to wait for routers to answer the search
    std::string description = "Bizon";  // how the router's list of mappings names it
    // Called on the mapping's thread at each change of state, never once the destructor has
    // returned (bizon serve logs them); must not call back into this PortMapping. May be empty.
    std::function<void(const PortMappingState&)> told;
  };

  // Asks the router to forward TCP `port` (the same port outside) to this computer.
  PortMapping(unsigned short port, Options options);
  // Removes the mapping. Waits for the router a second at most: a router that takes longer is
  // left to the thread, which ends on its own (the lease bounds what a lost removal costs).
  ~PortMapping();
  PortMapping(const PortMapping&) = delete;
  PortMapping& operator=(const PortMapping&) = delete;

  PortMappingState state() const;
  // Where friends on the internet reach the table ("203.0.113.7:7340") while the router forwards it.
  std::optional<std::string> publicAddress() const;

 private:
  std::shared_ptr<PortMappingShared> shared_;
};

// An IPv4 address nobody on the internet can reach this side of a router: RFC 1918's, the
// carriers' shared space (RFC 6598), link-local, loopback, 0.0.0.0; also anything not IPv4.
bool privateIPv4(const std::string& address);

}  // namespace bizon
