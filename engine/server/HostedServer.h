// A table server run inside the window that hosts a table: the server of `bizon serve` on an io thread of its own (IoThread), and its port forwarded by the home router (PortMapping), for as long as this object lives.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "PlayerMaker.h"
#include "PortMapping.h"

namespace bizon {

class TableServer;

class HostedServer {
 public:
  // Listens on `listen` (HOST:PORT; a port taken already gives way to one the system picks)
  // with its tables and sets in `dataDirectory`, its built-in players made by `players`. Throws
  // std::system_error if it cannot listen.
  HostedServer(const std::string& listen, const std::filesystem::path& dataDirectory, PlayerMaker players);
  ~HostedServer();  // says bye to its players and stops
  HostedServer(const HostedServer&) = delete;
  HostedServer& operator=(const HostedServer&) = delete;

  unsigned short port() const { return port_; }
  // The fingerprint of its TLS certificate (the hosting data directory's own): an invitation's.
  const std::string& fingerprint() const { return fingerprint_; }
  // Listening on the loopback only (the tests, a screenshot): nobody else can reach it, so it is
  // not announced on the local network.
  bool loopbackOnly() const { return loopbackOnly_; }
  // What the home router said of forwarding the port; nullopt when it is not asked (loopback only).
  std::optional<PortMappingState> portMapping() const;
  // Where friends on the internet reach the table ("203.0.113.7:7340") while the router forwards
  // its port (the invitation carries it); nullopt otherwise.
  std::optional<std::string> publicAddress() const;

 private:
  struct Loop;
  std::unique_ptr<Loop> loop_;
  std::unique_ptr<PortMapping> mapping_;
  unsigned short port_ = 0;
  bool loopbackOnly_ = false;
  std::string fingerprint_;
};

// Where a window hosts by default: every address, the protocol's port (BIZON_TABLE_LISTEN says
// otherwise: the tests keep to 127.0.0.1 and a port of their choosing).
std::string hostedListen();
// This computer's address on the local network as friends would type it (its first IPv4
// address that is not the loopback), or empty when it has none.
std::string lanAddress();
// The address friends type to reach a table hosted on `port` by a server listening on `listen`
// (hostedListen()): its host where that is one address (a server on 127.0.0.1 is reached there
// only), else lanAddress(); ":PORT" where there is none.
std::string hostedAddress(const std::string& listen, const std::string& port);
// "HOST:PORT" split; the host perhaps in brackets ("[::1]:7340"). Nullopt when it is not that.
std::optional<std::pair<std::string, std::string>> splitAddress(const std::string& text);

}  // namespace bizon
