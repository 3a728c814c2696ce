#include "SetSummary.h"

#include <algorithm>

namespace bizon {

PerSeat<int> SetSummary::totals() const {
  PerSeat<int> sum;
  for (const GameSummary& g : games)
    for (Seat s : allSeats) sum[s] += g.sp[s];
  return sum;
}

PerSeat<bool> SetSummary::winners() const {
  PerSeat<bool> w;
  if (!finished()) return w;
  const PerSeat<int> t = totals();
  const int best = std::max({t[Seat::You], t[Seat::Goat], t[Seat::Sheep]});
  for (Seat s : allSeats) w[s] = t[s] == best;
  return w;
}

bool operator==(const SetSummary& a, const SetSummary& b) {
  return a.metadata == b.metadata && a.games == b.games;
}

SetSummary summarize(const SetMetadata& metadata, const Match& match) {
  SetSummary summary{metadata, {}};
  for (const Score& score : match.scores()) summary.games.push_back({score.outcome, score.bizon, score.sp});
  return summary;
}

}  // namespace bizon
