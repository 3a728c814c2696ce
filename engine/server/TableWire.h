// A client's connection to a table server, shared by `bizon join` and the window's link: connect, send a message, read the server's lines, ping when silent; and where a client keeps its chair.
#pragma once

#include <array>
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "codec/TableProtocolCodec.h"
#include "codec/TableStateCodec.h"

namespace bizon {

// Blocking, for the one thread that owns it.
class TableWire {
 public:
  TableWire();
  ~TableWire();
  TableWire(const TableWire&) = delete;
  TableWire& operator=(const TableWire&) = delete;

  // False when the server cannot be reached (no such host, nothing listening).
  bool connect(const std::string& host, const std::string& port);
  void send(const ClientMessage& message);
  // Waits up to `wait` for the server; hands each whole line to `line`, and pings after 25 s
  // without a word sent. False once the connection is lost, or `line` gave it up (returned false).
  bool receive(std::chrono::milliseconds wait, const std::function<bool(const std::string&)>& line);
  void close();

 private:
  struct Socket;
  std::unique_ptr<Socket> socket_;
  std::string buffer_;
  std::chrono::steady_clock::time_point lastSent_;
};

// The opening line for a chair: rejoin when one is kept, else join with the code, else create.
ClientMessage openingMessage(const std::optional<KeptChair>& kept, const std::optional<std::string>& code,
                             const ClientMessage& create);

// Where a data directory keeps its chair at a server's table: one file per server and table (or
// "hosted" for the table it created there) in chairs/, so that the same command run again finds
// it; the same name among the tables where an older Bizon kept it there.
std::filesystem::path keptChairFile(const std::filesystem::path& dataDirectory, const std::string& host,
                                    const std::string& port, const std::optional<std::string>& code);
std::optional<KeptChair> loadKeptChair(const std::filesystem::path& file);
void saveKeptChair(const std::filesystem::path& file, const KeptChair& chair);
// The chairs kept in a data directory (and those an older Bizon kept among its tables), newest
// first (the window's "Back to the table").
std::vector<std::pair<std::filesystem::path, KeptChair>> keptChairs(const std::filesystem::path& dataDirectory);

}  // namespace bizon
