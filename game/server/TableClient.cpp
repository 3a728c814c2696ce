#include "TableClient.h"

#include <boost/asio.hpp>
#include <iostream>
#include <poll.h>
#include <thread>

#include "Match.h"
#include "Player.h"
#include "Random.h"
#include "codec/TableProtocolCodec.h"
#include "codec/TableStateCodec.h"
#include "files/AtomicFile.h"
#include "files/DataDirectory.h"
#include "history/HistoryPaths.h"
#include "history/HistoryStore.h"

namespace bizon {

namespace {

using Clock = std::chrono::steady_clock;
using boost::asio::ip::tcp;

// Where the chair is kept: one file per server and table, and one for the table this data
// directory hosts on that server, so that the same command run again finds it.
std::filesystem::path keptFile(const ClientOptions& o) {
  std::string key = o.host + "_" + o.port + "_" + (o.code ? *readTableCode(*o.code) : std::string("hosted"));
  for (char& c : key)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-') c = '_';
  return o.dataDirectory / "tables" / (key + ".json");
}

std::optional<KeptChair> loadKept(const std::filesystem::path& file) {
  const FileText text = readFileLimited(file, 1 << 14);
  std::string why;
  return text.text ? readKeptChair(*text.text, why) : std::nullopt;
}

// One connection's play: what it keeps between reconnections.
class Session {
 public:
  Session(const ClientOptions& options, const std::function<void(const std::string&)>& said)
      : options_(options), said_(said), file_(keptFile(options)), kept_(loadKept(file_)) {}

  ClientResult run() {
    auto lastContact = Clock::now();
    while (!done_) {
      boost::asio::io_context io;
      tcp::socket socket(io);
      if (!connect(io, socket)) {
        if (Clock::now() - lastContact > options_.retry) throw std::runtime_error("cannot reach " + options_.host + ":" + options_.port);
        std::this_thread::sleep_for(std::chrono::seconds(1));
        continue;
      }
      play(socket);
      lastContact = Clock::now();
      if (!done_) std::this_thread::sleep_for(std::chrono::milliseconds(300));  // lost: a moment before trying again
    }
    return result_;
  }

 private:
  bool connect(boost::asio::io_context& io, tcp::socket& socket) {
    boost::system::error_code error;
    const auto endpoints = tcp::resolver(io).resolve(options_.host, options_.port, error);
    if (error) return false;
    boost::asio::connect(socket, endpoints, error);
    return !error;
  }

  void send(tcp::socket& socket, const ClientMessage& message) {
    boost::system::error_code ignored;
    boost::asio::write(socket, boost::asio::buffer(clientLine(message) + "\n"), ignored);
    lastSent_ = Clock::now();
  }

  // Until the set ends or the connection is lost.
  void play(tcp::socket& socket) {
    ClientMessage opening;
    if (kept_) opening.type = ClientMessage::Type::Rejoin, opening.code = kept_->code, opening.token = kept_->token;
    else if (options_.code) opening.type = ClientMessage::Type::Join, opening.code = *options_.code, opening.name = options_.name;
    else opening.type = ClientMessage::Type::Create, opening.name = options_.name, opening.level = options_.level,
         opening.shuffle = options_.shuffle, opening.grace = options_.grace;
    send(socket, opening);
    takeSent_ = startSent_ = false;
    std::string buffer;
    std::array<char, 8192> chunk{};
    while (!done_) {
      pollfd p{socket.native_handle(), POLLIN, 0};
      if (::poll(&p, 1, 1000) == 0) {
        if (Clock::now() - lastSent_ > std::chrono::seconds(25)) send(socket, clientMessage(ClientMessage::Type::Ping));
        continue;
      }
      boost::system::error_code error;
      const std::size_t n = socket.read_some(boost::asio::buffer(chunk), error);
      if (error) return;
      buffer.append(chunk.data(), n);
      for (std::size_t end; !done_ && (end = buffer.find('\n')) != std::string::npos;) {
        const std::string line = buffer.substr(0, end);
        buffer.erase(0, end + 1);
        if (!handle(socket, line)) return;
      }
    }
  }

