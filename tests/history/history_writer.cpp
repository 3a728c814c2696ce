// The kill test's victim: plays random sets through a Match, saving the history after every action, and reports each action on stdout only once its save has returned.
//
// Usage: history_writer DIR SEED. Runs until killed. Lines (each flushed):
//   start ID               a new set was saved with no action yet
//   resume ID N            an unfinished set was resumed after its N-th action
//   ID N LINE              the N-th action of set ID (RandomPlay.h's actionsOf LINE) is saved
//   problem MESSAGE        opening the history found a bad file (the kill test fails on this)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include "RandomPlay.h"
#include "history/HistoryStore.h"

int main(int argc, char** argv) {
  using namespace bizon;
  if (argc != 3) {
    std::fprintf(stderr, "usage: history_writer DIR SEED\n");
    return 2;
  }
  HistoryStore store = HistoryStore::open(argv[1]);
  for (const HistoryProblem& problem : store.problems()) std::printf("problem %s\n", problem.message.c_str());
  std::fflush(stdout);
  Random random(std::strtoull(argv[2], nullptr, 10));
  for (;;) {
    SetMetadata metadata;
    std::optional<Match> match;
    if (std::optional<StoredSet> resumed = store.latestUnfinished()) {
      metadata = resumed->metadata;
      match.emplace(resumed->metadata.options, resumed->games);
      std::printf("resume %s %zu\n", metadata.id.c_str(), test::actionsOf(match->records()).size());
    } else {
      const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
      metadata = {store.newSetId(now), now, std::nullopt, "en", {{"human", "random", "random"}}, SetOrigin::Played,
                  MatchOptions{random.next(), Shuffle::Light, 15}};
      match.emplace(metadata.options);
      store.save(metadata, *match);
      std::printf("start %s\n", metadata.id.c_str());
    }
    std::fflush(stdout);
    while (!match->over()) {
      test::playRandomAction(*match, random);
      store.save(metadata, *match);
      const auto actions = test::actionsOf(match->records());
      std::printf("%s %zu %s\n", metadata.id.c_str(), actions.size(), actions.back().c_str());
      std::fflush(stdout);
    }
  }
}
