// A table at a server as a session's source (docs/table-protocol.md): the seat's events and decide requests as the table's one client (TableClient) was told them, your moves back through it; names in the chairs, a word when someone drops or comes back, no take-back, the hint and the coach as the host set them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/RemoteTable.h"
#include "session/SessionSource.h"

namespace bizon::table {

class RemoteSource : public SessionSource {
 public:
  // The table of a seated chair, its set in play: what was told of it so far is set out at once
  // (soFar), what follows comes through take().
  explicit RemoteSource(std::unique_ptr<RemoteTable> table);

  Seat seat() const override { return client().seat().value_or(seat_); }
  void take(std::vector<SeatEvent>& events) override;
  std::optional<Decide> awaited() const override;
  MoveResult move(const Move& move, int turn) override;
  std::optional<Refused> refused() override;
  std::optional<Seat> thinking() const override;
  Occupant chair(Seat seat) const override;
  std::vector<ChairNote> notes() const override;
  bool live() const override { return true; }
  void keepLink() override {
    if (table_) table_->update();
  }
  bool hosted() const override {
    return table_->target().server && client().hosting() && client().phase() == TableClient::Phase::Playing;
  }
  bool hints() const override { return client().coach(); }
  std::vector<SeatEvent> soFar() const override { return client().stream(); }
  bool over() const override { return client().phase() == TableClient::Phase::Over; }

  const TableClient& client() const { return table_->client(); }
  RemoteTable& table() { return *table_; }
  // The link, for another set at the same table (its lobby): the source is used no more.
  std::unique_ptr<RemoteTable> release() { return std::move(table_); }

 private:
  std::unique_ptr<RemoteTable> table_;
  Seat seat_;  // the chair taken: kept once the client has left it
  // Who dropped, came back, or is played for by their built-in player since your last move.
  std::vector<ChairNote> news_;
};

}  // namespace bizon::table
