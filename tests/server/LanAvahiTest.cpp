// Tables announced and found through a running Avahi daemon (hidden: run `server_tests "[.avahi]"` on
// a machine where avahi-daemon runs): what one object announces, another finds, and it goes when
// the announcement does; neither waits long for a daemon gone.
#include <catch2/catch.hpp>

#include <chrono>
#include <functional>
#include <random>
#include <thread>

#include "server/LanDiscovery.h"

using namespace bizon;

namespace {

// Whether `found` holds within 10 s (mDNS answers in well under that).
bool within10s(const std::function<bool()>& found) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < end) {
    if (found()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

}  // namespace

TEST_CASE("LAN: a table announced is found, and gone once no longer announced", "[.avahi]") {
  REQUIRE(lanDiscoveryBuilt());
  const std::string name = "Tester " + std::to_string(std::random_device{}() % 100000);
  const auto browser = browseLan();
  const auto ours = [&] {
    for (const LanTable& t : browser->tables())
      if (t.hostName == name) return true;
    return false;
  };
  auto announcement = announceLan(name, 7399);
  CHECK(within10s(ours));
  for (const LanTable& t : browser->tables())
    if (t.hostName == name) {
      CHECK(t.joinable);
      CHECK(t.address.ends_with(":7399"));
    }
  const auto before = std::chrono::steady_clock::now();
  announcement.reset();
  CHECK(std::chrono::steady_clock::now() - before < std::chrono::seconds(2));
  CHECK(within10s([&] { return !ours(); }));
}
