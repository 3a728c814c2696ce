#include "TableConnection.h"

#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <charconv>
#include <condition_variable>
#include <deque>
#include <mutex>

#include "IoThread.h"
#include "LocalNetwork.h"
#include "TlsIdentity.h"
#include "codec/TableProtocolCodec.h"

namespace bizon {

namespace {

using Clock = std::chrono::steady_clock;
using boost::asio::ip::tcp;
namespace ssl = boost::asio::ssl;
using Stream = ssl::stream<tcp::socket>;

ssl::context clientContext() {
  ssl::context context(ssl::context::tls_client);
  acceptModernTlsOnly(context);
  boost::system::error_code ignored;
  context.set_default_verify_paths(ignored);  // none (Windows' own store is not OpenSSL's): pins only
  context.set_verify_mode(ssl::verify_peer);
  return context;
}

}  // namespace

// Everything below runs on the io thread but the inbox (its mutex) and the destructor's last write
// (once the thread has ended). A handler of an earlier connection (its `generation`) finds it gone
// and does nothing.
struct TableConnection::Io {
  Io(std::string h, std::string p, Security s, Timing t)
      : host(std::move(h)), port(std::move(p)), security(std::move(s)), timing(t), pauseNow(t.firstPause) {}

  void connect() {
    if (stopped) return;
    const int mine = ++generation;
    if (stream) stream->lowest_layer().close(ignored);
    // A stream of its own for each try (a TLS stream is not used twice), kept alive by what is
    // under way on it.
    stream = std::make_shared<Stream>(loop.context(), tls);
    deadline.expires_after(timing.connectWithin);
    deadline.async_wait([this, mine, s = stream](const boost::system::error_code& e) {
      if (!e && mine == generation) s->lowest_layer().close(ignored), resolver.cancel();  // the try has run out
    });
    unsigned short number = 0;
    const auto [end, bad] = std::from_chars(port.data(), port.data() + port.size(), number);
    boost::system::error_code error;
    const auto address = boost::asio::ip::make_address(host, error);
    if (!error && bad == std::errc() && end == port.data() + port.size()) {  // no name to look up
      if (security.plain && !onLocalNetwork(address)) return notLocal();
      return stream->next_layer().async_connect({address, number}, [this, mine, s = stream](const boost::system::error_code& e) { opened(mine, e); });
    }
    resolver.async_resolve(host, port, [this, mine, s = stream](const boost::system::error_code& e, const tcp::resolver::results_type& found) {
      if (e || mine != generation) return opened(mine, e ? e : boost::asio::error::operation_aborted);
      std::vector<tcp::endpoint> allowed;
      for (const auto& entry : found)
        if (!security.plain || onLocalNetwork(entry.endpoint().address())) allowed.push_back(entry.endpoint());
      if (allowed.empty()) return notLocal();
      boost::asio::async_connect(s->next_layer(), allowed, [this, mine, s](const boost::system::error_code& c, const tcp::endpoint&) { opened(mine, c); });
    });
  }

  // Plain lines would cross networks nobody here controls: refused before a byte goes.
  void notLocal() {
    close();
    stopped = true;
    hear({Heard::Kind::NotLocal, {}, {}, false});
  }

  void opened(int mine, const boost::system::error_code& error) {
    if (mine != generation || stopped) return;
    if (error) return deadline.cancel(), tryAgain(mine);
    if (security.plain) return secured(mine, {});
    // The handshake is part of the try: the deadline still runs.
    seen.clear(), vouched = false;
    SSL_set_tlsext_host_name(stream->native_handle(), host.c_str());
    stream->set_verify_callback([this, chain = true](bool preverified, ssl::verify_context& context) mutable {
      X509_STORE_CTX* store = context.native_handle();
      if (X509_STORE_CTX_get_error_depth(store) > 0) {
        chain = chain && preverified;
        return true;
      }
      const ssl::host_name_verification named(host);
      vouched = chain && preverified && named(preverified, context);
      seen = certificateFingerprint(X509_STORE_CTX_get_current_cert(store));
      // A pinned certificate is the only one taken; else one the system vouches for, or (first use) any.
      return security.pinned.empty() ? true : seen == security.pinned;
    });
    stream->async_handshake(ssl::stream_base::client, [this, mine, s = stream](const boost::system::error_code& e) {
      if (mine != generation || stopped) return;
      if (!security.pinned.empty() && !seen.empty() && seen != security.pinned) return untrusted();
      if (e) return deadline.cancel(), tryAgain(mine);
      // What this connection showed, every later one must show (unless the system vouches again).
      if (security.pinned.empty() && !vouched) security.pinned = seen;
      secured(mine, seen);
    });
  }

