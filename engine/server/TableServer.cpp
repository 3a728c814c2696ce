#include "TableServer.h"

#include <random>

#include "files/AtomicFile.h"
#include "files/DataDirectory.h"
#include "history/HistoryPaths.h"
#include "ServerLog.h"

namespace bizon {

namespace {

std::filesystem::path tablesFolder(const std::filesystem::path& data) {
  const auto folder = servedTablesFolder(data);
  std::filesystem::create_directories(folder);
  // The tables' files hold the tokens: for the server's user only.
  std::filesystem::permissions(folder, std::filesystem::perms::owner_all, std::filesystem::perm_options::replace);
  return folder;
}

// A player's chair that an older Bizon kept among the tables of the same data directory: the
// player's still (KeptChairs finds it there until its set ends), not a table of this server.
bool olderChair(const std::filesystem::path& file) {
  const FileText text = readFileLimited(file, 1 << 14);
  std::string why;
  return text.text && readKeptChair(*text.text, why);
}

boost::asio::ssl::context serverContext(const TlsIdentity& identity) {
  namespace ssl = boost::asio::ssl;
  ssl::context context(ssl::context::tls_server);
  acceptModernTlsOnly(context);
  context.set_options(ssl::context::single_dh_use);
  context.use_certificate_chain(boost::asio::buffer(identity.certificate));
  context.use_private_key(boost::asio::buffer(identity.key), ssl::context::pem);
  return context;
}

}  // namespace

TableServer::TableServer(boost::asio::io_context& io, ServerOptions options)
    : io_(io),
      options_(std::move(options)),
      identity_(options_.tls ? *options_.tls : ownTlsIdentity(options_.dataDirectory)),
      tls_(serverContext(identity_)),
      acceptor_(io, {boost::asio::ip::make_address(options_.host), options_.port}),
      ticker_(io),
      thinkers_(2),
      history_(HistoryStore::open(historyDirectory(options_.dataDirectory))),
      services_{io_, thinkers_, history_, tablesFolder(options_.dataDirectory), options_.players} {
  for (const HistoryProblem& p : history_.problems()) problems_.push_back(p.message);
  loadTables();
  accept();
  tick();
}

TableServer::~TableServer() {
  thinkers_.join();
}

void TableServer::loadTables() {
  removeAbandonedTemporaries(services_.tables);
  for (const auto& entry : std::filesystem::directory_iterator(services_.tables))
    if (entry.path().extension() == ".json" && !olderChair(entry.path())) load(entry.path());
}

std::shared_ptr<ServedTable> TableServer::load(const std::filesystem::path& path) {
  const FileText file = readFileLimited(path, 1 << 16);
  std::string why = file.why;
  auto state = file.text ? readServedTable(*file.text, why) : std::nullopt;
  if (state && path.stem() != state->code) state.reset(), why = "its name is not its code";
  try {
    if (!state) throw std::invalid_argument(why);
    auto table = std::make_shared<ServedTable>(services_, *state);
    tables_[state->code] = table;
    table->resume();
    return table;
  } catch (const std::exception& e) {
    problems_.push_back(path.string() + ": " + e.what());
    return nullptr;
  }
}

void TableServer::forgetIdle() {
  for (auto it = tables_.begin(); it != tables_.end();) {
    if (!it->second->idleFor(options_.idleTable)) {
      ++it;
      continue;
    }
    // A set in play stays on disk: its players' tokens wake it (opening). Any other is forgotten;
    // its set, started or finished, stays in the history.
    if (!it->second->inPlay()) {
      std::error_code ignored;
      std::filesystem::remove(services_.tables / (it->first + ".json"), ignored);
    }
    it = tables_.erase(it);
  }
}

void TableServer::accept() {
  acceptor_.async_accept([this](const boost::system::error_code& error, boost::asio::ip::tcp::socket socket) {
    if (stopping_) return;
    if (!error) {
      auto connection = std::make_shared<Connection>(std::move(socket), tls_, options_.limits,
                                                     Connection::Handlers{[this](Connection& c, std::string_view text) { line(c, text); },
                                                                          [this](Connection& c) { closed(c); }});
      connections_[connection.get()] = connection;
      const int count = ++perAddress_[connection->address()];
      connection->start();
      if (count > options_.maxPerAddress) connection->refuse(TableReason::TooMany, "too many connections from your address");
    }
    accept();
  });
}

void TableServer::tick() {
  ticker_.expires_after(std::chrono::seconds(1));
  ticker_.async_wait([this](const boost::system::error_code& error) {
    if (error || stopping_) return;
    if (auto problem = history_.takeSaveFailure()) serverLog(LogLevel::Error, "a set was not saved: " + *problem);
    const auto now = Connection::Clock::now();
    std::vector<std::shared_ptr<Connection>> all;
    for (auto& [key, c] : connections_) all.push_back(c);
    for (auto& c : all) c->checkTime(now);
    std::erase_if(connections_, [](const auto& entry) { return !entry.second->open() && entry.second.use_count() == 1; });
    forgetIdle();
    tick();
  });
}

void TableServer::line(Connection& connection, std::string_view text) {
  const auto read = readClientLine(text);
  auto table = connection.table.lock();
  const auto* error = std::get_if<ProtocolError>(&read);
  const ClientMessage* message = error ? nullptr : &std::get<ClientMessage>(read);
  using T = ClientMessage::Type;
  const bool opening = message && (message->type == T::Create || message->type == T::Join || message->type == T::Rejoin);
  // A connection opens with one create, join or rejoin of this protocol, and only once.
  if (!table && !opening)
    return connection.refuse(TableReason::Protocol, "a connection opens with create, join or rejoin of " + std::string(tableProtocol) +
                                                        (error ? " (" + error->message + ")" : ""));
  if (error) return connection.refuse(error->reason, error->message);
  if (opening && table) return connection.refuse(TableReason::Protocol, "a connection opens once");
  if (message->type == T::Ping) return connection.send(pongLine());
  if (opening) return this->opening(connection, *message);
  table->handle(connection, *message);
}

void TableServer::opening(Connection& connection, const ClientMessage& message) {
  const auto self = connection.shared_from_this();
  if (message.type == ClientMessage::Type::Create) {
    if (static_cast<int>(tables_.size()) >= options_.maxTables) return connection.refuse(TableReason::Full, "this server has all the tables it can hold");
    std::random_device random;
    ServedTableState state;
    state.code = freshCode();
    state.level = message.level;
    state.shuffle = message.shuffle;
    state.grace = message.grace;
    state.coach = message.coach;
    state.seed = (static_cast<std::uint64_t>(random()) << 32) | random();
    connection.name = message.name;
    auto table = std::make_shared<ServedTable>(services_, state);
    tables_[state.code] = table;
    return table->join(self, true);
  }
  auto found = tables_.find(message.code);
  // A sleeping table (its set in play, nobody there for long) wakes; the code has only the
  // code's letters (readClientLine), so the file's name is the server's own.
  const auto file = services_.tables / (message.code + ".json");
  if (found == tables_.end() && std::filesystem::is_regular_file(file) && load(file)) found = tables_.find(message.code);
  if (found == tables_.end()) return connection.refuse(TableReason::UnknownTable, "no table has that code, or that token");
  if (message.type == ClientMessage::Type::Join) {
    connection.name = message.name;
    return found->second->join(self, false);
  }
  if (!found->second->rejoin(self, message.token, message.last)) connection.refuse(TableReason::UnknownTable, "no table has that code, or that token");
}

std::string TableServer::freshCode() {
  std::random_device random;
  for (;;) {
    const std::uint64_t bits = (static_cast<std::uint64_t>(random()) << 32) | random();
    std::string code = tableCode(bits);
    if (!tables_.contains(code)) return code;
  }
}

void TableServer::closed(Connection& connection) {
  if (--perAddress_[connection.address()] <= 0) perAddress_.erase(connection.address());
  if (auto table = connection.table.lock()) table->dropped(connection);
}

void TableServer::stop(TableReason reason) {
  stopping_ = true;
  boost::system::error_code ignored;
  acceptor_.close(ignored);
  ticker_.cancel();
  std::vector<std::shared_ptr<Connection>> all;
  for (auto& [key, c] : connections_) all.push_back(c);
  for (auto& c : all) c->close(reason, reason == TableReason::HostLeft ? "the host has closed the table" : "the server is stopping");
}

}  // namespace bizon
