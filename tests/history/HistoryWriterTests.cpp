// The history's writer on steps of the test's own: a save is done only once the flush holding its file has ended, and says whether the save was kept (a refused write, a failed flush).
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>

#include "history/HistoryWriter.h"

using namespace bizon;
namespace fs = std::filesystem;

namespace {

StoredSet setNamed(const std::string& id) {
  StoredSet set;
  set.metadata.id = id;
  return set;
}

// Steps that write nothing: the set "refused" cannot be written, the file "unflushable" cannot be
// flushed; the files flushed are remembered, and each done says what it saw when it came.
struct Disk {
  std::mutex mutex;
  std::set<fs::path> flushed;
  std::map<std::string, std::vector<std::pair<bool, bool>>> told;  // by set: (saved, its file flushed by then)

  HistoryWriter::Steps steps() {
    return {[](StoredSet& set, SetSummary&) {
              if (set.metadata.id == "refused") throw std::runtime_error("refused");
              return fs::path(set.metadata.id);
            },
            [](const fs::path&, const StoredSet&, const SetSummary&) {}, [](const fs::path&, const SetSummary&) {},
            [this](const std::vector<fs::path>& files) {
              for (const fs::path& file : files)
                if (file == "unflushable") throw std::runtime_error("cannot flush unflushable");
              std::lock_guard lock(mutex);
              flushed.insert(files.begin(), files.end());
            }};
  }
  HistoryWriter::Done done(const std::string& id) {
    return [this, id](bool saved) {
      std::lock_guard lock(mutex);
      told[id].emplace_back(saved, flushed.contains(id));
    };
  }
};

}  // namespace

TEST_CASE("HistoryWriter: a save is done once its file is flushed, and its done says whether it was saved", "[writer]") {
  Disk disk;
  HistoryWriter writer;
  // Many states of two sets, each done once, true, and only once its file was flushed.
  for (int round = 0; round < 20; ++round)
    for (const std::string id : {"a", "b"}) writer.queue(setNamed(id), {}, disk.steps(), disk.done(id));
  writer.flush();
  CHECK_FALSE(writer.takeFailure());
  {
    std::lock_guard lock(disk.mutex);
    for (const std::string id : {"a", "b"}) {
      REQUIRE(disk.told[id].size() == 20);
      for (const auto& [saved, flushed] : disk.told[id]) {
        CHECK(saved);
        CHECK(flushed);
      }
    }
  }
  // A write refused: done, not saved.
  writer.queue(setNamed("refused"), {}, disk.steps(), disk.done("refused"));
  writer.flush();
  CHECK(writer.takeFailure() == "refused");
  // Written, but its flush failed: done, not saved.
  writer.queue(setNamed("unflushable"), {}, disk.steps(), disk.done("unflushable"));
  writer.flush();
  CHECK(writer.takeFailure() == "cannot flush unflushable");
  std::lock_guard lock(disk.mutex);
  CHECK(disk.told["refused"] == std::vector<std::pair<bool, bool>>{{false, false}});
  CHECK(disk.told["unflushable"] == std::vector<std::pair<bool, bool>>{{false, false}});
}
