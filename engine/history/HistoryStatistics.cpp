#include "HistoryStatistics.h"

namespace bizon {

bool countedIn(const SetMetadata& metadata, std::optional<SetOrigin> origin) {
  return (!origin || isOf(metadata.origin, *origin)) && !metadata.daily && !metadata.practice;
}

HistoryStatistics computeStatistics(std::span<const SetSummary> sets, std::optional<SetOrigin> origin,
                                    bool withTakeBacks) {
  HistoryStatistics stats;
  for (const SetSummary& set : sets) {
    if (set.gamesPlayed() == 0 || !countedIn(set.metadata, origin)) continue;
    if (!withTakeBacks && set.metadata.takeBacks > 0) {
      ++stats.takeBackSetsLeftOut;
      continue;
    }
    const bool finished = set.finished();
    ++(finished ? stats.sets : stats.unfinishedSets);
    stats.games += set.gamesPlayed();
    if (!finished) stats.unfinishedGames += set.gamesPlayed();
    // A set played online from another chair is counted from yours: your chair as "you", the
    // others in the order of play after it, as your table showed them.
    const int own = set.metadata.online ? index(set.metadata.online->seat) : 0;
    const auto mine = [own](Seat s) { return seatAt(index(s) + 3 - own); };
    PerSeat<int> totals;
    PerSeat<bool> winners;
    for (Seat s : allSeats) totals[mine(s)] = set.totals()[s], winners[mine(s)] = set.winners()[s];
    if (finished) stats.series.push_back({set.metadata.id, set.metadata.started, totals});
    for (Seat s : allSeats) {
      SeatStatistics& seat = stats.seats[s];
      seat.gamesPlayed += set.gamesPlayed();
      seat.totalSp += totals[s];
      if (!finished) continue;
      if (winners[s]) ++seat.setsWon;
      const SetScore score{set.metadata.id, set.metadata.started, totals[s]};
      if (!seat.best || totals[s] > seat.best->sp) seat.best = score;
      if (!seat.worst || totals[s] < seat.worst->sp) seat.worst = score;
    }
    for (const GameSummary& game : set.games) {
      if (!game.bizon) continue;
      SeatStatistics& bizon = stats.seats[mine(*game.bizon)];
      ++bizon.timesBizon;
      switch (game.outcome) {
        case Outcome::BizonWon:
        case Outcome::BizonWonAll: ++bizon.bizonWins; break;
        case Outcome::BizonTie: ++bizon.bizonTies; break;
        case Outcome::BizonLost:
        case Outcome::BizonLostZero: ++bizon.bizonLosses; break;
        case Outcome::AllPassed: break;
      }
    }
  }
  for (Seat s : allSeats) {
    SeatStatistics& seat = stats.seats[s];
    if (seat.gamesPlayed > 0) seat.averageSpPerGame = static_cast<double>(seat.totalSp) / seat.gamesPlayed;
  }
  return stats;
}

}  // namespace bizon
