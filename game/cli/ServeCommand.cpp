// `bizon serve`: runs a table server for friends (docs/table-protocol.md) until SIGINT or SIGTERM, its events in the server's log (server/ServerLog).
#include <boost/asio.hpp>
#include <optional>

#include "Arguments.h"
#include "Commands.h"
#include "Output.h"
#include "files/DataDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/PortMapping.h"
#include "server/ServerLog.h"
#include "server/TableServer.h"

namespace bizon {

namespace {

// "HOST:PORT", the host perhaps in brackets ("[::1]:7340").
std::pair<std::string, unsigned short> hostAndPort(const std::string& text) {
  const auto split = splitAddress(text);
  if (!split) throw UsageError("--listen takes HOST:PORT, PORT from 0 to 65535");
  return {split->first, static_cast<unsigned short>(std::stoi(split->second))};
}

// What came of asking the router (--upnp), for the log.
void logMapping(const PortMappingState& s) {
  using Phase = PortMappingState::Phase;
  const std::string port = std::to_string(s.port);
  switch (s.phase) {
    case Phase::Asking: return;
    case Phase::Mapped: return serverLog(LogLevel::Notice, "the router forwards port " + port + ": reachable from the internet at " + s.externalAddress());
    case Phase::NoRouter: return serverLog(LogLevel::Warning, "no UPnP router answered: port " + port + " is not forwarded");
    case Phase::NotBuilt: return serverLog(LogLevel::Warning, "this bizon was built without UPnP: port " + port + " is not forwarded");
    case Phase::Refused: return serverLog(LogLevel::Warning, "the router refused to forward port " + port + ": " + terminalSafe(s.error));
    case Phase::DoubleNat:
      return serverLog(LogLevel::Warning, "the router has no public internet address" + (s.external.empty() ? "" : " (its own is " + terminalSafe(s.external) + ")") +
                                              ": another router stands before the internet, port " + port + " is not reachable from it");
    case Phase::Removed: return serverLog(LogLevel::Info, "the router no longer forwards port " + port);
  }
}

}  // namespace

int serveCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--listen", "--max-tables", "--max-per-address", "--line-timeout", "--idle", "--tls-cert", "--tls-key"}, {"--upnp"});
  if (!arguments.positional().empty()) throw UsageError("unexpected word " + arguments.positional()[0]);
  ServerOptions options;
  if (const auto listen = arguments.text("--listen")) std::tie(options.host, options.port) = hostAndPort(*listen);
  options.maxTables = static_cast<int>(arguments.number("--max-tables", 50, 1, 100000));
  options.maxPerAddress = static_cast<int>(arguments.number("--max-per-address", 16, 1, 100000));
  options.limits.lineTimeout = std::chrono::seconds(arguments.number("--line-timeout", 10, 1, 600));
  options.idleTable = std::chrono::seconds(arguments.number("--idle", 600, 1, 7 * 24 * 3600));
  options.dataDirectory = dataDirectory();
  options.players = builtInPlayer;
  const auto certificate = arguments.text("--tls-cert"), key = arguments.text("--tls-key");
  if (certificate.has_value() != key.has_value()) throw UsageError("--tls-cert and --tls-key go together");
  if (certificate) options.tls = tlsIdentityFrom(*certificate, *key);

  boost::asio::io_context io;
  boost::system::error_code error;
  TableServer server(io, options);
  for (const std::string& problem : server.problems()) serverLog(LogLevel::Warning, terminalSafe(problem));
  const auto where = server.endpoint();
  serverLog(LogLevel::Info, "listening on " + where.address().to_string() + ":" + std::to_string(where.port()));
  // What friends' invitations carry (the certificate's, the server's own or the one given).
  serverLog(LogLevel::Info, "certificate " + server.fingerprint() +
                                (server.ownCertificate() ? " (its own, kept in " + tlsFolder(options.dataDirectory).string() + ")" : ""));
  std::optional<PortMapping> mapping;
  if (arguments.has("--upnp")) mapping.emplace(where.port(), PortMapping::Options{.told = logMapping});
  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  boost::asio::steady_timer last(io);
  signals.async_wait([&](const boost::system::error_code&, int) {
    server.stop();
    // A moment for the byes to leave, then the end.
    last.expires_after(std::chrono::milliseconds(300));
    last.async_wait([&](const boost::system::error_code&) { io.stop(); });
  });
  io.run();
  mapping.reset();  // the router's mapping removed before the end is logged
  serverLog(LogLevel::Info, "stopped");
  return 0;
}

}  // namespace bizon
