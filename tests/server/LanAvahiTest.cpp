// Tables announced and found through a running Avahi daemon (hidden: run `server_tests "[.avahi]"` on
// a machine where avahi-daemon runs): what one object announces, another finds, and it goes when
// the announcement does.
#include <catch2/catch.hpp>

#include <chrono>
#include <random>

#include "../Eventually.h"
#include "server/LanDiscovery.h"

using namespace bizon;

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
  CHECK(test::eventually("our table found", ours, std::chrono::milliseconds(50)));
  for (const LanTable& t : browser->tables())
    if (t.hostName == name) {
      CHECK(t.joinable);
      CHECK(t.address.ends_with(":7399"));
    }
  announcement.reset();
  CHECK(test::eventually("our table gone once no longer announced", [&] { return !ours(); }, std::chrono::milliseconds(50)));
}
