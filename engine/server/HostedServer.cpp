#include "HostedServer.h"

#include <boost/asio.hpp>
#include <cstdlib>
#include <optional>

#include "IoThread.h"
#include "TableServer.h"

namespace bizon {

struct HostedServer::Loop {
  IoThread thread;
  std::optional<TableServer> server;
};

HostedServer::HostedServer(const std::string& listen, const std::filesystem::path& dataDirectory, PlayerMaker players)
    : loop_(std::make_unique<Loop>()) {
  const auto split = splitAddress(listen);
  if (!split) throw std::invalid_argument("not HOST:PORT: " + listen);
  ServerOptions options;
  options.host = split->first;
  options.port = static_cast<unsigned short>(std::stoi(split->second));
  options.dataDirectory = dataDirectory;
  options.players = std::move(players);
  try {
    loop_->server.emplace(loop_->thread.context(), options);
  } catch (const boost::system::system_error&) {
    options.port = 0;  // the protocol's port is someone else's: any free one
    loop_->server.emplace(loop_->thread.context(), options);
  }
  port_ = loop_->server->endpoint().port();
  fingerprint_ = loop_->server->fingerprint();
  loopbackOnly_ = loop_->server->endpoint().address().is_loopback();
  loop_->thread.start();
  if (!loopbackOnly_) mapping_ = std::make_unique<PortMapping>(port_, PortMapping::Options{});
}

HostedServer::~HostedServer() {
  boost::asio::io_context& io = loop_->thread.context();
  boost::asio::post(io, [loop = loop_.get(), &io] {
    loop->server->stop(TableReason::HostLeft);  // its players are told at once: no server to wait for
    // A moment for the byes to leave, then the end (as bizon serve stops).
    auto last = std::make_shared<boost::asio::steady_timer>(io, std::chrono::milliseconds(200));
    last->async_wait([last, &io](const boost::system::error_code&) { io.stop(); });
  });
  mapping_.reset();  // the router's mapping removed while the byes leave
  loop_->thread.join();
  loop_->server.reset();  // on this thread, the loop ended: nothing of the server's runs any more
}

std::optional<PortMappingState> HostedServer::portMapping() const {
  if (!mapping_) return std::nullopt;
  return mapping_->state();
}

std::optional<std::string> HostedServer::publicAddress() const { return mapping_ ? mapping_->publicAddress() : std::nullopt; }

std::string hostedListen() {
  const char* given = std::getenv("BIZON_TABLE_LISTEN");
  if (given && *given) return given;
  const ServerOptions defaults;
  return defaults.host + ":" + std::to_string(defaults.port);
}

std::string hostedAddress(const std::string& listen, const std::string& port) {
  const auto where = splitAddress(listen);
  boost::system::error_code notAnAddress;
  const auto address = where ? boost::asio::ip::make_address(where->first, notAnAddress) : boost::asio::ip::address();
  // Every address (0.0.0.0, ::, or none named): the one friends on the local network reach.
  if (!where || where->first.empty() || (!notAnAddress && address.is_unspecified())) return lanAddress() + ":" + port;
  return (address.is_v6() && !notAnAddress ? "[" + where->first + "]" : where->first) + ":" + port;
}

std::optional<std::pair<std::string, std::string>> splitAddress(const std::string& text) {
  const auto colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0) return std::nullopt;
  std::string host = text.substr(0, colon);
  if (host.size() > 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  const std::string port = text.substr(colon + 1);
  if (port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != std::string::npos || std::stoi(port) > 65535)
    return std::nullopt;
  return std::pair{host, port};
}

}  // namespace bizon
