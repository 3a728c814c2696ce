// `bizon serve`: runs a table server for friends (docs/table-protocol.md) until SIGINT or SIGTERM.
#include <boost/asio.hpp>
#include <iostream>

#include "Arguments.h"
#include "Commands.h"
#include "Output.h"
#include "files/DataDirectory.h"
#include "Player.h"
#include "server/HostedServer.h"
#include "server/TableServer.h"

namespace bizon {

namespace {

// "HOST:PORT", the host perhaps in brackets ("[::1]:7340").
std::pair<std::string, unsigned short> hostAndPort(const std::string& text) {
  const auto split = splitAddress(text);
  if (!split) throw UsageError("--listen takes HOST:PORT, PORT from 0 to 65535");
  return {split->first, static_cast<unsigned short>(std::stoi(split->second))};
}

}  // namespace

int serveCommand(const std::vector<std::string>& args) {
  Arguments arguments(args, {"--listen", "--max-tables", "--max-per-address", "--line-timeout", "--idle", "--tls-cert", "--tls-key"});
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
  for (const std::string& problem : server.problems()) std::cerr << "bizon serve: " << terminalSafe(problem) << "\n";
  const auto where = server.endpoint();
  std::cout << "listening on " << where.address().to_string() << ":" << where.port() << std::endl;
  // What friends' invitations carry (the certificate's, the server's own or the one given).
  std::cout << "certificate " << server.fingerprint() << (server.ownCertificate() ? " (its own, kept in " + tlsFolder(options.dataDirectory).string() + ")" : "")
            << std::endl;
  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  boost::asio::steady_timer last(io);
  signals.async_wait([&](const boost::system::error_code&, int) {
    server.stop();
    // A moment for the byes to leave, then the end.
    last.expires_after(std::chrono::milliseconds(300));
    last.async_wait([&](const boost::system::error_code&) { io.stop(); });
  });
  io.run();
  std::cout << "stopped" << std::endl;
  return 0;
}

}  // namespace bizon
