#include "TableLink.h"

#include <boost/asio.hpp>
#include <charconv>
#include <deque>
#include <iostream>

#include "HostedServer.h"
#include "IoThread.h"
#include "TableWire.h"

namespace bizon {

namespace {

using Clock = std::chrono::steady_clock;
using boost::asio::ip::tcp;

// How long the very first connection is tried before the address is said to be unreachable.
constexpr auto firstTry = std::chrono::seconds(4);
// Between two tries of a connection; and the silence after which the link pings.
constexpr auto retryPause = std::chrono::milliseconds(400);
constexpr auto pingAfter = std::chrono::seconds(25);
// A server's line longer than this ends the connection (a whole set's catch-up is far less).
constexpr std::size_t maxLine = 1 << 22;

// The server's refusals that no retry mends.
bool refusal(const std::string& reason) {
  return reason == "unknown_table" || reason == "full" || reason == "protocol" || reason == "too_many";
}

}  // namespace

// The connection, all of it on the io thread: connect (again after a drop, until the retry time),
// the opening line, then read the server's lines and write the frame's messages, each
// asynchronously, so that stopping the thread never waits for the network. A handler of an
// earlier connection (its `generation`) finds it gone and does nothing.
struct TableLink::Io {
  explicit Io(TableLink& l) : link(l) {}
  ~Io() { loop.stop(); }

  void connect() {
    if (ended()) return;
    socket.close(ignored);
    const int mine = ++generation;
    const std::string& host = link.target_.host;
    const std::string& port = link.target_.port;
    unsigned short number = 0;
    const auto [end, bad] = std::from_chars(port.data(), port.data() + port.size(), number);
    boost::system::error_code error;
    const auto address = boost::asio::ip::make_address(host, error);
    if (!error && bad == std::errc() && end == port.data() + port.size())  // no name to look up
      return socket.async_connect({address, number}, [this, mine](const boost::system::error_code& e) { opened(mine, e); });
    resolver.async_resolve(host, port, [this, mine](const boost::system::error_code& e, const tcp::resolver::results_type& found) {
      if (e) return opened(mine, e);
      boost::asio::async_connect(socket, found, [this, mine](const boost::system::error_code& c, const tcp::endpoint&) { opened(mine, c); });
    });
  }

  void opened(int mine, const boost::system::error_code& error) {
    if (mine != generation || ended()) return;
    if (error) {
      const auto waited = Clock::now() - lastContact;
      if (!welcomed && waited > firstTry) return link.set(State::Unreachable);
      if (welcomed && waited > link.target_.retry) return link.set(State::Gone);
      pause.expires_after(retryPause);
      pause.async_wait([this, mine](const boost::system::error_code& e) {
        if (!e && mine == generation) connect();
      });
      return;
    }
    connected = true, leaveSent = false;
    in.clear(), out.clear();
    std::optional<KeptChair> kept;
    {
      std::lock_guard lock(link.mutex_);
      kept = link.kept_;
      link.outbox_.clear();  // said to a connection that is gone
    }
    say(openingMessage(kept, link.target_.code, link.target_.create));
    read(mine);
    pingLater(mine);
    flush();
  }

  void read(int mine) {
    boost::asio::async_read_until(socket, boost::asio::dynamic_buffer(in, maxLine), '\n',
                                  [this, mine](const boost::system::error_code& error, std::size_t n) {
                                    if (mine != generation) return;
                                    if (error) return lost();
                                    const std::string line = in.substr(0, n - 1);
                                    in.erase(0, n);
                                    if (!link.handle(line)) return lost();
                                    read(mine);
                                  });
  }

  // The frame's messages, then the leave it asked for.
  void flush() {
    if (!connected) return;
    std::vector<ClientMessage> messages;
    bool leaving = false;
    {
      std::lock_guard lock(link.mutex_);
      messages = std::exchange(link.outbox_, {});
      leaving = link.leaving_;
    }
    for (const ClientMessage& m : messages) say(m);
    // Said even when the window is closing: the chair goes to the built-in player at once.
    if (leaving && !leaveSaid) leaveSaid = true, say(clientMessage(ClientMessage::Type::Leave));
  }

  void say(const ClientMessage& message) {
    lastSent = Clock::now();
    out.push_back(clientLine(message) + "\n");
    if (out.size() == 1) write(generation);
  }

  void write(int mine) {
    boost::asio::async_write(socket, boost::asio::buffer(out.front()), [this, mine](const boost::system::error_code& error, std::size_t) {
      if (mine != generation) return;
      if (error) return lost();
      out.pop_front();
      if (!out.empty()) return write(mine);
      if (!leaveSaid) return;
      leaveSent = true;  // left: the link ends here
      close();
      std::lock_guard lock(link.mutex_);
      link.stop_ = true, link.state_ = State::Closed;
    });
  }

