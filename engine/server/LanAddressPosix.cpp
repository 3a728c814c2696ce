// lanAddress() on Linux: the interfaces' addresses from getifaddrs.
#include "HostedServer.h"

#include <arpa/inet.h>
#include <array>
#include <ifaddrs.h>
#include <netinet/in.h>

namespace bizon {

std::string lanAddress() {
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return "";
  std::string found;
  for (const ifaddrs* a = list; a && found.empty(); a = a->ifa_next) {
    if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if ((ntohl(in->sin_addr.s_addr) >> 24) == 127) continue;
    std::array<char, INET_ADDRSTRLEN> text{};
    if (inet_ntop(AF_INET, &in->sin_addr, text.data(), text.size())) found = text.data();
  }
  freeifaddrs(list);
  return found;
}

}  // namespace bizon
