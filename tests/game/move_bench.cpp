// Times the two paths a move takes beside the rules: `move_bench [RUNS]` prints the median CPU time of a save on the history's writer, of queueing it on the frame, and of a review's step back, over a 15-game set.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "../history/RandomPlay.h"
#include "history/HistoryStore.h"
#include "screens/ReviewSteps.h"
#include "table/TableModel.h"

using namespace bizon;

namespace {

double threadMicros() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  // A whole set of 15 games played at random, and the same set stopped in its last game.
  Match match(MatchOptions{.seed = 7});
  Random random(11);
  test::playRandomly(match, 100000, random);
  Match partial(MatchOptions{.seed = 7});
  Random again(11);
  const auto all = test::actionsOf(match.records()).size();
  test::playRandomly(partial, static_cast<int>(all) - 10, again);

  // A save as the history's writer makes it: the set given by its records, written atomically.
  const auto dir = std::filesystem::temp_directory_path() / ("move_bench_" + std::to_string(::getpid()));
  std::vector<double> saves, queued;
  {
    HistoryStore store = HistoryStore::open(dir);
    SetMetadata metadata;
    metadata.id = store.newSetId(std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
    metadata.started = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    metadata.options = partial.options();
    // Copied on the table's thread (SetRecorder::record), then written on the store's writer.
    const auto copied = [&] { return std::pair{StoredSet{metadata, partial.records()}, summarize(metadata, partial)}; };
    for (int i = 0; i < runs; ++i) {
      auto [set, summary] = copied();
      double t0 = threadMicros();
      store.save(std::move(set), std::move(summary));
      saves.push_back(threadMicros() - t0);
      // The frame's share of a save: handing the copies to the writer.
      auto [later, laterSummary] = copied();
      t0 = threadMicros();
      store.saveLater(std::move(later), std::move(laterSummary));
      queued.push_back(threadMicros() - t0);
      if (store.sets().empty()) return 1;  // waits for the writer: the next save starts afresh
    }
  }
  std::filesystem::remove_all(dir);

  // A step back in the review of the set's last game, from its end to its start: the steps and
  // the table's model of the step before.
  std::vector<double> backs;
  for (int i = 0; i < std::max(1, runs / 20); ++i) {
    screens::ReviewSteps steps(match.records(), 14);
    steps.jumpTo(steps.count());
    while (!steps.atStart()) {
      const double t0 = threadMicros();
      steps.back();
      EventQueue events;
      steps.eventsHere(events);
      const table::TableModel model = table::TableModel::shown(events, 15);
      backs.push_back(threadMicros() - t0);
      if (model.deck().size() > 24) return 1;  // keeps the model from being optimised away
    }
  }
  std::printf("save (history writer, CPU): median %.1f us over %d saves of a set in its 15th game\n", median(saves), runs);
  std::printf("save queued (frame, CPU): median %.1f us\n", median(queued));
  std::printf("review step back (CPU): median %.2f us over %zu steps of game 15 of 15\n", median(backs), backs.size());
  return 0;
}
