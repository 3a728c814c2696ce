#include "Connection.h"

#include "LocalNetwork.h"
#include "codec/TableProtocolCodec.h"

namespace bizon {

namespace {

// A client that does not read what it is sent holds no more than this of the server's memory.
constexpr std::size_t outLimit = 1 << 20;

}  // namespace

Connection::Connection(boost::asio::ip::tcp::socket socket, boost::asio::ssl::context& tls, const ConnectionLimits& limits, Handlers handlers)
    : stream_(std::move(socket), tls), limits_(limits), handlers_(std::move(handlers)) {
  boost::system::error_code error;
  const auto peer = stream_.next_layer().remote_endpoint(error);
  address_ = error ? "?" : peer.address().to_string();
  local_ = !error && onLocalNetwork(peer.address());
  opened_ = lastLine_ = tokensAt_ = Clock::now();
  tokens_ = limits_.burst;
}

void Connection::start() {
  stream_.next_layer().async_receive(boost::asio::buffer(&first_, 1), boost::asio::socket_base::message_peek,
                                     [self = shared_from_this()](const boost::system::error_code& error, std::size_t bytes) {
                                       if (error || bytes == 0) return self->shut();
                                       self->begin(self->first_);
                                     });
}

void Connection::begin(unsigned char first) {
  if (closing_) return;  // refused before its first byte (too many connections): said plain
  // A TLS record of the handshake begins with 22; JSON Lines with a letter or a brace.
  if (first == 22) {
    tls_ = true;
    return stream_.async_handshake(boost::asio::ssl::stream_base::server, [self = shared_from_this()](const boost::system::error_code& error) {
      if (error) return self->shut();
      self->ready_ = true;
      self->write();  // a refusal said during the handshake (too many connections)
      self->read();
    });
  }
  ready_ = true;
  if (!local_) return close(TableReason::Protocol, "this server speaks TLS to addresses outside its local network");
  read();
}

void Connection::read() {
  onStream([this](auto& lines) {
    lines.async_read_some(boost::asio::buffer(chunk_), [self = shared_from_this()](const boost::system::error_code& error, std::size_t bytes) {
      if (error) return self->shut();
      self->received(bytes);
    });
  });
}

void Connection::received(std::size_t bytes) {
  if (closing_) return read();  // what comes after bye is not read, only drained until the close
  if (partial_.empty()) lineBegun_ = Clock::now();
  partial_.append(chunk_.data(), bytes);
  std::size_t start = 0;
  for (std::size_t end; (end = partial_.find('\n', start)) != std::string::npos && !closing_; start = end + 1) {
    std::string_view line(partial_.data() + start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lastLine_ = Clock::now();
    greeted_ = true;
    if (!takeToken()) return refuse(TableReason::Flood, "more lines than " + std::to_string(limits_.burst) + " at once or " + std::to_string(static_cast<int>(limits_.perSecond)) + " a second");
    if (end - start >= tableLineLimit) return refuse(TableReason::TooLong, "a line is at most 16 KB");
    refusedLine_ = false;
    handlers_.line(*this, line);
    if (!refusedLine_) errors_ = 0;
  }
  partial_.erase(0, start);
  if (partial_.size() >= tableLineLimit) return refuse(TableReason::TooLong, "a line is at most 16 KB");
  if (!partial_.empty() && start > 0) lineBegun_ = Clock::now();
  read();
}

bool Connection::takeToken() {
  const auto now = Clock::now();
  tokens_ = std::min<double>(limits_.burst, tokens_ + limits_.perSecond * std::chrono::duration<double>(now - tokensAt_).count());
  tokensAt_ = now;
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

void Connection::send(std::string line) {
  if (closing_ || shut_) return;
  if (queued_ + line.size() > outLimit) return close(TableReason::Flood, "the connection does not read what it is sent");
  line += '\n';
  queued_ += line.size();
  out_.push_back(std::move(line));
  write();
}

void Connection::write() {
  if (writing_ || out_.empty() || shut_ || !ready_) return;
  writing_ = true;
  onStream([this](auto& lines) {
    boost::asio::async_write(lines, boost::asio::buffer(out_.front()), [self = shared_from_this()](const boost::system::error_code& error, std::size_t) {
      self->writing_ = false;
      if (error) return self->shut();
      self->queued_ -= self->out_.front().size();
      self->out_.pop_front();
      if (self->out_.empty() && self->closing_) return self->shut();
      self->write();
    });
  });
}

void Connection::refuse(TableReason reason, std::string_view message) {
  if (closing_) return;
  refusedLine_ = true;
  send(refusalLine(reason, message));
  if (closesAtOnce(reason)) return close(reason, message);
  if (++errors_ >= limits_.errors) close(reason, std::string(message) + " (" + std::to_string(errors_) + " errors in a row)");
}

void Connection::close(TableReason reason, std::string_view message) {
  if (closing_) return;
  // Closed before a byte came: the words go plain, as to a client that said nothing.
  if (!ready_ && !tls_) ready_ = true;
  send(closingLine(reason, message));
  closing_ = true;
  if (!writing_ && (out_.empty() || !ready_)) shut();
  handlers_.closed(*this);
}

void Connection::shut() {
  if (shut_) return;
  shut_ = true;
  boost::system::error_code ignored;
  stream_.next_layer().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ignored);
  stream_.next_layer().close(ignored);
  if (!closing_) {
    closing_ = true;
    handlers_.closed(*this);
  }
}

void Connection::checkTime(Clock::time_point now) {
  if (shut_) return;
  if (closing_) return shut();  // a second is enough to say bye
  if (!ready_ && now - opened_ > limits_.lineTimeout) {
    if (tls_) return shut();  // a handshake begun and not ended: nobody to say it to
    ready_ = true;            // not a byte: the answer goes plain, as to a client that said nothing
  }
  if (!greeted_ && now - opened_ > limits_.lineTimeout) return refuse(TableReason::Timeout, "no first line in time");
  if (!partial_.empty() && now - lineBegun_ > limits_.lineTimeout) return refuse(TableReason::Timeout, "a line begun and not ended in time");
  if (now - lastLine_ > limits_.silence) refuse(TableReason::Timeout, "silent for too long");
}

}  // namespace bizon
