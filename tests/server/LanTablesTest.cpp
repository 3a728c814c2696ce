// The tables on the local network: the TXT record a host announces and how a joiner reads any record
// the network sends, and the list the Join screen shows as tables are found and go (sightings per
// interface, duplicates, hostile values, bounds).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "codec/TableProtocolCodec.h"
#include "server/LanTables.h"

using namespace bizon;

namespace {

const std::string ours = "proto=" + std::string(tableProtocol);

LanTableList::Sighting at(int interface, int protocol, const std::string& service) { return {interface, protocol, service}; }

}  // namespace

TEST_CASE("LAN: a host's record names the protocol and the host, never a code", "[lan]") {
  const auto txt = lanTxt("Ann");
  CHECK(txt == std::vector<std::string>{ours, "host=Ann"});
  const auto read = readLanTxt(txt);
  REQUIRE(read);
  CHECK(read->protocol == tableProtocol);
  CHECK(read->hostName == "Ann");
  for (const std::string& entry : lanTxt("K7QM2-9XH4R")) CHECK(entry.find("code") == std::string::npos);
}

TEST_CASE("LAN: records are read as the network may send them", "[lan]") {
  SECTION("not a Bizon table's") {
    CHECK_FALSE(readLanTxt({}));
    CHECK_FALSE(readLanTxt({"host=Ann"}));
    CHECK_FALSE(readLanTxt({"proto=", "host=Ann"}));
    CHECK_FALSE(readLanTxt({"proto", "=bizon-table-1"}));
  }
  SECTION("keys are case-blind and the first of a repeated key counts (RFC 6763, 6.4)") {
    const auto read = readLanTxt({"HOST=Bob", "Proto=bizon-table-1", "host=Mallory", "proto=bizon-table-9"});
    REQUIRE(read);
    CHECK(read->hostName == "Bob");
    CHECK(read->protocol == "bizon-table-1");
  }
  SECTION("another protocol is read as such") {
    const auto read = readLanTxt({"proto=bizon-table-2", "host=Ann"});
    REQUIRE(read);
    CHECK(read->protocol == "bizon-table-2");
  }
  SECTION("hostile names are made safe to show") {
    const auto read = readLanTxt({ours, std::string("host=\x1b[31mEve\r\n\x7f\xc3\x28\xe2\x80\xae!", 22)});
    REQUIRE(read);
    CHECK(read->hostName == "[31mEve(!");  // the escape, the line breaks, DEL, the broken byte and the reversal gone
    CHECK(readLanTxt({ours, "host=" + std::string(200, 'x')})->hostName == std::string(24, 'x'));
    CHECK(readLanTxt({ours, "host=   "})->hostName.empty());
    CHECK(readLanTxt({ours, std::string("host=\0Ann", 9)})->hostName == "Ann");
  }
  SECTION("oversized entries and too many of them are passed over") {
    CHECK_FALSE(readLanTxt({"host=" + std::string(300, 'a') + "proto=bizon-table-1"}));
    std::vector<std::string> many(20, "junk=1");
    many.push_back(ours);
    CHECK_FALSE(readLanTxt(many));
  }
}

TEST_CASE("LAN: text from the network keeps only whole, showable UTF-8", "[lan]") {
  CHECK(lanShownText("Zoë") == "Zoë");
  CHECK(lanShownText("  Ann  ") == "Ann");
  CHECK(lanShownText("\xc0\xaf") == "");                  // an overlong slash
  CHECK(lanShownText("\xed\xa0\x80x") == "x");            // a surrogate
  CHECK(lanShownText("\xf4\x90\x80\x80y") == "y");        // past U+10FFFF
  CHECK(lanShownText("\xe2\x82") == "");                  // cut short
  CHECK(lanShownText("a\xe2\x80\x8b b") == "a b");        // a zero-width space
  CHECK(lanShownText("日本語の名前", 3) == "日本語");
}

