// One table of the server: its chairs and their people, its set on the engine's table, the grace of a dropped seat and the built-in players that move for the absent; saved after every move.
#pragma once

#include <boost/asio.hpp>
#include <chrono>
#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Connection.h"
#include "PlayerMaker.h"
#include "SetMetadata.h"
#include "codec/TableProtocolCodec.h"
#include "codec/TableStateCodec.h"
#include "history/HistoryStore.h"
#include "seats/Table.h"

namespace bizon {

// What every table of a server shares.
struct TableServices {
  boost::asio::io_context& io;
  boost::asio::thread_pool& thinkers;  // the built-in players decide there, never on the io thread
  HistoryStore& history;               // saves queued on its own writer, off the io thread
  std::filesystem::path tables;        // the folder of the tables' files
  PlayerMaker players;                 // who moves for the absent
};

class ServedTable : public std::enable_shared_from_this<ServedTable> {
 public:
  // A new table, or one read back from its file (its set resumed from the history); throws
  // std::invalid_argument, HistoryError or FileError if the set cannot be resumed.
  ServedTable(TableServices& services, ServedTableState state);
  ~ServedTable();
  ServedTable(const ServedTable&) = delete;
  ServedTable& operator=(const ServedTable&) = delete;
  // Starts the set's play again after a restart (the first decision is asked).
  void resume();

  const std::string& code() const { return state_.code; }
  // A connection arrives by create or join (welcome and the chairs; `full` once the set has
  // started or every chair is taken), or rejoin (false for a token that is not this table's),
  // told what followed the event numbered `last`.
  void join(const std::shared_ptr<Connection>& connection, bool host);
  bool rejoin(const std::shared_ptr<Connection>& connection, std::string_view token, int last);
  // take, ready, start, a move, leave, again.
  void handle(Connection& connection, const ClientMessage& message);
  void dropped(Connection& connection);
  // Whether nobody has been connected for that long.
  bool idleFor(std::chrono::steady_clock::duration span) const;
  // A set started and not over.
  bool inPlay() const { return table_ && !table_->match().over(); }

  // The table's seat port: what the engine's table asks and tells one seat.
  class Port;

 private:
  struct Chair {
    std::weak_ptr<Connection> connection;
    bool ready = false;
    bool away = false;  // left after the start: its built-in player moves at once
    std::optional<std::chrono::steady_clock::time_point> droppedAt;
    std::unique_ptr<boost::asio::steady_timer> grace;
  };
  void take(Connection& connection, Seat seat);
  void ready(Connection& connection);
  void start(Connection& connection);
  void move(Connection& connection, const ClientMessage& message);
  void leave(Connection& connection);
  // Another set with the same people: the first `again` after the set's end opens the table as
  // before a start (the same code, people and chairs; a new seed), and is its sayer's yes.
  void again(Connection& connection);
  void reopen(Seat sayer);
  // Before the start, a person gone for the grace leaves their chair free for someone else.
  void freeAfterGrace(Seat seat);
  void free(Seat seat);
  void begin();  // the set: built on the engine's table, its first decision asked
  // The engine's table asks the seat (Port): the person, or the built-in player when the person
  // is away past the grace.
  void decide(Seat seat, const SeatView& view, int turn);
  void think(Seat seat, const SeatView& view, int turn);
  void tell(Seat seat, const SeatEvent& event);
  // A move for the turn: made, saved, and the next decision asked; or why not.
  std::optional<std::string> answer(Seat seat, int turn, Move move);
  void sendDecide(Seat seat);
  void catchUp(Seat seat, int last);
  // What a seat is told (its events, its decide) waits until the set holding it is saved: a
  // server killed at any moment has said nothing that its restart does not know.
  void emit(Seat seat, std::string line);
  void announce();  // after a move or a catch-up: what was emitted waits for the save queued last
  // The writer's word on a save: on disk (what waits for it is said), or not (saved again soon).
  void saved(int save, bool kept);
  void release();
  void broadcastChairs();
  PerSeat<ChairShown> shown() const;
  std::shared_ptr<Connection> connectionAt(Seat seat) const;
  void save();
  void saveState();

  TableServices& services_;
  ServedTableState state_;
  PerSeat<Chair> chairs_;
  std::vector<std::weak_ptr<Connection>> watchers_;
  std::chrono::steady_clock::time_point lastSeen_;
  std::vector<std::unique_ptr<Port>> ports_;
  PerSeat<std::shared_ptr<SeatPort>> players_;  // the built-in players, shared with their thinking
  PerSeat<int> thinking_{{-1, -1, -1}};         // the turn each is thinking about, or -1
  PerSeat<std::pair<int, int>> numbered_{};     // each seat's latest event: its game and place (eventNumber)
  std::optional<Table> table_;
  SetMetadata metadata_;
  struct Held {
    int save;  // the save it waits for
    Seat seat;
    std::string line;
  };
  std::vector<Held> unsent_;  // emitted since the last announce
  std::deque<Held> held_;     // announced, waiting for their save, in order
  int saves_ = 0, saved_ = 0;  // saves queued, and the last one on disk
  boost::asio::steady_timer retry_;  // a save not kept is tried again
  bool retrying_ = false;
};

}  // namespace bizon
