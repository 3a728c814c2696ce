#include "session/OnlineRecorder.h"

#include <chrono>
#include <stdexcept>

#include "Player.h"

namespace bizon::table {

namespace {

// A new online set: the people's names in their chairs, the built-in players by their level; the
// seed unknown until the set is over (0 meanwhile, docs/file-formats.md).
SetMetadata newOnlineSet(HistoryStore& store, const TableClient& table, std::string language) {
  SetMetadata m;
  // Dated from the set's start, though this window may have come to it later.
  m.started = table.setStarted().value_or(std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
  m.id = store.newSetId(m.started);
  m.language = std::move(language);
  m.origin = SetOrigin::Online;
  OnlineTable online{table.code(), table.seat().value_or(Seat::You), {}};
  for (Seat s : allSeats) {
    const ChairShown& c = table.chairs()[s];
    m.players[s] = c.person ? "human" : std::string(playerKind(table.level()));
    online.names[s] = c.person ? c.name : std::string();
  }
  m.online = std::move(online);
  m.options = {0, table.shuffle(), MatchOptions{}.games};
  return m;
}

}  // namespace

const SetSummary* onlineSetOf(const HistoryStore& store, const std::string& code, Seat seat) {
  const auto& sets = store.sets();
  for (auto s = sets.rbegin(); s != sets.rend(); ++s)
    if (s->metadata.online && s->metadata.online->code == code && s->metadata.online->seat == seat && !s->finished())
      return &*s;
  return nullptr;
}

OnlineRecorder::OnlineRecorder(HistoryStore& store, const TableClient& client, std::string language)
    : store_(store), client_(client) {
  if (const SetSummary* kept = onlineSetOf(store_, client_.code(), client_.seat().value_or(Seat::You))) {
    metadata_ = kept->metadata;
    saved_ = static_cast<std::size_t>(kept->gamesPlayed());
  } else {
    metadata_ = newOnlineSet(store_, client_, std::move(language));
  }
}

void OnlineRecorder::update() {
  const std::vector<GameRecord>& games = client_.games();
  const bool over = client_.phase() == TableClient::Phase::Over && client_.seed();
  if (games.empty() || (games.size() == saved_ && over == overSaved_)) return;
  saved_ = games.size(), overSaved_ = over;
  if (over) metadata_.options.seed = *client_.seed();
  try {
    const Match match(metadata_.options, games);
    store_.saveLater({metadata_, games}, summarize(metadata_, match));
  } catch (const std::invalid_argument& e) {
    failure_ = e.what();  // the server's records do not make a set: nothing of it is written
  }
}

std::optional<std::string> OnlineRecorder::takeFailure() {
  if (failure_) return std::exchange(failure_, std::nullopt);
  return store_.takeSaveFailure();
}

}  // namespace bizon::table
