// A table at a server as a session's source (docs/table-protocol.md): the seat's events and decide requests come through the window's TableLink, your moves go back by it; names in the chairs, a word when someone drops or comes back, no take-back, the hint and the coach as the host set them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "codec/TableProtocolCodec.h"
#include "server/TableLink.h"
#include "session/SessionSource.h"

namespace bizon::table {

// What the lobby learnt of the table before the set began (welcome, seated, chairs).
struct JoinedTable {
  std::string code;
  Seat seat = Seat::You;
  bool hints = false;  // the host's setting for the hint and the coach
  AiLevel level = AiLevel::Hard;  // the built-in players'
  Shuffle shuffle = Shuffle::Light;
  PerSeat<bizon::ChairShown> chairs;
};

class RemoteSource : public SessionSource {
 public:
  // The link of a seated chair, and what it said before the set began (the lobby read it): the
  // messages still to act on come first.
  RemoteSource(std::unique_ptr<TableLink> link, JoinedTable table, std::vector<ServerMessage> early);

  Seat seat() const override { return table_.seat; }
  void take(std::vector<SeatEvent>& events) override;
  std::optional<Decide> awaited() const override;
  MoveResult move(const Move& move, int turn) override;
  std::optional<Refused> refused() override { return std::exchange(refused_, std::nullopt); }
  std::optional<Seat> thinking() const override;
  Occupant chair(Seat seat) const override;
  std::vector<ChairNote> notes() const override;
  bool live() const override { return true; }
  bool hints() const override { return table_.hints; }
  std::vector<SeatEvent> soFar() const override { return soFar_; }

  TableLink& link() { return *link_; }
  // The table as the lobby learnt it, the chairs as the server last said them.
  const JoinedTable& table() const { return table_; }
  // The set's seed, told once the set is over (docs/table-protocol.md).
  std::optional<std::uint64_t> seed() const { return seed_; }
  // The games finished so far, whole (the history keeps them), and whether the set is over.
  const std::vector<GameRecord>& games() const { return games_; }
  bool over() const override { return over_; }

 private:
  void read(const ServerMessage& m, std::vector<SeatEvent>& events);
  void chairs(const PerSeat<bizon::ChairShown>& chairs);
  void count(const SeatEvent& event);
  void standIn(Seat seat);
  std::size_t finishedGames() const { return games_.size(); }

  std::unique_ptr<TableLink> link_;
  JoinedTable table_;
  std::optional<std::uint64_t> seed_;
  std::vector<ServerMessage> early_;
  std::optional<Decide> decide_;
  bool sent_ = false;  // your move for decide_ is on its way
  std::optional<Refused> refused_;
  std::optional<Seat> turn_;  // the seat whose turn the last event said
  Moment moment_;             // the game in play and the moves made in it
  std::vector<SeatEvent> soFar_;
  std::size_t gameEvents_ = 0, skip_ = 0;  // taken of the game in play; to pass over after a rejoin
  std::vector<GameRecord> games_;
  bool over_ = false;
  // Who dropped, came back, or is played for by their built-in player since your last move.
  std::vector<ChairNote> news_;
  PerSeat<bool> standIn_{};  // a person's built-in player was said to move for them
};

}  // namespace bizon::table
