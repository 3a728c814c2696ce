#include "PortMapping.h"

#include <algorithm>
#include <array>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include <boost/asio/ip/address.hpp>

#include "LocalNetwork.h"

#if BIZON_UPNP
#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>
#endif

namespace bizon {

struct PortMappingShared {
  std::mutex mutex;
  std::condition_variable wake;
  PortMappingState state;
  bool stopping = false;
  bool finished = false;
  bool ownerGone = false;  // a router slower than the owner's wait: nobody is told any more

  // Sets the state and tells whoever asked to be told, while they are there (under the lock, so
  // that once the owner has gone nothing is told).
  void publish(const PortMappingState& next, const PortMapping::Options& options) {
    std::lock_guard lock(mutex);
    if (state == next || ownerGone) return;
    state = next;
    if (options.told) options.told(next);
  }
  // Waits `period`, or less if the owner goes; true when it goes.
  bool stopsWithin(std::chrono::seconds period) {
    std::unique_lock lock(mutex);
    return wake.wait_for(lock, period, [this] { return stopping; });
  }
};

namespace {

#if BIZON_UPNP

// The router found, for as long as it answers.
class Router {
 public:
  Router() = default;
  ~Router() { forget(); }
  Router(const Router&) = delete;
  Router& operator=(const Router&) = delete;

  bool found() const { return found_; }
  // Searches the local network for an Internet Gateway Device, `delay` at most; true when one
  // answered. Two searches, each half the time: a gateway (every IGD answers for its version 1),
  // else any UPnP device, a last resort for a router that answers only that (miniupnpc's
  // upnpDiscover would ask four kinds, a `delay` each, before saying none answered).
  bool find(std::chrono::milliseconds delay) {
    forget();
    static const char* const kinds[] = {"urn:schemas-upnp-org:device:InternetGatewayDevice:1", "upnp:rootdevice", nullptr};
    int error = 0;
    UPNPDev* devices = upnpDiscoverDevices(kinds, static_cast<int>(delay.count() / 2), nullptr, nullptr, UPNP_LOCAL_PORT_ANY, 0, 2, &error, 0);
    if (!devices) return false;
    // 1: a connected IGD; 2: an IGD that says it is not connected (asked anyway: its answers say
    // more); 3: a UPnP device that is no gateway.
    const int kind = UPNP_GetValidIGD(devices, &urls_, &data_, lan_.data(), static_cast<int>(lan_.size()));
    freeUPNPDevlist(devices);
    if (kind == 0) return false;
    found_ = kind == 1 || kind == 2;
    if (!found_) FreeUPNPUrls(&urls_);
    return found_;
  }
  void forget() {
    if (found_) FreeUPNPUrls(&urls_);
    found_ = false;
  }
  // The router's address on its internet side, or an error code.
  int external(std::string& address) {
    std::array<char, 64> text{};
    const int result = UPNP_GetExternalIPAddress(urls_.controlURL, data_.first.servicetype, text.data());
    address = text.data();
    return result;
  }
  int add(unsigned short port, const std::string& description, std::chrono::seconds lease) {
    const std::string number = std::to_string(port), duration = std::to_string(lease.count());
    return UPNP_AddPortMapping(urls_.controlURL, data_.first.servicetype, number.c_str(), number.c_str(), lan_.data(),
                               description.c_str(), "TCP", nullptr, duration.c_str());
  }
  int remove(unsigned short port) {
    const std::string number = std::to_string(port);
    return UPNP_DeletePortMapping(urls_.controlURL, data_.first.servicetype, number.c_str(), "TCP", nullptr);
  }

