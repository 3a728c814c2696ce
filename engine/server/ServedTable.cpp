#include "ServedTable.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <utility>

#include "files/AtomicFile.h"
#include "work/Worker.h"

namespace bizon {

namespace {

// Goat and Sheep in their chairs; the first chair's built-in player needs a name too.
constexpr PerSeat<std::string_view> aiNames{{"Ox", "Goat", "Sheep"}};

TimePoint now() { return std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()); }

}  // namespace

class ServedTable::Port : public SeatPort {
 public:
  Port(ServedTable& table, Seat seat) : table_(&table), seat_(seat) {}
  bool decide(const SeatView& view, int turn, Move& /*move*/) override {
    table_->decide(seat_, view, turn);
    return false;
  }
  bool listens() const override { return true; }
  void tell(const SeatEvent& event) override { table_->tell(seat_, event); }

 private:
  ServedTable* table_;
  Seat seat_;
};

ServedTable::ServedTable(TableServices& services, ServedTableState state)
    : services_(services), state_(std::move(state)), lastSeen_(std::chrono::steady_clock::now()), retry_(services_.io) {
  for (Seat s : allSeats) {
    ports_.push_back(std::make_unique<Port>(*this, s));
    chairs_[s].grace = std::make_unique<boost::asio::steady_timer>(services_.io);
    // Everyone is away after a restart, as if they had just dropped.
    chairs_[s].droppedAt = lastSeen_;
    chairs_[s].ready = state_.started;
  }
  if (!state_.started) return;
  StoredSet set = services_.history.loadSet(state_.setId);
  metadata_ = set.metadata;
  table_.emplace(set.resume(), PerSeat<SeatPort*>{{ports_[0].get(), ports_[1].get(), ports_[2].get()}});
  // The events of the game in play were told before the restart: the next one follows them.
  for (Seat s : allSeats) numbered_[s] = {table_->match().gameNumber(), static_cast<int>(table_->gameSoFar(s).size())};
}

ServedTable::~ServedTable() {
  for (Seat s : allSeats) chairs_[s].grace->cancel();
}

void ServedTable::resume() {
  if (!table_) return;
  table_->run();
  announce();
}

std::shared_ptr<Connection> ServedTable::connectionAt(Seat seat) const { return chairs_[seat].connection.lock(); }

void ServedTable::join(const std::shared_ptr<Connection>& connection, bool host) {
  // A set in play is its players': they come back with their tokens (rejoin).
  if (state_.started) return connection->refuse(TableReason::Full, "the set at this table has started: only its players come back to it");
  if (std::none_of(allSeats.begin(), allSeats.end(), [&](Seat s) { return state_.tokens[s].empty(); }))
    return connection->refuse(TableReason::Full, "every chair at this table is taken");
  connection->table = weak_from_this();
  connection->host = host;
  watchers_.push_back(connection);
  connection->send(welcomeLine(state_.code, host, state_.level, state_.shuffle, state_.grace, state_.coach, std::nullopt));
  connection->send(chairsLine(state_.started, shown()));
}

bool ServedTable::rejoin(const std::shared_ptr<Connection>& connection, std::string_view token, int last) {
  const auto seat = std::find_if(allSeats.begin(), allSeats.end(), [&](Seat s) { return !state_.tokens[s].empty() && state_.tokens[s] == token; });
  if (seat == allSeats.end()) return false;
  if (auto before = connectionAt(*seat)) before->close(TableReason::Replaced, "the chair was taken back from another connection");
  Chair& chair = chairs_[*seat];
  chair.connection = connection;
  chair.away = false;
  chair.droppedAt.reset();
  chair.grace->cancel();
  connection->table = weak_from_this();
  connection->seat = *seat;
  connection->host = state_.host == *seat;
  watchers_.push_back(connection);
  connection->send(welcomeLine(state_.code, connection->host, state_.level, state_.shuffle, state_.grace, state_.coach, *seat));
  broadcastChairs();
  if (table_) {
    // The lines held for the seat are in what it is told now, from the game's start.
    std::erase_if(held_, [&](const Held& h) { return h.seat == *seat; });
    catchUp(*seat, last);
    announce();
  }
  return true;
}

void ServedTable::catchUp(Seat seat, int last) {
  const Match& match = table_->match();
  const std::vector<SeatEvent> game = table_->gameSoFar(seat);
  const int gameNumber = match.over() ? static_cast<int>(match.finishedGames().size()) + 1 : match.gameNumber();
  const int latest = match.over() ? eventNumber(gameNumber, 1) : eventNumber(gameNumber, static_cast<int>(game.size()));
  // A `last` past the seat's latest event was seen in an earlier set at this table: all is told.
  if (last > latest) last = 0;
  emit(seat, setLine(match.finishedGames(), match.totals(), latest, metadata_.started));
  // What the seat was told already (`last`) is not told again.
  for (std::size_t i = 0; i < game.size(); ++i)
    if (const int seq = eventNumber(gameNumber, static_cast<int>(i) + 1); seq > last) emit(seat, eventLine(game[i], seq));
  if (match.over() && latest > last) emit(seat, eventLine(SetFinished{match.totals(), match.winners()}, latest, state_.seed));
  if (table_->awaited() == seat) sendDecide(seat);
}

