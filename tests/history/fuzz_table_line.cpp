// libFuzzer target for the table protocol's lines (engine/codec/TableProtocolCodec.h), both ends: a client line the server reads goes over the wire and back unchanged, or gets a reason; a server line the client reads never crashes it.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "codec/TableProtocolCodec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  const auto read = readClientLine(line);
  if (const auto* error = std::get_if<ProtocolError>(&read)) {
    if (error->reason == TableReason::Unknown || error->message.empty()) std::abort();
  } else {
    const ClientMessage& message = std::get<ClientMessage>(read);
    const auto again = readClientLine(clientLine(message));
    const auto* back = std::get_if<ClientMessage>(&again);
    if (!back || !(*back == message)) std::abort();
    // A code or token read never names anything but itself: no path can come of it.
    if (message.code.find_first_of("/.\\") != std::string::npos || message.token.find_first_of("/.\\") != std::string::npos) std::abort();
  }
  const auto server = readServerLine(line);
  if (const auto* error = std::get_if<ProtocolError>(&server); error && error->message.empty()) std::abort();
  return 0;
}
