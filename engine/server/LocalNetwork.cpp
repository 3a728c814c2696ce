#include "LocalNetwork.h"

namespace bizon {

bool onLocalNetwork(const boost::asio::ip::address& address) {
  if (address.is_loopback()) return true;
  if (address.is_v6()) {
    const auto v6 = address.to_v6();
    if (v6.is_v4_mapped()) return onLocalNetwork(boost::asio::ip::address(boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, v6)));
    const auto bytes = v6.to_bytes();
    return (bytes[0] & 0xfe) == 0xfc || v6.is_link_local();
  }
  const auto b = address.to_v4().to_bytes();
  return b[0] == 10 || (b[0] == 172 && (b[1] & 0xf0) == 16) || (b[0] == 192 && b[1] == 168) || (b[0] == 169 && b[1] == 254);
}

}  // namespace bizon
