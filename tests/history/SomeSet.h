// Test helper: a set of some random actions saved in a history store, for the safety tests.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

#include "RandomPlay.h"
#include "history/HistoryStore.h"

namespace bizon::test {

// A set of some random actions saved in store; its id.
inline std::string saveSome(HistoryStore& store, int actions, std::uint64_t seed) {
  SetMetadata m;
  m.started = *parseTime("2025-03-01T14:00:00Z") + std::chrono::minutes(seed);
  m.id = store.newSetId(m.started);
  m.language = "en";
  m.players = {{"human", "random", "random"}};
  m.options = MatchOptions{seed, Shuffle::Light, 15};
  Match match(m.options);
  Random random(seed);
  test::playRandomly(match, actions, random);
  store.save(m, match);
  return m.id;
}

}  // namespace bizon::test
