// Which addresses are this computer or a private network: the only ones a table's lines may cross to in the clear.
#pragma once

#include <boost/asio/ip/address.hpp>

namespace bizon {

// The loopback, and the private and link-local ranges (10/8, 172.16/12, 192.168/16, 169.254/16,
// fc00::/7, fe80::/10), an IPv4 address mapped into IPv6 as itself.
bool onLocalNetwork(const boost::asio::ip::address& address);

}  // namespace bizon
