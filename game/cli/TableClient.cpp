#include "TableClient.h"

#include "server/TableWire.h"

#include <iostream>
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

// One connection's play: what it keeps between reconnections.
class Session {
 public:
  Session(const ClientOptions& options, const std::function<void(const std::string&)>& said)
      : options_(options), said_(said), file_(keptChairFile(options.dataDirectory, options.host, options.port, options.code)),
        kept_(loadKeptChair(file_)) {}

  ClientResult run() {
    auto lastContact = Clock::now();
    while (!done_) {
      if (!wire_.connect(options_.host, options_.port)) {
        if (Clock::now() - lastContact > options_.retry) throw std::runtime_error("cannot reach " + options_.host + ":" + options_.port);
        std::this_thread::sleep_for(std::chrono::seconds(1));
        continue;
      }
      play();
      lastContact = Clock::now();
      if (!done_) std::this_thread::sleep_for(std::chrono::milliseconds(300));  // lost: a moment before trying again
    }
    return result_;
  }

 private:
  // Until the set ends or the connection is lost.
  void play() {
    ClientMessage create = clientMessage(ClientMessage::Type::Create);
    create.name = options_.name, create.level = options_.level, create.shuffle = options_.shuffle, create.grace = options_.grace;
    wire_.send(openingMessage(kept_, options_.code, create));
    takeSent_ = startSent_ = false;
    while (!done_ && wire_.receive(std::chrono::seconds(1), [this](const std::string& line) { return handle(line); })) {
    }
  }

  // One line from the server; false when the connection is to be given up.
  bool handle(const std::string& line) {
    const auto read = readServerLine(line);
    if (const auto* error = std::get_if<ProtocolError>(&read)) throw std::runtime_error("the server sent " + error->reason + ": " + error->message);
    const ServerMessage& m = std::get<ServerMessage>(read);
    using T = ServerMessage::Type;
    switch (m.type) {
      case T::Welcome:
        result_.code = m.code;
        if (m.shuffle) shuffle_ = *m.shuffle;
        if (m.level) level_ = *m.level;
        if (m.host && !announced_) said_("table " + m.code), announced_ = true;
        if (m.host && !kept_) wire_.send(take(Seat::You));
        return true;
      case T::Chairs: return chairs(m);
      case T::Seated:
        kept_ = KeptChair{result_.code, m.token, m.seat, !options_.code, options_.host + ":" + options_.port};
        saveKeptChair(file_, *kept_);
        wire_.send(clientMessage(ClientMessage::Type::Ready));
        return true;
      case T::Decide: return decide(m);
      case T::Set:
        games_ = m.games;
        return true;
      case T::TableEvent: return event(m);
      case T::Error:
        std::cerr << "bizon join: refused: " << m.reason << ": " << m.message << std::endl;
        // Someone took that chair first: the chairs as they were told since say which is free.
        if (m.reason == "chair_taken" && !kept_) return takeSent_ = false, chairs(lastChairs_);
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

  bool chairs(const ServerMessage& m) {
    lastChairs_ = m;
    if (m.started && !started_) started_ = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    for (Seat s : allSeats) result_.names[s] = m.chairs[s].name;
    if (!kept_ && options_.code && !takeSent_) {
      for (Seat s : {Seat::Goat, Seat::Sheep, Seat::You})
        if (!m.chairs[s].person) {
          wire_.send(take(s));
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
    if (people >= options_.people) wire_.send(clientMessage(ClientMessage::Type::Start)), startSent_ = true;
    return true;
  }

  bool decide(const ServerMessage& m) {
    if (!player_) {
      Chair chair;
      chair.seat = m.view->seat;
      chair.level = options_.level;
      player_ = makePlayer(options_.kind, seeds::joinPlayer(std::hash<std::string>()(options_.name)), chair);
      if (!player_) throw std::runtime_error("unknown player kind " + options_.kind);
    }
    ClientMessage move = clientMessage(ClientMessage::Type::Move);
    move.turn = m.turn;
    move.choice = player_->decide(*m.view).choice();
    wire_.send(move);
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
    // Played online: the people by their names, the built-in players by their level.
    metadata.origin = SetOrigin::Online;
    OnlineTable online{result_.code, result_.seat, {}};
    for (Seat s : allSeats) {
      const bool person = lastChairs_.chairs[s].person;
      metadata.players[s] = person ? "human" : std::string(playerKind(level_));
      online.names[s] = person ? result_.names[s] : std::string();
    }
    metadata.online = std::move(online);
    metadata.options = {seed_, shuffle_, gamesPerSet};  // the server's, sent once the set is over
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
  AiLevel level_ = options_.level;      // its built-in players', as its welcome says
  TableWire wire_;
  bool done_ = false, announced_ = false, takeSent_ = false, startSent_ = false;
};

}  // namespace

ClientResult playAtTable(const ClientOptions& options, const std::function<void(const std::string&)>& said) {
  if (options.code && !readTableCode(*options.code)) throw std::invalid_argument("not a table code: " + *options.code);
  return Session(options, said).run();
}

}  // namespace bizon