void ServedTable::handle(Connection& connection, const ClientMessage& message) {
  using T = ClientMessage::Type;
  switch (message.type) {
    case T::Take: return take(connection, message.seat);
    case T::Ready: return ready(connection);
    case T::Start: return start(connection);
    case T::Move: return move(connection, message);
    case T::Leave: return leave(connection);
    case T::Again: return again(connection);
    default: return connection.refuse(TableReason::Protocol, "a connection opens once");
  }
}

void ServedTable::take(Connection& connection, Seat seat) {
  if (state_.started) return connection.refuse(TableReason::NotReady, "the set has started");
  if (connection.seat || !state_.tokens[seat].empty()) return connection.refuse(TableReason::ChairTaken, "that chair is someone's, or you hold one already");
  std::random_device random;
  std::string token;
  for (int i = 0; i < 4; ++i) {
    char part[9];
    std::snprintf(part, sizeof part, "%08x", static_cast<unsigned>(random()));
    token += part;
  }
  state_.tokens[seat] = token;
  state_.names[seat] = connection.name;
  connection.seat = seat;
  if (connection.host) state_.host = seat;
  chairs_[seat].connection = connection.shared_from_this();
  chairs_[seat].droppedAt.reset();
  connection.send(seatedLine(seat, token));
  saveState();
  broadcastChairs();
}

void ServedTable::ready(Connection& connection) {
  if (!connection.seat) return connection.refuse(TableReason::NotSeated, "take a chair first");
  if (state_.started) return connection.refuse(TableReason::NotReady, "the set has started");
  chairs_[*connection.seat].ready = true;
  broadcastChairs();
}

void ServedTable::start(Connection& connection) {
  if (!connection.host) return connection.refuse(TableReason::NotHost, "only the table's host starts");
  if (state_.started) return connection.refuse(TableReason::NotReady, "the set has started");
  // A set is played for people: its host among them (no table plays a set for nobody).
  if (!connection.seat) return connection.refuse(TableReason::NotSeated, "take a chair before you start");
  for (Seat s : allSeats)
    if (!state_.tokens[s].empty() && (!chairs_[s].ready || !connectionAt(s)))
      return connection.refuse(TableReason::NotReady, std::string(bizon::code(s)) + " is not ready");
  begin();
}

void ServedTable::begin() {
  state_.started = true;
  metadata_.started = now();
  metadata_.id = services_.history.newSetId(metadata_.started);
  metadata_.origin = SetOrigin::Played;
  metadata_.options = {state_.seed, state_.shuffle, gamesPerSet};
  for (Seat s : allSeats) {
    if (state_.tokens[s].empty()) state_.names[s] = aiNames[s];
    metadata_.players[s] = state_.tokens[s].empty() ? std::string(playerKind(state_.level)) : state_.names[s];
  }
  state_.setId = metadata_.id;
  table_.emplace(Match(metadata_.options), PerSeat<SeatPort*>{{ports_[0].get(), ports_[1].get(), ports_[2].get()}});
  save();
  saveState();
  broadcastChairs();
  table_->run();
  announce();
}

void ServedTable::move(Connection& connection, const ClientMessage& message) {
  if (!connection.seat) return connection.refuse(TableReason::NotSeated, "take a chair first");
  if (!table_ || table_->match().over()) return connection.refuse(TableReason::NotYourTurn, "no set is being played");
  if (message.turn < table_->turn()) return connection.refuse(TableReason::Stale, "that turn is already made");
  const Seat toAct = table_->match().game().toAct();
  if (toAct != *connection.seat) return connection.refuse(TableReason::NotYourTurn, "it is " + std::string(bizon::code(toAct)) + "'s turn");
  if (message.turn != table_->turn()) return connection.refuse(TableReason::Stale, "the turn asked is " + std::to_string(table_->turn()));
  if (auto why = answer(*connection.seat, message.turn, Move(*connection.seat, message.choice))) connection.refuse(TableReason::Illegal, *why);
}

std::optional<std::string> ServedTable::answer(Seat seat, int turn, Move move) {
  if (!table_ || turn != table_->turn() || table_->awaited() != seat) return "stale";
  if (auto refusal = table_->answer(move)) return describe(*refusal);
  save();
  table_->run();
  announce();
  return std::nullopt;
}

