// The hosting port forwarded by the home router (PortMapping): which addresses are private, and, against Debian's miniupnpd in network namespaces of upnp_namespace.sh's making (the hidden cases below run in the host's, one router at a time), the mapping added, renewed and removed, a refusal, a router that is not itself on the internet, and no router at all.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <string>
#include <vector>

#include "../Eventually.h"
#include "../history/TestDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/PortMapping.h"

using namespace bizon;
using namespace std::chrono_literals;
using Said = PortMappingState::Phase;

namespace {

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  REQUIRE(value);  // set by upnp_namespace.sh
  return value;
}

// The router's lease file's line for TCP `port` ("TCP:7340:192.168.77.20:7340:EXPIRY:Bizon"), or empty.
std::string leaseOf(unsigned short port) {
  std::ifstream in(environment("BIZON_UPNP_LEASES"));
  const std::string start = "TCP:" + std::to_string(port) + ":";
  for (std::string line; std::getline(in, line);)
    if (line.starts_with(start)) return line;
  return "";
}

// The lease's end, as the router wrote it (seconds).
long long leaseEnd(const std::string& line) {
  const auto last = line.rfind(':');
  const auto before = line.rfind(':', last - 1);
  return std::stoll(line.substr(before + 1, last - before - 1));
}

// Every state the mapping told, in order.
struct Told {
  std::mutex mutex;
  std::vector<PortMappingState> states;
  PortMapping::Options options(std::chrono::seconds lease) {
    PortMapping::Options o;
    o.lease = lease;
    o.discovery = 1000ms;
    o.told = [this](const PortMappingState& s) {
      std::lock_guard lock(mutex);
      states.push_back(s);
    };
    return o;
  }
  std::vector<Said> phases() {
    std::lock_guard lock(mutex);
    std::vector<Said> all;
    for (const auto& s : states) all.push_back(s.phase);
    return all;
  }
};

bool settled(const PortMapping& m) { return m.state().phase != Said::Asking; }

}  // namespace

TEST_CASE("PortMapping: private, shared, link-local and loopback IPv4 addresses are not on the internet", "[upnp]") {
  for (const char* address : {"10.0.0.1", "172.16.5.4", "172.31.255.255", "192.168.1.1", "100.64.0.1", "100.127.255.254",
                              "169.254.3.3", "127.0.0.1", "0.0.0.0", "", "not an address", "1.2.3", "256.1.1.1", "1.2.3.4x"})
    CHECK(privateIPv4(address));
  for (const char* address : {"203.0.113.7", "8.8.8.8", "172.15.0.1", "172.32.0.1", "100.63.0.1", "100.128.0.1", "192.169.0.1"})
    CHECK_FALSE(privateIPv4(address));
}

TEST_CASE("PortMapping: a router that forwards says the public address, renews the lease before it ends, and the mapping goes with the object",
          "[.upnp-forwards]") {
  const std::string external = environment("BIZON_UPNP_EXTERNAL");
  Told told;
  {
    PortMapping mapping(7340, told.options(4s));
    REQUIRE(test::eventually("the router answered", [&] { return settled(mapping); }, 10ms));
    REQUIRE(mapping.state().phase == Said::Mapped);
    CHECK(mapping.publicAddress() == external + ":7340");
    const std::string lease = leaseOf(7340);
    REQUIRE_FALSE(lease.empty());
    CHECK(lease == "TCP:7340:" + environment("BIZON_UPNP_HOST") + ":7340:" + std::to_string(leaseEnd(lease)) + ":Bizon");
    // Renewed halfway through its 4 s: the router's end of the lease moves on.
    const long long firstEnd = leaseEnd(lease);
    CHECK(test::eventually("the lease renewed", [&] { return !leaseOf(7340).empty() && leaseEnd(leaseOf(7340)) > firstEnd; }, 50ms));
  }
  CHECK(leaseOf(7340).empty());
  CHECK(told.phases() == std::vector<Said>{Said::Mapped, Said::Removed});
}

TEST_CASE("PortMapping: a window hosting on the network has its port forwarded while it hosts, and says where", "[.upnp-forwards]") {
  test::TestDirectory data;
  auto hosted = std::make_unique<HostedServer>("0.0.0.0:0", data.path(), builtInPlayer);
  const unsigned short port = hosted->port();
  REQUIRE(test::eventually("the router answered", [&] { return hosted->portMapping()->phase != Said::Asking; }, 10ms));
  CHECK(hosted->publicAddress() == environment("BIZON_UPNP_EXTERNAL") + ":" + std::to_string(port));
  CHECK_FALSE(leaseOf(port).empty());
  hosted.reset();
  CHECK(leaseOf(port).empty());
}

TEST_CASE("PortMapping: a router that will not forward the port is said to refuse, with its error", "[.upnp-refuses]") {
  // The router's rules deny this port.
  Told told;
  PortMapping mapping(7341, told.options(3600s));
  REQUIRE(test::eventually("the router answered", [&] { return settled(mapping); }, 10ms));
  const PortMappingState state = mapping.state();
  CHECK(state.phase == Said::Refused);
  CHECK(state.error == "606 Action not authorized");  // miniupnpd's answer where its rules deny the port
  CHECK_FALSE(mapping.publicAddress());
  CHECK(leaseOf(7341).empty());
}

TEST_CASE("PortMapping: a router whose own internet address is not public is another router's client: double NAT", "[.upnp-double-nat]") {
  Told told;
  PortMapping mapping(7340, told.options(3600s));
  REQUIRE(test::eventually("the router answered", [&] { return settled(mapping); }, 10ms));
  CHECK(mapping.state().phase == Said::DoubleNat);
  CHECK_FALSE(mapping.publicAddress());
  CHECK(leaseOf(7340).empty());  // nothing asked of a router that could not help
}

TEST_CASE("PortMapping: with no router on the network, none answered", "[.upnp-no-router]") {
  Told told;
  PortMapping mapping(7340, told.options(3600s));
  REQUIRE(test::eventually("the search ended", [&] { return settled(mapping); }, 10ms));
  CHECK(mapping.state().phase == Said::NoRouter);
  CHECK_FALSE(mapping.publicAddress());
}
