// One client's connection to the table server: TLS, or plain from this computer and the local network; JSON Lines in and out with the protocol's limits (line size, timeouts, flood), and who it is at which table.
#pragma once

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "Seat.h"
#include "codec/TableProtocolCodec.h"

namespace bizon {

class ServedTable;

struct ConnectionLimits {
  std::chrono::steady_clock::duration lineTimeout = std::chrono::seconds(10);  // first line, and a line begun
  std::chrono::steady_clock::duration silence = std::chrono::seconds(75);
  int burst = 30;            // lines at once
  double perSecond = 10;     // lines a second over time
  int errors = 5;            // errors in a row before the connection is closed
};

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  using Clock = std::chrono::steady_clock;
  // Each whole line read (without its newline), and the end of the connection (once).
  struct Handlers {
    std::function<void(Connection&, std::string_view)> line;
    std::function<void(Connection&)> closed;
  };
  Connection(boost::asio::ip::tcp::socket socket, boost::asio::ssl::context& tls, const ConnectionLimits& limits, Handlers handlers);

  // Reads the first byte without taking it: a TLS handshake begins, or (from this computer or the
  // local network only) plain lines.
  void start();
  void send(std::string line);
  // An error of the protocol: sent and counted; one that closes at once (closesAtOnce), or the
  // limit's in a row, is followed by bye with the same reason, and the connection closes.
  void refuse(TableReason reason, std::string_view message);
  // Says bye with the reason, then closes once it is sent.
  void close(TableReason reason, std::string_view message);
  // Closes if a time limit has passed (the server looks once a second).
  void checkTime(Clock::time_point now);
  bool open() const { return !closing_; }
  bool encrypted() const { return tls_; }
  const std::string& address() const { return address_; }

  // Where the connection sits: set by the server and the table.
  std::weak_ptr<ServedTable> table;
  std::optional<Seat> seat;
  bool host = false;
  std::string name;  // as it joined

 private:
  void begin(unsigned char first);
  void read();
  void received(std::size_t bytes);
  bool takeToken();
  void write();
  void shut();
  // Runs `then` with the stream lines go by: TLS's, or the socket under it.
  template <class Then>
  void onStream(Then then) {
    if (tls_) then(stream_);
    else then(stream_.next_layer());
  }

  boost::asio::ssl::stream<boost::asio::ip::tcp::socket> stream_;
  unsigned char first_ = 0;
  bool tls_ = false, local_ = false, ready_ = false;  // ready_: TLS's handshake made, or plain chosen
  ConnectionLimits limits_;
  Handlers handlers_;
  std::string address_;
  std::array<char, 4096> chunk_{};
  std::string partial_;
  std::deque<std::string> out_;
  std::size_t queued_ = 0;  // bytes waiting to be sent
  bool writing_ = false, closing_ = false, shut_ = false, greeted_ = false;
  int errors_ = 0;           // in a row: a line answered without an error sets it back to 0
  bool refusedLine_ = false;  // the line being handled got an error
  double tokens_ = 0;
  Clock::time_point opened_, lastLine_, lineBegun_, tokensAt_;
};

}  // namespace bizon
