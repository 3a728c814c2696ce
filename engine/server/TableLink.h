// The window's link to a table server: the connection runs on an io thread of its own (IoThread, Boost.Asio), takes its chair back by itself after a drop, and hands what the server said to the frame, which polls it.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "codec/TableProtocolCodec.h"
#include "codec/TableStateCodec.h"

namespace bizon {

class HostedServer;

struct LinkTarget {
  std::string host, port;
  std::optional<std::string> code;   // join this table; without it (and no kept chair) create one
  std::optional<KeptChair> kept;     // take this chair back
  ClientMessage create;              // create's name, level …; join's name
  std::filesystem::path dataDirectory;  // where the chair is kept (chairs/)
  std::shared_ptr<HostedServer> server;  // the table this window hosts: it lives as long as the link
  std::chrono::seconds retry{120};   // how long a dropped connection is tried again
};

class TableLink {
 public:
  enum class State {
    Connecting,    // the first connection, or again after a drop (reconnecting())
    Open,          // welcomed: at the table
    Unreachable,   // nobody answers at that address
    Refused,       // the server refused the code, the token, or a full table (reason())
    Gone,          // the server went away and did not come back within the retry time
    Closed,        // left, or the set is over
  };
  explicit TableLink(LinkTarget target);
  // Stops the io thread at once (nothing on it waits for the network), not the table: the chair
  // stays kept. A leave asked just before is said if the connection can take it without waiting.
  ~TableLink();
  TableLink(const TableLink&) = delete;
  TableLink& operator=(const TableLink&) = delete;

  // A message for the server, sent by the link's io thread (dropped while not connected: a
  // decide comes again after the rejoin).
  void send(const ClientMessage& message);
  // What the server said since the last call, in order.
  std::vector<ServerMessage> received();
  State state() const;
  bool reconnecting() const;
  std::string reason() const;  // the server's word when it refused
  std::optional<KeptChair> chair() const;
  const LinkTarget& target() const { return target_; }
  // Forgets the chair kept, then leaves the table (the server says bye) and stops.
  void leave();
  // The set is over: the chair kept is forgotten and the link stops.
  void finished();

 private:
  struct Io;  // the connection, on the io thread
  bool handle(const std::string& line);
  void set(State state, bool reconnecting = false);
  void forget();

  LinkTarget target_;
  bool hosting_;  // this window created the table: its chair is kept as the hosted one
  std::filesystem::path file_;
  mutable std::mutex mutex_;  // guards what follows (up to io_), shared by the frame and the io thread
  std::vector<ClientMessage> outbox_;
  std::vector<ServerMessage> inbox_;
  State state_ = State::Connecting;
  bool reconnecting_ = false, stop_ = false, leaving_ = false;
  std::string reason_;
  std::optional<KeptChair> kept_;
  std::unique_ptr<Io> io_;  // last: stopped first
};

}  // namespace bizon
