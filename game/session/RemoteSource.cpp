#include "session/RemoteSource.h"

namespace bizon::table {

namespace {

ChairNote noteOf(const TableNews& news) {
  using K = TableNews::Kind;
  ChairNote note{ChairNote::Kind::Dropped, news.seat, BotFault::Dead, news.name, news.moves};
  if (news.kind == K::Back) note.kind = ChairNote::Kind::Back;
  if (news.kind == K::Replaced) note.kind = ChairNote::Kind::Replaced;
  if (news.kind == K::PlayedForYou) note.kind = ChairNote::Kind::PlayedForYou;
  return note;
}

}  // namespace

RemoteSource::RemoteSource(std::unique_ptr<RemoteTable> table) : table_(std::move(table)), seat_(client().seat().value_or(Seat::You)) {
  table_->client().takeFresh();  // in soFar(): set out at once
}

void RemoteSource::take(std::vector<SeatEvent>& events) {
  table_->update();
  for (SeatEvent& e : table_->client().takeFresh()) events.push_back(std::move(e));
  for (const TableNews& n : table_->client().takeNews()) news_.push_back(noteOf(n));
}

std::optional<Decide> RemoteSource::awaited() const {
  const auto asked = client().asked();
  if (!asked) return std::nullopt;
  return Decide{asked->turn, client().moment(), asked->view};
}

MoveResult RemoteSource::move(const Move& move, int turn) {
  if (move.seat() != seat() || !table_->client().move(turn, move.choice()))
    return MoveResult::refusedFor(Refused::byRules({Refusal::Reason::NotYourTurn, move.seat()}));
  table_->update();  // on its way now
  news_.clear();     // the box's words about the chairs were seen
  return MoveResult::taken();
}

std::optional<Refused> RemoteSource::refused() {
  if (auto message = table_->client().takeRefusedMove()) return Refused{Refused::Why::Server, {}, 0, *message};
  return std::nullopt;
}

std::optional<Seat> RemoteSource::thinking() const {
  const auto toAct = client().toAct();
  if (toAct && *toAct != seat()) return toAct;
  return std::nullopt;
}

Occupant RemoteSource::chair(Seat seat) const {
  const ChairShown& c = client().chairs()[seat];
  return {c.person ? c.name : std::string(), c.person, !c.person || c.connected};
}

std::vector<ChairNote> RemoteSource::notes() const {
  std::vector<ChairNote> notes;
  const TableClient& c = client();
  if (c.reconnecting()) notes.push_back({ChairNote::Kind::Reconnecting, seat(), {}, {}});
  if (c.gone()) notes.push_back({ChairNote::Kind::Gone, seat(), {}, {}});
  if (c.phase() == TableClient::Phase::Ended && c.reason() == TableReason::HostLeft) {
    std::string host;
    for (Seat s : allSeats)
      if (c.chairs()[s].host) host = c.chairs()[s].name;
    // The last word: the host's drop, told as the table closed, is no news beside it.
    return {{ChairNote::Kind::HostLeft, seat(), {}, host}};
  }
  // The latest news of who dropped, came back or is played for.
  notes.insert(notes.end(), news_.begin(), news_.end());
  if (notes.size() > 3) notes.erase(notes.begin(), notes.end() - 3);
  return notes;
}

}  // namespace bizon::table
