// A table at a server as this program sits at it: the one client (TableClient) over its connection (TableConnection), drained once a frame (or as `bizon join` waits), with the chair kept on disk while it is held.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "TableClient.h"
#include "TableConnection.h"

namespace bizon {

class HostedServer;

struct RemoteTarget {
  std::string host, port;
  std::optional<std::string> code;   // join this table; without it (and no kept chair) create one
  // The server's certificate as an invitation names it (or as the chair kept it): always checked.
  // Empty: the hosted server's own (`server`), else one the system vouches for, or the one pinned
  // for this address (KnownServers), or on a first visit the one shown, pinned from then on.
  std::string fingerprint;
  bool plain = false;                // no TLS (this computer and the local network only)
  std::optional<KeptChair> kept;     // take this chair back
  ClientMessage create;              // create's name, level …; join's name
  std::filesystem::path dataDirectory;  // where the chair is kept (chairs/)
  std::shared_ptr<HostedServer> server;  // the table this window hosts: it lives as long as the link
  TableConnection::Timing timing;
  bool readyWhenSeated = false;      // `bizon join`: ready as soon as seated
};

class RemoteTable {
 public:
  explicit RemoteTable(RemoteTarget target);
  // Keeps with the chair the last event seen (what was played for you after it is said when you
  // come back; kept at each of your moves too, for a window that dies), or leaves the table at a
  // set's end; the connection stops at once.
  ~RemoteTable();
  RemoteTable(const RemoteTable&) = delete;
  RemoteTable& operator=(const RemoteTable&) = delete;

  // What the connection heard goes to the client, what the client says goes out, the chair is
  // kept or forgotten (at a set's end, until another set). Never waits.
  void update();
  // Waits up to `wait` for the server, then updates (for an owner without a frame).
  void wait(std::chrono::milliseconds wait);
  TableClient& client() { return client_; }
  const TableClient& client() const { return client_; }
  const RemoteTarget& target() const { return target_; }
  // The certificate of the connection (empty until one is made, and for plain); whether this
  // visit pinned it (the first to this address without an invitation: said to the player).
  const std::string& fingerprint() const { return fingerprint_; }
  bool firstVisit() const { return firstVisit_; }

 private:
  void keep();
  // A connection made: its certificate noted, pinned on a first visit.
  void secured(const TableConnection::Heard& heard);

  RemoteTarget target_;
  TableClient client_;
  std::filesystem::path file_;
  int chairChanges_ = 0, movesKept_ = 0;
  bool stopped_ = false, firstVisit_ = false;
  std::string fingerprint_;
  TableConnection::Security security_;  // as the table was opened: a first visit pins nothing before
  TableConnection connection_;  // last: stopped first
};

// The target of the newest chair a data directory kept, if any.
std::optional<RemoteTarget> keptTarget(const std::filesystem::path& dataDirectory);

}  // namespace bizon