  void pingLater(int mine) {
    ping.expires_at(lastSent + pingAfter);
    ping.async_wait([this, mine](const boost::system::error_code& error) {
      if (error || mine != generation) return;
      if (Clock::now() - lastSent >= pingAfter) say(clientMessage(ClientMessage::Type::Ping));
      pingLater(mine);
    });
  }

  // The connection dropped, or the server ended it: tried again, unless the link has ended.
  void lost() {
    close();
    lastContact = Clock::now();
    welcomed = true;
    if (ended()) return;
    link.set(State::Connecting, true);
    connect();
  }

  void close() {
    ++generation;  // what is still under way belongs to a connection gone
    connected = false;
    socket.close(ignored);
    resolver.cancel();
    pause.cancel();
    ping.cancel();
  }

  // Stopped, left, refused or closed: nothing more to do.
  bool ended() const {
    std::lock_guard lock(link.mutex_);
    return link.stop_ || (link.leaving_ && !connected) || link.state_ == State::Refused || link.state_ == State::Closed;
  }

  TableLink& link;
  IoThread loop;  // first: outlives what runs on it
  tcp::socket socket{loop.context()};
  tcp::resolver resolver{loop.context()};
  boost::asio::steady_timer pause{loop.context()}, ping{loop.context()};
  int generation = 0;
  bool connected = false, welcomed = false, leaveSaid = false, leaveSent = false;
  std::string in;               // read, not yet a whole line
  std::deque<std::string> out;  // lines to write, the first one being written
  Clock::time_point lastContact = Clock::now(), lastSent = Clock::now();
  boost::system::error_code ignored;
};

TableLink::TableLink(LinkTarget target)
    : target_(std::move(target)),
      hosting_(target_.kept ? target_.kept->host : !target_.code),
      file_(keptChairFile(target_.dataDirectory, target_.host, target_.port,
                          hosting_ ? std::nullopt : target_.kept ? std::optional(target_.kept->code) : target_.code)),
      kept_(target_.kept),
      io_(std::make_unique<Io>(*this)) {
  if (kept_) target_.code = kept_->code;
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->connect(); });
  io_->loop.start();
}

TableLink::~TableLink() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  io_->loop.stop();
  // A leave asked for and not yet written: said now if the connection takes it without waiting.
  if (leaving_ && io_->connected && !io_->leaveSent) {
    boost::system::error_code ignored;
    io_->socket.non_blocking(true, ignored);
    boost::asio::write(io_->socket, boost::asio::buffer(clientLine(clientMessage(ClientMessage::Type::Leave)) + "\n"), ignored);
  }
}

void TableLink::send(const ClientMessage& message) {
  {
    std::lock_guard lock(mutex_);
    outbox_.push_back(message);
  }
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->flush(); });
}

std::vector<ServerMessage> TableLink::received() {
  std::lock_guard lock(mutex_);
  return std::exchange(inbox_, {});
}

TableLink::State TableLink::state() const {
  std::lock_guard lock(mutex_);
  return state_;
}

bool TableLink::reconnecting() const {
  std::lock_guard lock(mutex_);
  return reconnecting_;
}

std::string TableLink::reason() const {
  std::lock_guard lock(mutex_);
  return reason_;
}

std::optional<KeptChair> TableLink::chair() const {
  std::lock_guard lock(mutex_);
  return kept_;
}

void TableLink::leave() {
  forget();
  {
    std::lock_guard lock(mutex_);
    leaving_ = true;
  }
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->flush(); });
}

void TableLink::finished() {
  forget();
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
    state_ = State::Closed;
  }
  boost::asio::post(io_->loop.context(), [io = io_.get()] { io->close(); });
}

void TableLink::forget() {
  std::error_code ignored;
  std::filesystem::remove(file_, ignored);
  std::lock_guard lock(mutex_);
  kept_.reset();
}

void TableLink::set(State state, bool reconnecting) {
  std::lock_guard lock(mutex_);
  if (state_ != State::Closed) state_ = state;
  reconnecting_ = reconnecting;
}

bool TableLink::handle(const std::string& line) {
  const auto read = readServerLine(line);
  if (const auto* error = std::get_if<ProtocolError>(&read)) {
    std::cerr << "bizon: the table server sent " << error->reason << ": " << error->message << "\n";
    return true;
  }
  const ServerMessage& m = std::get<ServerMessage>(read);
  std::lock_guard lock(mutex_);
  using T = ServerMessage::Type;
  if (m.type == T::Welcome) {
    target_.code = m.code;  // a drop before a chair is taken: join again by the code
    state_ = State::Open, reconnecting_ = false;
  }
  if (m.type == T::Seated && target_.code) {
    kept_ = KeptChair{*target_.code, m.token, m.seat, hosting_, target_.host + ":" + target_.port};
    saveKeptChair(file_, *kept_);
  }
  inbox_.push_back(m);
  if (m.type == T::Bye && refusal(m.reason)) {
    state_ = State::Refused, reason_ = m.reason;
    return false;
  }
  return m.type != T::Bye;
}

}  // namespace bizon
