// An invitation to a table as a link, bizon://HOST:PORT/CODE#FINGERPRINT: where the server is, which table, and the certificate it must show.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace bizon {

struct Invitation {
  std::string host, port;
  std::string code;         // the table's code, as readTableCode writes it
  std::string fingerprint;  // the server's certificate (TlsIdentity.h); empty: not named
  // HOST:PORT, as the Join screen's address field takes it (splitAddress).
  std::string address() const { return host + ":" + port; }
  friend bool operator==(const Invitation&, const Invitation&) = default;
};

// The link: an IPv6 host in brackets, the port always, the fingerprint after '#' when there is one.
std::string invitationLink(const Invitation& invitation);
// A link read back, leniently where people are (spaces around it, the scheme in any case, the
// code typed in either case or without its dash, the port left out for the protocol's), strictly
// where safety is (a fingerprint that is there must be one). nullopt when it is not a link.
std::optional<Invitation> readInvitation(std::string_view text);

}  // namespace bizon