 private:
  bool found_ = false;
  UPNPUrls urls_{};
  IGDdatas data_{};
  std::array<char, 64> lan_{};  // this computer's address facing the router
};

// A UPnP error as the router's code and its name ("718 ConflictInMappingEntry"), or miniupnpc's
// own failure (no answer, an answer it cannot read) in its words.
std::string upnpError(int code) {
  const char* name = strupnperror(code);
  if (code < 0) return name ? name : "error " + std::to_string(code);
  return std::to_string(code) + (name ? std::string(" ") + name : "");
}

constexpr int onlyPermanentLeases = 725;  // OnlyPermanentLeasesSupported: an IGDv1 router's way

// One round: the router found (once), its external address checked, the mapping added or renewed.
PortMappingState ask(Router& router, unsigned short port, const PortMapping::Options& options, bool& mapped) {
  PortMappingState next;
  next.port = port;
  if (!router.found() && !router.find(options.discovery)) {
    next.phase = PortMappingState::Phase::NoRouter;
    return next;
  }
  int result = router.external(next.external);
  if (result == 0 && privateIPv4(next.external)) {
    next.phase = PortMappingState::Phase::DoubleNat;
    return next;
  }
  if (result == 0) result = router.add(port, options.description, options.lease);
  if (result == onlyPermanentLeases) result = router.add(port, options.description, std::chrono::seconds(0));
  mapped = mapped || result == 0;
  if (result == 0) {
    next.phase = PortMappingState::Phase::Mapped;
    return next;
  }
  next.phase = PortMappingState::Phase::Refused;
  next.error = upnpError(result);
  next.external.clear();
  // No answer at all: the router may have gone (restarted); look for it again next round.
  if (result < 0) router.forget();
  return next;
}

void run(PortMappingShared& shared, unsigned short port, const PortMapping::Options& options) {
  Router router;
  bool mapped = false;
  do shared.publish(ask(router, port, options, mapped), options);
  while (!shared.stopsWithin(std::max(options.lease / 2, std::chrono::seconds(1))));
  if (mapped && router.found()) {
    router.remove(port);  // whatever it answers: the lease ends it anyway
    PortMappingState removed;
    removed.phase = PortMappingState::Phase::Removed;
    removed.port = port;
    shared.publish(removed, options);
  }
}

#else

void run(PortMappingShared& shared, unsigned short port, const PortMapping::Options& options) {
  PortMappingState state;
  state.phase = PortMappingState::Phase::NotBuilt;
  state.port = port;
  shared.publish(state, options);
}

#endif

}  // namespace

PortMapping::PortMapping(unsigned short port, Options options) : shared_(std::make_shared<PortMappingShared>()) {
  shared_->state.port = port;
  std::thread([shared = shared_, port, options = std::move(options)] {
    run(*shared, port, options);
    std::lock_guard lock(shared->mutex);
    shared->finished = true;
    shared->wake.notify_all();
  }).detach();
}

PortMapping::~PortMapping() {
  std::unique_lock lock(shared_->mutex);
  shared_->stopping = true;
  shared_->wake.notify_all();
  shared_->wake.wait_for(lock, std::chrono::seconds(1), [this] { return shared_->finished; });
  shared_->ownerGone = true;
}

PortMappingState PortMapping::state() const {
  std::lock_guard lock(shared_->mutex);
  return shared_->state;
}

std::optional<std::string> PortMapping::publicAddress() const {
  const PortMappingState now = state();
  if (now.phase != PortMappingState::Phase::Mapped) return std::nullopt;
  return now.externalAddress();
}

bool privateIPv4(const std::string& address) {
  // Read here, not by the system's reader: under Wine it took one of the malformed addresses the
  // tests give that Linux's refuses.
  unsigned a = 0, b = 0, c = 0, d = 0;
  char rest = 0;
  if (std::sscanf(address.c_str(), "%u.%u.%u.%u%c", &a, &b, &c, &d, &rest) != 4 || a > 255 || b > 255 || c > 255 || d > 255)
    return true;
  const boost::asio::ip::address_v4 v4({static_cast<unsigned char>(a), static_cast<unsigned char>(b), static_cast<unsigned char>(c),
                                        static_cast<unsigned char>(d)});
  // This side of a router (LocalNetwork's ranges), the carriers' shared space, or no address.
  return onLocalNetwork(v4) || a == 0 || (a == 100 && b >= 64 && b < 128);
}

}  // namespace bizon
