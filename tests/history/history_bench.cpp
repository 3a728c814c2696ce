// Times the history with many stored sets: opening it for the review list (index present), rebuilding the index, and the statistics.
//
// Usage: history_bench DIR [SETS]   fills the history in DIR up to SETS finished sets (default
// 10,000; random play, saved as the game saves them), then prints the timings.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "RandomPlay.h"
#include "history/HistoryIndex.h"
#include "history/HistoryStatistics.h"
#include "history/HistoryStore.h"

namespace {

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace bizon;
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: history_bench DIR [SETS]\n");
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  const std::size_t wanted = argc == 3 ? std::strtoull(argv[2], nullptr, 10) : 10000;
  {
    HistoryStore store = HistoryStore::open(dir);
    const auto fillStart = std::chrono::steady_clock::now();
    std::size_t added = 0;
    Random random(store.sets().size() + 1);
    while (store.sets().size() < wanted) {
      const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
      SetMetadata m{store.newSetId(now), now, std::nullopt, "en", {{"human", "random", "random"}}, SetOrigin::Played,
                    MatchOptions{random.next(), Shuffle::Light, 15}};
      Match match(m.options);
      test::playRandomly(match, 1000000, random);
      store.save(m, match);
      ++added;
    }
    if (added)
      std::printf("filled: %zu sets added in %.1f s (%.2f ms per finished-set save)\n", added,
                  millisecondsSince(fillStart) / 1000, millisecondsSince(fillStart) / static_cast<double>(added));
  }
  HistoryStore::open(dir);  // brings the index up to date

  std::vector<double> warm;
  std::size_t count = 0;
  for (int run = 0; run < 7; ++run) {
    const auto start = std::chrono::steady_clock::now();
    const HistoryStore store = HistoryStore::open(dir);
    count = store.sets().size();
    warm.push_back(millisecondsSince(start));
  }
  std::sort(warm.begin(), warm.end());
  std::printf("open with index (review list): %zu sets, best %.1f ms, median %.1f ms, worst %.1f ms\n", count, warm[0],
              warm[warm.size() / 2], warm.back());

  auto start = std::chrono::steady_clock::now();
  const HistoryIndex index = HistoryIndex::read(dir / "index.json");
  std::printf("of which reading index.json alone: %zu entries, %.1f ms\n", index.size(), millisecondsSince(start));

  const HistoryStore store = HistoryStore::open(dir);
  start = std::chrono::steady_clock::now();
  const HistoryStatistics stats = computeStatistics(store.sets());
  std::printf("statistics over %d sets: %.1f ms\n", stats.sets, millisecondsSince(start));

  {
    // What the table pays after each bid or card: one set in progress saved, fsyncs included.
    HistoryStore writable = HistoryStore::open(dir);
    const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    SetMetadata m{writable.newSetId(now), now, std::nullopt, "en", {{"human", "random", "random"}}, SetOrigin::Played,
                  MatchOptions{1, Shuffle::Light, 15}};
    Match match(m.options);
    Random random(1);
    std::vector<double> saves;
    while (!match.over()) {
      test::playRandomAction(match, random);
      const auto saveStart = std::chrono::steady_clock::now();
      writable.save(m, match);
      saves.push_back(millisecondsSince(saveStart));
    }
    std::sort(saves.begin(), saves.end());
    std::printf("save after an action: %zu saves of one set, median %.2f ms, 90th percentile %.2f ms, worst %.2f ms\n",
                saves.size(), saves[saves.size() / 2], saves[saves.size() * 9 / 10], saves.back());
    writable.writeIndex();
  }

  std::filesystem::remove(dir / "index.json");
  start = std::chrono::steady_clock::now();
  const HistoryStore rebuilt = HistoryStore::open(dir);
  std::printf("open without index (every file read and replayed, index rebuilt): %zu sets, %.1f ms\n",
              rebuilt.sets().size(), millisecondsSince(start));
  std::printf("index size: %.1f MB\n", static_cast<double>(std::filesystem::file_size(dir / "index.json")) / 1e6);
  return 0;
}
