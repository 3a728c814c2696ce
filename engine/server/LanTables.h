// Tables announced on the local network (DNS-SD over mDNS, `_bizon._tcp`): the TXT record a host publishes and how a joiner reads it back, and the list a Join screen shows as announcements come and go. Pure: no Avahi, no threads.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bizon {

inline constexpr std::string_view lanServiceType = "_bizon._tcp";

// The TXT record's entries for a host of that name ("proto=bizon-table-1", "host=Ann"). Never the
// table's code: anyone on the network sees the record, and the code is what proves you were invited.
std::vector<std::string> lanTxt(const std::string& hostName);

// What a TXT record says, read as the network may send it (anything at all): nullopt when it is
// not a Bizon table's (no `proto`). Keys are case-blind and the first of a repeated key counts
// (RFC 6763, 6.4); the host's name is made safe to show (`lanShownText`).
struct LanRecord {
  std::string protocol;  // the table's protocol: another than ours cannot be joined from here
  std::string hostName;  // may be empty
};
std::optional<LanRecord> readLanTxt(const std::vector<std::string>& entries);

// A name from the network as it may be shown: invalid UTF-8 and control characters dropped,
// spaces at either end trimmed, at most `maxChars` characters.
std::string lanShownText(std::string_view text, std::size_t maxChars = 24);

// One table as the Join screen offers it.
struct LanTable {
  std::string service;   // the announcement's instance name (one per table on the network)
  std::string hostName;  // from its record, else the instance name made safe
  std::string address;   // "192.168.1.5:7340", "[2001:db8::5]:7340": what the address field takes
  bool joinable = false;  // it speaks our protocol
};

// The tables seen on the network. An announcement is seen once per network interface and IP
// version; a table stays listed while any of its sightings does, at its best address (IPv4 before
// IPv6, another computer's before the loopback). Bounded, whatever the network sends.
class LanTableList {
 public:
  struct Sighting {
    int interface = 0, protocol = 0;  // as Avahi numbers them
    std::string service;
    bool operator==(const Sighting&) const = default;
  };
  static constexpr std::size_t maxSightings = 64;

  // A sighting resolved: its address as text and port, and its TXT entries. Ignored when the
  // record is not a Bizon table's, the port is 0, the address unusable (an IPv6 link-local one
  // needs its interface, which a typed address cannot say) or the list is full.
  void found(const Sighting& sighting, const std::string& address, unsigned port, const std::vector<std::string>& txt);
  void removed(const Sighting& sighting);
  void clear();
  // One per table, in the order of the hosts' names.
  std::vector<LanTable> tables() const;
  // Changes at each found, removed or clear that changed something (to rebuild only then).
  unsigned version() const { return version_; }

 private:
  struct Seen {
    Sighting sighting;
    LanTable table;
    int rank;  // the lower, the better its address
  };
  std::vector<Seen> seen_;
  unsigned version_ = 0;
};

}  // namespace bizon
