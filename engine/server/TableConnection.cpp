#include "TableConnection.h"

#include <boost/asio.hpp>
#include <charconv>
#include <condition_variable>
#include <deque>
#include <mutex>

#include "IoThread.h"
#include "codec/TableProtocolCodec.h"

namespace bizon {

namespace {

using Clock = std::chrono::steady_clock;
using boost::asio::ip::tcp;

}  // namespace

// Everything below runs on the io thread but the inbox (its mutex) and the destructor's last write
// (once the thread has ended). A handler of an earlier connection (its `generation`) finds it gone
// and does nothing.
struct TableConnection::Io {
  Io(std::string h, std::string p, Timing t) : host(std::move(h)), port(std::move(p)), timing(t), pauseNow(t.firstPause) {}

  void connect() {
    if (stopped) return;
    const int mine = ++generation;
    socket.close(ignored);
    deadline.expires_after(timing.connectWithin);
    deadline.async_wait([this, mine](const boost::system::error_code& e) {
      if (!e && mine == generation) socket.close(ignored), resolver.cancel();  // the try has run out
    });
    unsigned short number = 0;
    const auto [end, bad] = std::from_chars(port.data(), port.data() + port.size(), number);
    boost::system::error_code error;
    const auto address = boost::asio::ip::make_address(host, error);
    if (!error && bad == std::errc() && end == port.data() + port.size())  // no name to look up
      return socket.async_connect({address, number}, [this, mine](const boost::system::error_code& e) { opened(mine, e); });
    resolver.async_resolve(host, port, [this, mine](const boost::system::error_code& e, const tcp::resolver::results_type& found) {
      if (e || mine != generation) return opened(mine, e ? e : boost::asio::error::operation_aborted);
      boost::asio::async_connect(socket, found, [this, mine](const boost::system::error_code& c, const tcp::endpoint&) { opened(mine, c); });
    });
  }

  void opened(int mine, const boost::system::error_code& error) {
    if (mine != generation || stopped) return;
    deadline.cancel();
    if (error) return tryAgain(mine);
    connected = true, everConnected = true;
    pauseNow = timing.firstPause;
    in.clear(), out.clear();
    hear({Heard::Kind::Connected, {}});
    read(mine);
  }

  // A pause, growing, before the next try; until the time to try runs out.
  void tryAgain(int mine) {
    const auto tried = Clock::now() - since;
    if (tried > (everConnected ? timing.tryFor : timing.firstFor)) {
      stopped = true;
      return hear({Heard::Kind::GaveUp, {}});
    }
    pause.expires_after(pauseNow);
    pauseNow = std::min(pauseNow * 2, timing.longestPause);
    pause.async_wait([this, mine](const boost::system::error_code& e) {
      if (!e && mine == generation) connect();
    });
  }

  void read(int mine) {
    boost::asio::async_read_until(socket, boost::asio::dynamic_buffer(in, serverLineLimit), '\n',
                                  [this, mine](const boost::system::error_code& error, std::size_t n) {
                                    if (mine != generation) return;
                                    if (error) return lost();  // closed, or a line over the limit
                                    std::string line = in.substr(0, n - 1);
                                    in.erase(0, n);
                                    if (!line.empty() && line.back() == '\r') line.pop_back();
                                    hear({Heard::Kind::Line, std::move(line)});
                                    read(mine);
                                  });
  }

  void say(std::string line) {
    if (!connected) return;
    out.push_back(std::move(line) + "\n");
    if (out.size() == 1) write(generation);
  }

  void write(int mine) {
    boost::asio::async_write(socket, boost::asio::buffer(out.front()), [this, mine](const boost::system::error_code& error, std::size_t) {
      if (mine != generation) return;
      if (error) return lost();
      out.pop_front();
      if (!out.empty()) return write(mine);
      if (stopped) close();
    });
  }

  void lost() {
    close();
    if (stopped) return;
    since = Clock::now();
    hear({Heard::Kind::Lost, {}});
    connect();
  }

  void close() {
    ++generation;  // what is still under way belongs to a connection gone
    connected = false;
    socket.close(ignored);
    resolver.cancel();
    deadline.cancel();
    pause.cancel();
  }

  void stop() {
    stopped = true;
    if (!connected || out.empty()) close();  // else once the lines queued are written
  }

  void hear(Heard heard) {
    {
      std::lock_guard lock(mutex);
      inbox.push_back(std::move(heard));
    }
    arrived.notify_all();
  }

  std::string host, port;
  Timing timing;
  IoThread loop;  // before what runs on it: outlives it
  tcp::socket socket{loop.context()};
  tcp::resolver resolver{loop.context()};
  boost::asio::steady_timer deadline{loop.context()}, pause{loop.context()};
  int generation = 0;
  bool connected = false, everConnected = false, stopped = false;
  Clock::time_point since = Clock::now();  // when the tries began
  std::chrono::milliseconds pauseNow;
  std::string in;               // read, not yet a whole line
  std::deque<std::string> out;  // lines to write, the first one being written
  boost::system::error_code ignored;
  std::mutex mutex;  // guards the inbox, shared with the owner's thread
  std::condition_variable arrived;
  std::vector<Heard> inbox;
};

TableConnection::TableConnection(std::string host, std::string port, Timing timing)
    : io_(std::make_unique<Io>(std::move(host), std::move(port), timing)) {
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->connect(); });
  io_->loop.start();
}

TableConnection::~TableConnection() {
  io_->loop.stop();
  // Lines queued and not yet written (a leave): said now if the connection takes them at once.
  if (io_->connected && !io_->out.empty()) {
    boost::system::error_code ignored;
    io_->socket.non_blocking(true, ignored);
    std::string all;
    for (const std::string& line : io_->out) all += line;
    boost::asio::write(io_->socket, boost::asio::buffer(all), ignored);
  }
}

void TableConnection::send(std::string line) {
  boost::asio::post(io_->loop.context(), [io = io_.get(), line = std::move(line)]() mutable { io->say(std::move(line)); });
}

std::vector<TableConnection::Heard> TableConnection::drain() {
  std::lock_guard lock(io_->mutex);
  return std::exchange(io_->inbox, {});
}

void TableConnection::waitFor(std::chrono::milliseconds wait) {
  std::unique_lock lock(io_->mutex);
  io_->arrived.wait_for(lock, wait, [this] { return !io_->inbox.empty(); });
}

void TableConnection::stop() {
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->stop(); });
}

}  // namespace bizon