  // One line from the server; false when the connection is to be given up.
  bool handle(tcp::socket& socket, const std::string& line) {
    const auto read = readServerLine(line);
    if (const auto* error = std::get_if<ProtocolError>(&read)) throw std::runtime_error("the server sent " + error->reason + ": " + error->message);
    const ServerMessage& m = std::get<ServerMessage>(read);
    using T = ServerMessage::Type;
    switch (m.type) {
      case T::Welcome:
        result_.code = m.code;
        if (m.shuffle) shuffle_ = *m.shuffle;
        if (m.host && !announced_) said_("table " + m.code), announced_ = true;
        if (m.host && !kept_) send(socket, take(Seat::You));
        return true;
      case T::Chairs: return chairs(socket, m);
      case T::Seated:
        kept_ = KeptChair{result_.code, m.token, m.seat, !options_.code};
        std::filesystem::create_directories(file_.parent_path());
        writeFileAtomically(file_, keptChairText(*kept_));
        send(socket, clientMessage(ClientMessage::Type::Ready));
        return true;
      case T::Decide: return decide(socket, m);
      case T::Set:
        games_ = m.games;
        return true;
      case T::TableEvent: return event(m);
      case T::Error:
        std::cerr << "bizon join: refused: " << m.reason << ": " << m.message << std::endl;
        // Someone took that chair first: the chairs as they were told since say which is free.
        if (m.reason == "chair_taken" && !kept_) return takeSent_ = false, chairs(socket, lastChairs_);
        return true;
      case T::Bye:
        if (m.reason == "unknown_table" || m.reason == "full" || m.reason == "protocol" || m.reason == "too_many")
          throw std::runtime_error("the server said " + m.reason + ": " + m.message);
        return false;
      case T::Pong: return true;
    }
    return true;
  }

  static ClientMessage take(Seat seat) {
    ClientMessage m = clientMessage(ClientMessage::Type::Take);
    m.seat = seat;
    return m;
  }

  bool chairs(tcp::socket& socket, const ServerMessage& m) {
    lastChairs_ = m;
    if (m.started && !started_) started_ = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    for (Seat s : allSeats) result_.names[s] = m.chairs[s].name;
    if (!kept_ && options_.code && !takeSent_) {
      for (Seat s : {Seat::Goat, Seat::Sheep, Seat::You})
        if (!m.chairs[s].person) {
          send(socket, take(s));
          takeSent_ = true;
          return true;
        }
      throw std::runtime_error("the table has no free chair");
    }
    if (!kept_ || !kept_->host || m.started || startSent_) return true;
    int people = 0;
    for (Seat s : allSeats) {
      if (m.chairs[s].person && !m.chairs[s].ready) return true;
      people += m.chairs[s].person;
    }
    if (people >= options_.people) send(socket, clientMessage(ClientMessage::Type::Start)), startSent_ = true;
    return true;
  }

  bool decide(tcp::socket& socket, const ServerMessage& m) {
    if (!player_) {
      Chair chair;
      chair.seat = m.view->seat;
      chair.level = options_.level;
      player_ = makePlayer(options_.kind, Random::derive(std::hash<std::string>()(options_.name), 7), chair);
      if (!player_) throw std::runtime_error("unknown player kind " + options_.kind);
    }
    ClientMessage move = clientMessage(ClientMessage::Type::Move);
    move.turn = m.turn;
    move.choice = player_->decide(*m.view).choice();
    send(socket, move);
    return true;
  }

  bool event(const ServerMessage& m) {
    if (m.event == "game_record") {
      if (games_.size() < static_cast<std::size_t>(m.game)) games_.resize(static_cast<std::size_t>(m.game));
      games_[static_cast<std::size_t>(m.game - 1)] = m.games.front();
    }
    if (m.event != "set_finished") return true;
    result_.totals = m.totals;
    seed_ = m.seed.value_or(0);
    result_.seat = kept_ ? kept_->seat : Seat::You;
    keep();
    std::error_code ignored;
    std::filesystem::remove(file_, ignored);
    done_ = true;
    return true;
  }

  // The set into this player's own history, like any other played set.
  void keep() {
    HistoryStore history = HistoryStore::open(historyDirectory(options_.dataDirectory));
    SetMetadata metadata;
    metadata.started = started_.value_or(std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
    metadata.id = history.newSetId(metadata.started);
    metadata.players = result_.names;
    metadata.options = {seed_, shuffle_, 15};  // the server's, sent once the set is over
    const Match match(metadata.options, games_);
    if (!match.over()) throw std::runtime_error("the set received does not end");
    history.save(metadata, match);
    history.writeIndex();
    result_.setId = metadata.id;
  }

  const ClientOptions& options_;
  const std::function<void(const std::string&)>& said_;
  std::filesystem::path file_;
  std::optional<KeptChair> kept_;
  std::unique_ptr<Player> player_;
  std::vector<GameRecord> games_;
  ClientResult result_;
  ServerMessage lastChairs_;
  std::optional<TimePoint> started_;  // when this client first saw the set in play
  std::uint64_t seed_ = 0;
  Shuffle shuffle_ = options_.shuffle;  // the table's, as its welcome says
  Clock::time_point lastSent_ = Clock::now();
  bool done_ = false, announced_ = false, takeSent_ = false, startSent_ = false;
};

}  // namespace

ClientResult playAtTable(const ClientOptions& options, const std::function<void(const std::string&)>& said) {
  if (options.code && !readTableCode(*options.code)) throw std::invalid_argument("not a table code: " + *options.code);
  return Session(options, said).run();
}

}  // namespace bizon