void ServedTable::free(Seat seat) {
  state_.tokens[seat].clear();
  state_.names[seat].clear();
  chairs_[seat].ready = false;
  chairs_[seat].away = false;
  chairs_[seat].droppedAt.reset();
  chairs_[seat].grace->cancel();
  if (auto connection = connectionAt(seat)) connection->seat.reset();
  chairs_[seat].connection.reset();
  if (state_.host == seat) state_.host.reset();
  saveState();
  broadcastChairs();
}

void ServedTable::freeAfterGrace(Seat seat) {
  Chair& chair = chairs_[seat];
  chair.grace->expires_at(chair.droppedAt.value_or(std::chrono::steady_clock::now()) + std::chrono::seconds(state_.grace));
  chair.grace->async_wait([weak = weak_from_this(), seat](const boost::system::error_code& error) {
    const auto self = weak.lock();
    if (error || !self || self->state_.started || self->state_.tokens[seat].empty() || self->connectionAt(seat)) return;
    self->free(seat);
  });
}

void ServedTable::again(Connection& connection) {
  if (!connection.seat) return connection.refuse(TableReason::NotSeated, "take a chair first");
  if (state_.started && !(table_ && table_->match().over())) return connection.refuse(TableReason::NotReady, "the set is not over");
  if (!state_.started) return ready(connection);
  reopen(*connection.seat);
}

void ServedTable::reopen(Seat sayer) {
  table_.reset();
  metadata_ = {};
  numbered_ = {};
  thinking_ = {{-1, -1, -1}};
  players_ = {};  // seeded from the set's seed: made again for the next set
  std::random_device random;
  state_.seed = (static_cast<std::uint64_t>(random()) << 32) | random();
  state_.started = false;
  state_.setId.clear();
  for (Seat s : allSeats) {
    chairs_[s].ready = s == sayer;
    chairs_[s].grace->cancel();
    // Goat's, Sheep's and Ox's names go with them: their chairs are free for someone new.
    if (state_.tokens[s].empty()) state_.names[s].clear();
  }
  saveState();
  for (Seat s : allSeats) {
    if (state_.tokens[s].empty()) continue;
    // Who left the finished set has left the table; who is not here has the grace to come back.
    if (chairs_[s].away) free(s);
    else if (!connectionAt(s)) freeAfterGrace(s);
  }
  broadcastChairs();
}

void ServedTable::leave(Connection& connection) {
  if (connection.seat && !state_.started) {
    free(*connection.seat);
  } else if (connection.seat) {
    chairs_[*connection.seat].away = true;  // dropped() hands the seat to its built-in player
  }
  connection.close(TableReason::Left, "goodbye");
}

void ServedTable::dropped(Connection& connection) {
  std::erase_if(watchers_, [&](const std::weak_ptr<Connection>& w) { return w.expired() || w.lock().get() == &connection; });
  lastSeen_ = std::chrono::steady_clock::now();
  if (!connection.seat || connectionAt(*connection.seat).get() != &connection) return;
  const Seat seat = *connection.seat;
  chairs_[seat].connection.reset();
  chairs_[seat].droppedAt = lastSeen_;
  broadcastChairs();
  if (!state_.started) return freeAfterGrace(seat);
  // A seat awaited from a person now gone: the grace starts (or its built-in player moves).
  if (table_ && table_->awaited() == seat) {
    table_->ask();
    table_->run();
    announce();
  }
}

bool ServedTable::idleFor(std::chrono::steady_clock::duration span) const {
  const bool anyone = std::any_of(watchers_.begin(), watchers_.end(), [](const std::weak_ptr<Connection>& w) {
    const auto c = w.lock();
    return c && c->open();
  });
  return !anyone && std::chrono::steady_clock::now() - lastSeen_ > span;
}

void ServedTable::decide(Seat seat, const SeatView& view, int turn) {
  Chair& chair = chairs_[seat];
  if (connectionAt(seat)) return sendDecide(seat);
  const bool person = !state_.tokens[seat].empty();
  const auto graceEnds = chair.droppedAt.value_or(lastSeen_) + std::chrono::seconds(state_.grace);
  if (!person || chair.away || std::chrono::steady_clock::now() >= graceEnds) return think(seat, view, turn);
  chair.grace->expires_at(graceEnds);
  chair.grace->async_wait([weak = weak_from_this(), seat, turn](const boost::system::error_code& error) {
    const auto self = weak.lock();
    if (error || !self || !self->table_ || self->table_->turn() != turn || self->table_->awaited() != seat || self->connectionAt(seat)) return;
    self->table_->ask();
    self->table_->run();
    self->announce();
  });
}

