// A client's connection to a table server over TLS (or, chosen, plain to this computer and the local network), all of it asynchronous (Boost.Asio) on an io thread of its own (IoThread): each try of a connection has a deadline, lines are read up to the protocol's limit, lines to send wait in a queue, a dropped connection is made again with a growing pause, and what is heard waits in an inbox for its owner to drain. Lines only: what they say is TableClient's.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace bizon {

class TableConnection {
 public:
  struct Timing {
    std::chrono::milliseconds connectWithin{4000};  // a try of a connection, at most
    std::chrono::milliseconds firstFor{4000};       // a first connection is tried this long
    std::chrono::milliseconds firstPause{250}, longestPause{4000};  // between tries, doubling
    std::chrono::milliseconds tryFor{120000};       // a dropped connection is tried again this long
  };
  // How the server is known. Over TLS, a certificate that the system's trust store vouches for
  // (for the host's name) is the server's; else its fingerprint must be `pinned`; with nothing
  // pinned the first certificate seen is taken (trust on first use: the owner pins it) and every
  // later connection must show the same one.
  struct Security {
    bool plain = false;  // no TLS: only to this computer or the local network (LocalNetwork.h)
    std::string pinned;  // a fingerprint (TlsIdentity.h), or empty
  };
  struct Heard {
    enum class Kind : std::uint8_t {
      Connected,  // a connection is open: the opening line is the owner's to send
      Line,       // a whole line from the server (`line`, without its newline)
      Lost,       // the connection dropped: it is being made again
      GaveUp,     // no connection could be made in the time it was tried: nothing more comes
      Untrusted,  // the server's certificate is not the one pinned (`line`: its fingerprint): nothing more comes
      NotLocal,   // plain was asked of an address outside the local network: nothing was sent, nothing more comes
    };
    Kind kind = Kind::Line;
    std::string line;
    // Connected over TLS: the certificate's fingerprint, and whether the system vouched for it.
    std::string fingerprint;
    bool vouched = false;
  };

  // Starts connecting at once. `host` is an address, or a name looked up (a lookup cannot be cut
  // short: docs/threads.md).
  TableConnection(std::string host, std::string port, Security security, Timing timing);
  TableConnection(std::string host, std::string port, Security security)
      : TableConnection(std::move(host), std::move(port), std::move(security), Timing{}) {}
  TableConnection(std::string host, std::string port) : TableConnection(std::move(host), std::move(port), Security{}, Timing{}) {}
  // Stops the io thread at once: nothing on it waits for the network. Lines still queued are
  // written if the connection takes them without waiting (a leave said just before).
  ~TableConnection();
  TableConnection(const TableConnection&) = delete;
  TableConnection& operator=(const TableConnection&) = delete;

  // A line for the server (without its newline); dropped while no connection is open.
  void send(std::string line);
  // What was heard since the last call, in order.
  std::vector<Heard> drain();
  // Waits until something was heard or `wait` has passed (for an owner without a frame).
  void waitFor(std::chrono::milliseconds wait);
  // No more connections: the one open closes once the lines queued are written.
  void stop();

 private:
  struct Io;
  std::unique_ptr<Io> io_;
};

}  // namespace bizon
