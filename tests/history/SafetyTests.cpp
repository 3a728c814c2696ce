// The history against a careless or hostile user, on every system: planted temporary files, a second writer, a forged index (PosixSafetyTests.cpp: special files and links).
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "RandomPlay.h"
#include "SomeSet.h"
#include "TestDirectory.h"
#include "files/AtomicFile.h"
#include "files/FileError.h"
#include "history/HistoryError.h"
#include "history/HistoryIndex.h"
#include "history/HistoryStore.h"
#include "history/SetLocks.h"

using namespace bizon;
namespace fs = std::filesystem;
using test::readAll;
using test::saveSome;
using test::writeAll;

TEST_CASE("HistoryStore: one writer per set; the lock goes with its holder", "[safety][lock]") {
  test::TestDirectory dir;
  std::optional<HistoryStore> first(HistoryStore::open(dir.path()));
  const std::string id = saveSome(*first, 30, 1);
  const std::string saved = readAll(first->fileOf(id));

  HistoryStore second = HistoryStore::open(dir.path());
  REQUIRE(second.latestUnfinished());
  CHECK_FALSE(second.claim(id));
  StoredSet set = second.loadSet(id);
  Match longer = set.resume();
  Random random(9);
  test::playRandomly(longer, 5, random);
  CHECK_THROWS_WITH(second.save(set.metadata, longer), Catch::Contains("open in another window"));
  CHECK(readAll(first->fileOf(id)) == saved);

  // Another set is free to be written from the second store meanwhile.
  const std::string other = saveSome(second, 10, 2);
  CHECK_FALSE(first->claim(other));

  first.reset();  // the window closes (or dies: the kernel drops its locks alike)
  CHECK(second.claim(id));
  second.save(set.metadata, longer);
  CHECK(second.loadSet(id).games == longer.records());
  second.releaseAll();
  CHECK(fs::is_empty(dir.path() / "locks"));  // released locks leave no files behind

  // A holder that died leaves its empty lock file; the next opening removes it, unless held.
  writeAll(dir.path() / "locks" / "20250101-000000-00000001.lock", "");
  HistoryStore third = HistoryStore::open(dir.path());
  REQUIRE(third.claim(id));
  HistoryStore::open(dir.path());
  CHECK(fs::exists(dir.path() / "locks" / (id + ".lock")));
  CHECK_FALSE(fs::exists(dir.path() / "locks" / "20250101-000000-00000001.lock"));
}

TEST_CASE("HistoryStore: check reports a history or sets folder that is a file", "[safety]") {
  test::TestDirectory dir;
  writeAll(dir.path() / "history", "not a folder");
  CHECK(HistoryStore::check(dir.path() / "history").problems.size() == 1);
  CHECK(HistoryStore::check(dir.path() / "history" / "deeper").problems.size() == 1);
  fs::create_directory(dir.path() / "h");
  writeAll(dir.path() / "h" / "sets", "not a folder");
  CHECK(HistoryStore::check(dir.path() / "h").problems.size() == 1);
  CHECK(HistoryStore::check(dir.path() / "missing").problems.empty());  // not made yet: empty, not broken
}

TEST_CASE("HistoryStore: abandoned temporary files go, in every folder of the history", "[safety]") {
  test::TestDirectory dir;
  HistoryStore::open(dir.path());
  fs::create_directory(dir.path() / "damaged");
  std::vector<fs::path> dead;
  for (const char* folder : {"", "sets", "damaged"}) {
    // 2^31-1 is above Linux's largest process id, so no process has it.
    dead.push_back(temporaryPathFor(dir.path() / folder / "index.json", 2147483647));
    writeAll(dead.back(), "half");
  }
  HistoryStore::open(dir.path());
  for (const fs::path& file : dead) CHECK_FALSE(fs::exists(file));
}

TEST_CASE("HistoryIndex: an edited index is not believed", "[safety][index]") {
  test::TestDirectory dir;
  std::string id;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    id = saveSome(store, 100000, 4);
    store.writeIndex();
  }
  const fs::path indexFile = dir.path() / "index.json";
  const SetSummary truth = *HistoryStore::open(dir.path()).find(id);
  std::string text = readAll(indexFile);
  CHECK(HistoryIndex::parse(text).size() == 1);
  // The first game's scoresheet, five letters after "games":", changed by hand: the stamps still match.
  const auto at = text.find("\"games\":\"") + 9;
  REQUIRE(at > 9);
  text[at + 2] = text[at + 2] == 'k' ? 'l' : 'k';
  writeAll(indexFile, text);
  std::string why;
  CHECK(HistoryIndex::parse(text, &why).size() == 0);
  CHECK(why == "not a usable index (its checksum does not match)");
  CHECK(*HistoryStore::open(dir.path()).find(id) == truth);
}