TEST_CASE("LAN: the list shows each table once, at its best address, while any sighting stays", "[lan]") {
  LanTableList list;
  CHECK(list.tables().empty());
  const unsigned v0 = list.version();
  list.found(at(2, 1, "Bizon (Ann)"), "fd00::2", 7340, lanTxt("Ann"));
  list.found(at(2, 0, "Bizon (Ann)"), "192.168.1.5", 7340, lanTxt("Ann"));
  list.found(at(1, 0, "Bizon (Ann)"), "127.0.0.1", 7340, lanTxt("Ann"));
  CHECK(list.version() != v0);
  auto tables = list.tables();
  REQUIRE(tables.size() == 1);
  CHECK(tables[0].hostName == "Ann");
  CHECK(tables[0].address == "192.168.1.5:7340");
  CHECK(tables[0].joinable);

  SECTION("the same sighting again replaces itself") {
    list.found(at(2, 0, "Bizon (Ann)"), "192.168.1.6", 7341, lanTxt("Ann"));
    REQUIRE(list.tables().size() == 1);
    CHECK(list.tables()[0].address == "192.168.1.6:7341");
  }
  SECTION("gone from one interface, still there on the others") {
    list.removed(at(2, 0, "Bizon (Ann)"));
    REQUIRE(list.tables().size() == 1);
    CHECK(list.tables()[0].address == "127.0.0.1:7340");
    list.removed(at(1, 0, "Bizon (Ann)"));
    CHECK(list.tables()[0].address == "[fd00::2]:7340");
    list.removed(at(2, 1, "Bizon (Ann)"));
    CHECK(list.tables().empty());
  }
  SECTION("a removal of what was never seen changes nothing") {
    const unsigned v = list.version();
    list.removed(at(9, 0, "Bizon (Zed)"));
    CHECK(list.version() == v);
    CHECK(list.tables().size() == 1);
  }
  SECTION("two tables, in the order of their hosts' names; another version is listed but not joinable") {
    list.found(at(2, 0, "Bizon (Bob) #2"), "192.168.1.7", 7340, {"proto=bizon-table-2", "host=Bob"});
    list.found(at(2, 0, "Bizon (Aaron)"), "192.168.1.8", 7340, lanTxt("Aaron"));
    tables = list.tables();
    REQUIRE(tables.size() == 3);
    CHECK(tables[0].hostName == "Aaron");
    CHECK(tables[1].hostName == "Ann");
    CHECK(tables[2].hostName == "Bob");
    CHECK_FALSE(tables[2].joinable);
  }
  SECTION("cleared when the daemon goes away") {
    list.clear();
    CHECK(list.tables().empty());
  }
}

TEST_CASE("LAN: sightings that cannot be joined are not listed", "[lan]") {
  LanTableList list;
  list.found(at(2, 0, "printer"), "192.168.1.9", 631, {"rp=printers/x"});              // not Bizon's
  list.found(at(2, 0, "Bizon (A)"), "192.168.1.5", 0, lanTxt("A"));                    // no port
  list.found(at(2, 0, "Bizon (B)"), "192.168.1.5", 70000, lanTxt("B"));                // no such port
  list.found(at(2, 1, "Bizon (C)"), "fe80::1", 7340, lanTxt("C"));                     // needs its interface
  list.found(at(2, 0, "Bizon (D)"), "192.168.1.5; rm -rf /", 7340, lanTxt("D"));       // not an address
  list.found(at(2, 0, "Bizon (E)"), "", 7340, lanTxt("E"));
  CHECK(list.tables().empty());
  CHECK(list.version() == 0);
}

TEST_CASE("LAN: a host without a name is shown by its announcement's name, made safe", "[lan]") {
  LanTableList list;
  list.found(at(2, 0, "Bizon (\x1b" "Ann)"), "192.168.1.5", 7340, {ours});
  REQUIRE(list.tables().size() == 1);
  CHECK(list.tables()[0].hostName == "Bizon (Ann)");
}

TEST_CASE("LAN: a network flooding announcements fills the list only so far", "[lan]") {
  LanTableList list;
  for (int i = 0; i < 1000; ++i) list.found(at(2, 0, "Bizon " + std::to_string(i)), "192.168.1.5", 7340, lanTxt("x"));
  CHECK(list.tables().size() == LanTableList::maxSightings);
  list.removed(at(2, 0, "Bizon 0"));
  list.found(at(2, 0, "Bizon late"), "192.168.1.5", 7340, lanTxt("late"));
  CHECK(list.tables().size() == LanTableList::maxSightings);
}
