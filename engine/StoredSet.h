// One set as the history stores it: its metadata and the records of its games, the last perhaps unfinished.
#pragma once

#include <vector>

#include "GameRecord.h"
#include "Match.h"
#include "SetMetadata.h"

namespace bizon {

struct StoredSet {
  SetMetadata metadata;
  // Every game so far in order (GameRecord.h); the last may stop at any bid or card, which is
  // where a resumed set continues.
  std::vector<GameRecord> games;

  // The match exactly as the records leave it, ready for the next action; throws
  // std::invalid_argument naming the game and the first thing wrong if the records do not replay.
  Match resume() const { return Match(metadata.options, games); }
};

inline bool operator==(const StoredSet& a, const StoredSet& b) {
  return a.metadata == b.metadata && a.games == b.games;
}

}  // namespace bizon