  void untrusted() {
    close();
    stopped = true;
    hear({Heard::Kind::Untrusted, seen, {}, false});
  }

  void secured(int mine, const std::string& fingerprint) {
    deadline.cancel();
    connected = true, everConnected = true;
    pauseNow = timing.firstPause;
    in.clear(), out.clear();
    hear({Heard::Kind::Connected, {}, fingerprint, vouched});
    read(mine);
  }

  // Runs `then` with the stream lines go by: TLS's, or the socket under it.
  template <class Then>
  void onStream(Then then) {
    if (security.plain) then(stream->next_layer());
    else then(*stream);
  }

  // A pause, growing, before the next try; until the time to try runs out.
  void tryAgain(int mine) {
    const auto tried = Clock::now() - since;
    if (tried > (everConnected ? timing.tryFor : timing.firstFor)) {
      stopped = true;
      return hear({Heard::Kind::GaveUp, {}, {}, false});
    }
    pause.expires_after(pauseNow);
    pauseNow = std::min(pauseNow * 2, timing.longestPause);
    pause.async_wait([this, mine](const boost::system::error_code& e) {
      if (!e && mine == generation) connect();
    });
  }

  void read(int mine) {
    onStream([&](auto& lines) {
      boost::asio::async_read_until(lines, boost::asio::dynamic_buffer(in, serverLineLimit), '\n',
                                  [this, mine, s = stream](const boost::system::error_code& error, std::size_t n) {
                                    if (mine != generation) return;
                                    if (error) return lost();  // closed, or a line over the limit
                                    std::string line = in.substr(0, n - 1);
                                    in.erase(0, n);
                                    if (!line.empty() && line.back() == '\r') line.pop_back();
                                    hear({Heard::Kind::Line, std::move(line), {}, false});
                                    read(mine);
                                  });
    });
  }

  void say(std::string line) {
    if (!connected) return;
    out.push_back(std::move(line) + "\n");
    if (out.size() == 1) write(generation);
  }

  void write(int mine) {
    onStream([&](auto& lines) {
      boost::asio::async_write(lines, boost::asio::buffer(out.front()), [this, mine, s = stream](const boost::system::error_code& error, std::size_t) {
        if (mine != generation) return;
        if (error) return lost();
        out.pop_front();
        if (!out.empty()) return write(mine);
        if (stopped) close();
      });
    });
  }

  void lost() {
    close();
    if (stopped) return;
    since = Clock::now();
    hear({Heard::Kind::Lost, {}, {}, false});
    connect();
  }

  void close() {
    ++generation;  // what is still under way belongs to a connection gone
    connected = false;
    if (stream) stream->lowest_layer().close(ignored);
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
  Security security;
  Timing timing;
  IoThread loop;  // before what runs on it: outlives it
  ssl::context tls = clientContext();
  std::shared_ptr<Stream> stream;
  std::string seen;      // the fingerprint of the certificate shown by the try under way
  bool vouched = false;  // and the system's trust store vouched for it, for the host's name
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

TableConnection::TableConnection(std::string host, std::string port, Security security, Timing timing)
    : io_(std::make_unique<Io>(std::move(host), std::move(port), std::move(security), timing)) {
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->connect(); });
  io_->loop.start();
}

TableConnection::~TableConnection() {
  io_->loop.stop();
  // Lines queued and not yet written (a leave): said now if the connection takes them at once.
  if (io_->connected && !io_->out.empty()) {
    boost::system::error_code ignored;
    io_->stream->next_layer().non_blocking(true, ignored);
    std::string all;
    for (const std::string& line : io_->out) all += line;
    io_->onStream([&](auto& lines) { boost::asio::write(lines, boost::asio::buffer(all), ignored); });
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
