#include "TableLink.h"

#include <iostream>

#include "HostedServer.h"
#include "TableWire.h"

namespace bizon {

namespace {

using Clock = std::chrono::steady_clock;

// How long the very first connection is tried before the address is said to be unreachable.
constexpr auto firstTry = std::chrono::seconds(4);

// The server's refusals that no retry mends.
bool refusal(const std::string& reason) {
  return reason == "unknown_table" || reason == "full" || reason == "protocol" || reason == "too_many";
}

}  // namespace

TableLink::TableLink(LinkTarget target)
    : target_(std::move(target)),
      hosting_(target_.kept ? target_.kept->host : !target_.code),
      file_(keptChairFile(target_.dataDirectory, target_.host, target_.port,
                          hosting_ ? std::nullopt : target_.kept ? std::optional(target_.kept->code) : target_.code)),
      kept_(target_.kept) {
  if (kept_) target_.code = kept_->code;
  thread_ = std::thread([this] { run(); });
}

TableLink::~TableLink() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  thread_.join();
}

void TableLink::send(const ClientMessage& message) {
  std::lock_guard lock(mutex_);
  outbox_.push_back(message);
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
  std::lock_guard lock(mutex_);
  leaving_ = true;
}

void TableLink::finished() {
  forget();
  std::lock_guard lock(mutex_);
  stop_ = true;
  state_ = State::Closed;
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

void TableLink::run() {
  auto lastContact = Clock::now();
  bool welcomed = false;
  for (;;) {
    {
      std::lock_guard lock(mutex_);
      if (stop_ || leaving_ || state_ == State::Refused || state_ == State::Closed) return;
      welcomed = welcomed || reconnecting_;
    }
    TableWire wire;
    if (!wire.connect(target_.host, target_.port)) {
      const auto waited = Clock::now() - lastContact;
      if (!welcomed && waited > firstTry) return set(State::Unreachable);
      if (welcomed && waited > target_.retry) return set(State::Gone);
      std::this_thread::sleep_for(std::chrono::milliseconds(400));
      continue;
    }
    std::optional<KeptChair> kept;
    {
      std::lock_guard lock(mutex_);
      kept = kept_;
      outbox_.clear();  // said to a connection that is gone
    }
    wire.send(openingMessage(kept, target_.code, target_.create));
    serve(wire);
    lastContact = Clock::now();
    set(State::Connecting, true);
  }
}

// Until the connection is lost, the link stops, or the player leaves.
void TableLink::serve(TableWire& wire) {
  for (;;) {
    std::vector<ClientMessage> out;
    bool leaving = false;
    {
      std::lock_guard lock(mutex_);
      out = std::exchange(outbox_, {});
      leaving = leaving_;
      if (stop_ && !leaving) return;
    }
    for (const ClientMessage& m : out) wire.send(m);
    if (leaving) {
      // Said even when the window is closing: the chair goes to the built-in player at once.
      wire.send(clientMessage(ClientMessage::Type::Leave));
      std::lock_guard lock(mutex_);
      stop_ = true, state_ = State::Closed;
      return;
    }
    if (!wire.receive(std::chrono::milliseconds(30), [this](const std::string& line) { return handle(line); })) return;
  }
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
