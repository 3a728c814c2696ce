// `bizon serve`: the table server (docs/table-protocol.md). One thread runs every connection and table; the built-in players think on others.
#pragma once

#include <boost/asio.hpp>
#include <boost/asio/ssl/context.hpp>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "Connection.h"
#include "ServedTable.h"
#include "TlsIdentity.h"
#include "history/HistoryStore.h"

namespace bizon {

struct ServerOptions {
  std::string host = "0.0.0.0";
  unsigned short port = tablePort;
  int maxTables = 50;
  int maxPerAddress = 16;
  // A table nobody has been connected to for this long leaves the server's memory: forgotten if
  // no set is in play (its file goes), else kept on disk for its players' tokens (woken by them).
  std::chrono::steady_clock::duration idleTable = std::chrono::minutes(10);
  ConnectionLimits limits;
  std::filesystem::path dataDirectory;  // holds history/, tables/ (servedTablesFolder) and tls/ (tlsFolder)
  // The certificate shown over TLS (--tls-cert, --tls-key); without one, the server's own
  // (ownTlsIdentity in the data directory).
  std::optional<TlsIdentity> tls;
  PlayerMaker players;                  // the built-in players (ai's builtInPlayer)
};

class TableServer {
 public:
  // Opens the data directory and reads back its tables; throws std::system_error if the address
  // cannot be listened on.
  TableServer(boost::asio::io_context& io, ServerOptions options);
  ~TableServer();
  // The address really listened on (port 0 becomes the one the system chose).
  boost::asio::ip::tcp::endpoint endpoint() const { return acceptor_.local_endpoint(); }
  // The fingerprint of the certificate shown: the one an invitation carries.
  const std::string& fingerprint() const { return identity_.fingerprint; }
  bool ownCertificate() const { return identity_.own; }
  // What could not be read back at start, one line each.
  const std::vector<std::string>& problems() const { return problems_; }
  // Closes every connection (bye "stopping", or "host_left" from a window whose host quits: its
  // players are not to wait for it) and stops listening.
  void stop(TableReason reason = TableReason::Stopping);

 private:
  void accept();
  void tick();
  void loadTables();
  // The table in its file, resumed; nullptr (and a problem, when starting) if it cannot be.
  std::shared_ptr<ServedTable> load(const std::filesystem::path& file);
  void forgetIdle();
  void line(Connection& connection, std::string_view text);
  void opening(Connection& connection, const ClientMessage& message);
  void closed(Connection& connection);
  std::string freshCode();

  boost::asio::io_context& io_;
  ServerOptions options_;
  TlsIdentity identity_;
  boost::asio::ssl::context tls_;
  boost::asio::ip::tcp::acceptor acceptor_;
  boost::asio::steady_timer ticker_;
  boost::asio::thread_pool thinkers_;
  HistoryStore history_;
  TableServices services_;
  std::map<std::string, std::shared_ptr<ServedTable>> tables_;
  std::map<Connection*, std::shared_ptr<Connection>> connections_;
  std::map<std::string, int> perAddress_;
  std::vector<std::string> problems_;
  bool stopping_ = false;
};

}  // namespace bizon