void ServedTable::think(Seat seat, const SeatView& view, int turn) {
  // A player decides one thing at a time: asked again for the turn it is thinking about, it goes on.
  if (thinking_[seat] == turn) return;
  thinking_[seat] = turn;
  // Made when first needed: a search player's tables weigh megabytes, and a person's seat may never need one.
  if (!players_[seat]) players_[seat] = services_.players(state_.level, seeds::servedPlayer(state_.seed, seat));
  boost::asio::post(services_.thinkers, [weak = weak_from_this(), player = players_[seat], view, turn, &io = services_.io]() {
    // A thinker runs below the thread that started it (a window's frame, bizon serve's io loop),
    // as every worker does, and so do its solver's threads: lowered once, by its first decision.
    thread_local bool lowered = false;
    if (!std::exchange(lowered, true)) work::yieldToFrame();
    Move move;
    if (!player->decide(view, turn, move)) return;  // a PlayerMaker's players answer at once
    boost::asio::post(io, [weak, move, turn] {
      const auto self = weak.lock();
      if (!self) return;
      self->thinking_[move.seat()] = -1;
      self->answer(move.seat(), turn, move);
    });
  });
}

void ServedTable::tell(Seat seat, const SeatEvent& event) {
  // Numbered whether or not the seat is there: a seat that comes back is told the game from the
  // event after the last it saw, by the same numbers.
  auto& [game, place] = numbered_[seat];
  if (const auto* begun = std::get_if<GameBegun>(&event)) game = begun->number, place = 0;
  if (std::holds_alternative<SetFinished>(event)) ++game, place = 0;
  const int seq = eventNumber(game, ++place);
  if (!connectionAt(seat)) return;
  // The set is over, nothing is left to deal: its seed goes with its end, for the players' copies.
  emit(seat, eventLine(event, seq, state_.seed));
}

void ServedTable::sendDecide(Seat seat) {
  const Match& match = table_->match();
  emit(seat, tableDecideLine(table_->turn(), match.gameNumber(), match.view(seat), match.totals()));
}

void ServedTable::emit(Seat seat, std::string line) { unsent_.push_back({saves_, seat, std::move(line)}); }

void ServedTable::announce() {
  // What the moves just made produced waits for the save queued last, which holds them all.
  for (Held& h : unsent_) held_.push_back({saves_, h.seat, std::move(h.line)});
  unsent_.clear();
  release();
}

void ServedTable::saved(int save, bool kept) {
  if (kept) {
    saved_ = std::max(saved_, save);
    return release();
  }
  // Not on disk (a full disk, a flush that failed): what waits for it stays unsaid, as a server
  // killed now would not know it. The set as it stands is saved again a second later, and again
  // until a save is kept; the server's standard error says why meanwhile (TableServer::tick).
  if (save <= saved_ || retrying_) return;
  retrying_ = true;
  retry_.expires_after(std::chrono::seconds(1));
  retry_.async_wait([weak = weak_from_this()](const boost::system::error_code& error) {
    const auto self = weak.lock();
    if (error || !self) return;
    self->retrying_ = false;
    if (self->table_ && self->saved_ < self->saves_) self->save();
  });
}

void ServedTable::release() {
  while (!held_.empty() && held_.front().save <= saved_) {
    if (auto connection = connectionAt(held_.front().seat)) connection->send(std::move(held_.front().line));
    held_.pop_front();
  }
}

PerSeat<ChairShown> ServedTable::shown() const {
  PerSeat<ChairShown> out;
  for (Seat s : allSeats) {
    const bool person = !state_.tokens[s].empty();
    out[s] = {state_.names[s], person, person && state_.host == s, connectionAt(s) != nullptr, chairs_[s].ready};
  }
  return out;
}

void ServedTable::broadcastChairs() {
  const std::string line = chairsLine(state_.started, shown());
  for (const auto& w : watchers_)
    if (auto c = w.lock()) c->send(line);
}

void ServedTable::save() {
  const Match& match = table_->match();
  SetMetadata metadata = metadata_;
  metadata.options = match.options();
  SetSummary summary = summarize(metadata, match);
  // The writer's threads say when the save is on disk, or that it is not; the table hears it on
  // the io thread.
  auto done = [weak = weak_from_this(), save = ++saves_, &io = services_.io](bool kept) {
    boost::asio::post(io, [weak, save, kept] {
      if (const auto self = weak.lock()) self->saved(save, kept);
    });
  };
  services_.history.saveLater(StoredSet{std::move(metadata), match.records()}, std::move(summary), std::move(done));
}

void ServedTable::saveState() {
  // Rare (a chair taken, the start, a leave) and the only copy of the tokens: on disk at once.
  writeFileAtomically(services_.tables / (state_.code + ".json"), servedTableText(state_), Durability::Flushed);
}

}  // namespace bizon
