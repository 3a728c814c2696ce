// HistoryStore: saving, listing, loading and resuming sets; bad files set aside and never deleted; the index; import and export; check.
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <mutex>
#include <unistd.h>

#include "RandomPlay.h"
#include "TestDirectory.h"
#include "files/AtomicFile.h"
#include "history/HistoryPaths.h"
#include "history/HistoryError.h"
#include "history/HistoryIndex.h"
#include "codec/SetFileCodec.h"
#include "history/HistoryStore.h"

using namespace bizon;
namespace fs = std::filesystem;
using test::readAll;
using test::writeAll;

namespace {

TimePoint at(int minute) { return *parseTime("2025-03-01T14:00:00Z") + std::chrono::minutes(minute); }

SetMetadata newMetadata(HistoryStore& store, int minute, SetOrigin origin = SetOrigin::Played,
                        std::uint64_t seed = 1) {
  SetMetadata m;
  m.id = store.newSetId(at(minute));
  m.started = at(minute);
  m.language = "en";
  m.players = {{"human", "random", "random"}};
  m.origin = origin;
  m.options = MatchOptions{seed, Shuffle::Light, 15};
  return m;
}

// Saves a set of `actions` random actions (all of them when large) and returns what was saved.
StoredSet saveRandomSet(HistoryStore& store, int minute, int actions, std::uint64_t seed,
                        SetOrigin origin = SetOrigin::Played) {
  const SetMetadata m = newMetadata(store, minute, origin, seed);
  Match match(m.options);
  Random random(seed);
  test::playRandomly(match, actions, random);
  const SetSummary& saved = store.save(m, match);
  return {saved.metadata, match.records()};
}

}  // namespace

TEST_CASE("HistoryStore: saved sets are listed, loaded and resumed as they were", "[store]") {
  test::TestDirectory dir;
  std::vector<StoredSet> saved;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.sets().empty());
    saved.push_back(saveRandomSet(store, 10, 100000, 1));  // finished
    saved.push_back(saveRandomSet(store, 5, 77, 2));       // unfinished, started earlier
    saved.push_back(saveRandomSet(store, 20, 0, 3));       // no action yet
    REQUIRE(store.sets().size() == 3);
    CHECK(store.sets()[0].metadata.id == saved[1].metadata.id);  // oldest first
    CHECK(saved[0].metadata.ended);  // the end time was filled in when the set was over
  }
  for (bool withIndex : {true, false}) {
    if (!withIndex) fs::remove(dir.path() / "index.json");
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.problems().empty());
    REQUIRE(store.sets().size() == 3);
    for (const StoredSet& set : saved) {
      const SetSummary* summary = store.find(set.metadata.id);
      REQUIRE(summary);
      CHECK(summary->metadata == set.metadata);
      CHECK(*summary == summarize(set.metadata, set.resume()));
      CHECK(store.loadSet(set.metadata.id) == set);
    }
    CHECK(store.find(saved[0].metadata.id)->finished());
    CHECK(store.find(saved[0].metadata.id)->gamesPlayed() == 15);
    CHECK_FALSE(store.find(saved[1].metadata.id)->finished());
  }
  CHECK(fs::exists(dir.path() / "index.json"));
}

TEST_CASE("HistoryStore: every action saved is there after reopening, and play resumes at that exact action", "[store]") {
  test::TestDirectory dir;
  HistoryStore store = HistoryStore::open(dir.path());
  const SetMetadata m = newMetadata(store, 0, SetOrigin::Played, 99);
  Match match(m.options);
  Random random(99);
  store.save(m, match);
  for (int action = 1; action <= 200; ++action) {
    test::playRandomAction(match, random);
    store.save(m, match);
    if (action % 23 != 0) continue;
    HistoryStore reopened = HistoryStore::open(dir.path());
    std::optional<StoredSet> resumed = reopened.latestUnfinished();
    REQUIRE(resumed);
    CHECK(test::actionsOf(resumed->games).size() == static_cast<std::size_t>(action));
    const Match again = resumed->resume();
    CHECK(again.records() == match.records());
    CHECK(again.game().toAct() == match.game().toAct());
    CHECK(again.game().decision() == match.game().decision());
  }
}

TEST_CASE("HistoryStore: a set played online is kept with its table, and never resumed as a game against Goat and Sheep", "[store][online]") {
  test::TestDirectory dir;
  StoredSet local, online;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    local = saveRandomSet(store, 1, 40, 1);
    // Newer and unfinished, its first game done: the table of friends is reached by Back to the table only.
    SetMetadata m = newMetadata(store, 2, SetOrigin::Online, 0);
    m.players = {{"human", "human", "hard"}};
    m.online = OnlineTable{"K7QM2-9XH4R", Seat::Goat, {{"Ann", "Bob", ""}}};
    Match match(m.options);
    Random random(9);
    while (match.finishedGames().empty()) test::playRandomly(match, 1, random);
    online = {m, match.finishedGames()};
    store.save(online, summarize(m, Match(m.options, online.games)));
    REQUIRE(store.latestUnfinished());
    CHECK(store.latestUnfinished()->metadata.id == local.metadata.id);
    store.writeIndex();
  }
  // Read again from the index, and from the file alone.
  for (bool withIndex : {true, false}) {
    if (!withIndex) fs::remove(HistoryPaths(dir.path()).index());
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.problems().empty());
    const SetSummary* found = store.find(online.metadata.id);
    REQUIRE(found);
    CHECK(found->metadata == online.metadata);
    CHECK(store.loadSet(online.metadata.id) == online);
    REQUIRE(store.latestUnfinished());
    CHECK(store.latestUnfinished()->metadata.id == local.metadata.id);
  }
}

TEST_CASE("HistoryStore: latestUnfinished picks the newest played set that is not over", "[store]") {
  test::TestDirectory dir;
  HistoryStore store = HistoryStore::open(dir.path());
  CHECK_FALSE(store.latestUnfinished());
  const StoredSet older = saveRandomSet(store, 1, 50, 1);
  const StoredSet newer = saveRandomSet(store, 2, 60, 2);
  saveRandomSet(store, 3, 100000, 3);                      // finished
  saveRandomSet(store, 4, 10, 4, SetOrigin::Simulated);    // not the player's
  REQUIRE(store.latestUnfinished());
  CHECK(store.latestUnfinished()->metadata.id == newer.metadata.id);

  SECTION("a file damaged since opening is set aside and the one before is resumed") {
    const fs::path file = store.fileOf(newer.metadata.id);
    writeAll(file, "{\"format\":\"bizon-set\",");
    std::optional<StoredSet> resumed = store.latestUnfinished();
    REQUIRE(resumed);
    CHECK(resumed->metadata.id == older.metadata.id);
    REQUIRE(store.problems().size() == 1);
    CHECK(store.problems()[0].action == HistoryProblem::Action::SetAside);
    CHECK(readAll(*store.problems()[0].movedTo) == "{\"format\":\"bizon-set\",");
    CHECK_FALSE(store.find(newer.metadata.id));
  }
}

TEST_CASE("HistoryStore: an abandoned set stays in the history, marked, and is never resumed", "[store]") {
  test::TestDirectory dir;
  std::string abandonedId, emptyId, newId;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    const StoredSet played = saveRandomSet(store, 1, 80, 1);  // a few games in
    abandonedId = played.metadata.id;
    const int games = store.find(abandonedId)->gamesPlayed();
    store.abandon(abandonedId);
    REQUIRE(store.find(abandonedId));
    CHECK(store.find(abandonedId)->metadata.abandoned);
    CHECK(store.find(abandonedId)->gamesPlayed() == games);
    CHECK(store.loadSet(abandonedId).games == played.games);  // every record kept
    CHECK_FALSE(store.latestUnfinished());
    // A set without a single move is removed, as if never begun.
    emptyId = saveRandomSet(store, 2, 0, 2).metadata.id;
    store.abandon(emptyId);
    CHECK_FALSE(store.find(emptyId));
    CHECK_FALSE(fs::exists(store.fileOf(emptyId)));
    // The new set is the one resumed, before its first move.
    newId = saveRandomSet(store, 3, 0, 3).metadata.id;
    REQUIRE(store.latestUnfinished());
    CHECK(store.latestUnfinished()->metadata.id == newId);
    store.writeIndex();
  }
  for (bool withIndex : {true, false}) {
    if (!withIndex) fs::remove(dir.path() / "index.json");
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.problems().empty());
    REQUIRE(store.sets().size() == 2);
    CHECK(store.find(abandonedId)->metadata.abandoned);
    CHECK_FALSE(store.find(newId)->metadata.abandoned);
    CHECK_FALSE(store.find(emptyId));
    REQUIRE(store.latestUnfinished());
    CHECK(store.latestUnfinished()->metadata.id == newId);
  }
  SECTION("a finished set is not abandoned") {
    HistoryStore store = HistoryStore::open(dir.path());
    const std::string id = saveRandomSet(store, 4, 100000, 4).metadata.id;
    store.abandon(id);
    CHECK_FALSE(store.find(id)->metadata.abandoned);
  }
}

TEST_CASE("HistoryStore: a set file written before the abandoned mark opens unchanged, not abandoned", "[store]") {
  test::TestDirectory dir;
  std::string id, before;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    id = saveRandomSet(store, 1, 40, 5).metadata.id;
    before = readAll(store.fileOf(id));
  }
  // The files of earlier versions have no "abandoned" field: one written now has none either.
  CHECK(before.find("abandoned") == std::string::npos);
  fs::remove(dir.path() / "index.json");
  HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.problems().empty());
  REQUIRE(store.find(id));
  CHECK_FALSE(store.find(id)->metadata.abandoned);
  REQUIRE(store.latestUnfinished());
  CHECK(store.latestUnfinished()->metadata.id == id);
  CHECK(readAll(store.fileOf(id)) == before);
  SECTION("a mark that is not true or false is named") {
    std::string text = before;
    text.replace(text.find("\"origin\""), 0, "\"abandoned\":\"yes\",");
    writeAll(store.fileOf(id), text);
    const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
    CHECK(std::any_of(report.problems.begin(), report.problems.end(),
                      [](const HistoryProblem& p) { return p.why == "abandoned: yes is not true or false"; }));
  }
}

TEST_CASE("HistoryStore: bad files are set aside, kept byte for byte, named, and the rest is intact", "[store][hostile]") {
  test::TestDirectory dir;
  std::vector<StoredSet> good;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    for (int i = 0; i < 3; ++i) good.push_back(saveRandomSet(store, i, 40 * i + 100000 * (i == 0), 10 + i));
  }
  const fs::path sets = dir.path() / "sets";
  const StoredSet victim = good[2];
  std::string valid = readAll(sets / (victim.metadata.id + ".json"));
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = valid;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  const std::vector<std::pair<std::string, std::string>> bad{
      {"20250101-000000-00000001.json", valid.substr(0, valid.size() / 2)},                 // truncated
      {"20250101-000000-00000002.json", std::string("\x00\x01garbage\xff", 11)},             // garbage
      {"20250101-000000-00000003.json", replaced("\"version\":1", "\"version\":0")},         // wrong version
      {"20250101-000000-00000004.json", std::string(200000, '[') + std::string(200000, ']')},  // deep
      {"20250101-000000-00000005.json", ""},                                                 // empty
      {"20250101-000000-00000006.json", replaced("\"seed\":", "\"seed\":\"x\",\"was\":")},     // wrong type
      {"20250101-000000-00000007.json", valid},                                              // id ≠ name
      {"20250101-000000-00000008.json", replaced("\"card\":\"", "\"card\":\"X")},           // does not replay
  };
  for (const auto& [name, text] : bad) writeAll(sets / name, text);
  // 100 MB in one string: refused by its size without being read.
  {
    std::ofstream big(sets / "20250101-000000-00000009.json", std::ios::binary);
    big << "{\"format\":\"bizon-set\",\"version\":1,\"language\":\"" << std::string(100 << 20, 'x') << "\"}";
  }
  const std::string bigText = readAll(sets / "20250101-000000-00000009.json");

  HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.sets().size() == good.size());
  for (const StoredSet& set : good) CHECK(store.loadSet(set.metadata.id) == set);
  REQUIRE(store.problems().size() == bad.size() + 1);
  for (const HistoryProblem& problem : store.problems()) {
    INFO(problem.message);
    CHECK(problem.action == HistoryProblem::Action::SetAside);
    REQUIRE(problem.movedTo);
    CHECK(problem.movedTo->parent_path() == dir.path() / "damaged");
    CHECK(problem.message.find(problem.file.string()) != std::string::npos);
    CHECK(problem.message.find(problem.movedTo->string()) != std::string::npos);
    CHECK_FALSE(fs::exists(problem.file));
    CHECK(fs::exists(problem.movedTo->string() + ".reason.txt"));
  }
  for (const auto& [name, text] : bad) CHECK(readAll(dir.path() / "damaged" / name) == text);
  CHECK(readAll(dir.path() / "damaged" / "20250101-000000-00000009.json") == bigText);
  auto problemOf = [&](const std::string& name) {
    for (const HistoryProblem& p : store.problems())
      if (p.file.filename() == name) return p;
    FAIL("no problem reported for " << name);
    return HistoryProblem{};
  };
  CHECK(problemOf("20250101-000000-00000001.json").problem == SetFileProblem::NotJson);
  CHECK(problemOf("20250101-000000-00000003.json").problem == SetFileProblem::WrongVersion);
  CHECK(problemOf("20250101-000000-00000007.json").why.find("does not match the file name") != std::string::npos);
  CHECK(problemOf("20250101-000000-00000006.json").why.starts_with("options.seed: "));
  const std::string unplayable = problemOf("20250101-000000-00000008.json").why;
  CHECK(unplayable.starts_with("game "));
  CHECK(unplayable.find(": play 0: ") != std::string::npos);  // the first card played, now "X…"
  CHECK(problemOf("20250101-000000-00000009.json").problem == SetFileProblem::TooLarge);

  SECTION("a second bad file of the same name does not overwrite the first one set aside") {
    writeAll(sets / "20250101-000000-00000002.json", "second");
    HistoryStore again = HistoryStore::open(dir.path());
    REQUIRE(again.problems().size() == 1);
    CHECK(readAll(dir.path() / "damaged" / "20250101-000000-00000002.json.1") == "second");
    CHECK(readAll(dir.path() / "damaged" / "20250101-000000-00000002.json") == std::string("\x00\x01garbage\xff", 11));
  }
  SECTION("check counts what was set aside but does not fail for it") {
    const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
    CHECK(report.problems.empty());
    CHECK(report.sound == static_cast<int>(good.size()));
    CHECK(report.setAside == static_cast<int>(bad.size()) + 1);
  }
}

TEST_CASE("HistoryStore: a newer version's file is left untouched, reported, and never overwritten", "[store]") {
  test::TestDirectory dir;
  StoredSet set;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    set = saveRandomSet(store, 0, 30, 5);
  }
  const fs::path file = dir.path() / "sets" / (set.metadata.id + ".json");
  std::string text = readAll(file);
  text.replace(text.find("\"version\":1"), 11, "\"version\":4");  // 2 is an online set's, 3 a daily deal's
  writeAll(file, text);
  // Its stamp (its size and time of last write; on Linux its inode too) says it is untouched.
  const auto before = stampOf(file);

  HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.sets().empty());
  REQUIRE(store.problems().size() == 1);
  CHECK(store.problems()[0].action == HistoryProblem::Action::LeftAlone);
  CHECK(store.problems()[0].problem == SetFileProblem::NewerVersion);
  CHECK(store.problems()[0].message.find(file.string()) != std::string::npos);
  CHECK(store.problems()[0].message.find("newer") != std::string::npos);
  CHECK(readAll(file) == text);
  REQUIRE(before);
  CHECK(stampOf(file) == before);
  CHECK_FALSE(fs::exists(dir.path() / "damaged"));
  // Its id is taken: saving under it is refused rather than destroying the newer file.
  Match match(set.metadata.options);
  CHECK_THROWS_AS(store.save(set.metadata, match), HistoryError);
  CHECK(readAll(file) == text);

  const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
  CHECK(report.problems.empty());
  CHECK(report.newer.size() == 1);
}

TEST_CASE("HistoryStore: check reads every file in full and moves nothing", "[store]") {
  test::TestDirectory dir;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    for (int i = 0; i < 4; ++i) saveRandomSet(store, i, 20 + 300 * i, 30 + i);
  }
  HistoryStore::CheckReport report = HistoryStore::check(dir.path());
  CHECK(report.sound == 4);
  CHECK(report.problems.empty());

  const fs::path bad = dir.path() / "sets" / "20250101-000000-0000000a.json";
  writeAll(bad, "{not json");
  report = HistoryStore::check(dir.path());
  CHECK(report.sound == 4);
  REQUIRE(report.problems.size() == 1);
  CHECK(report.problems[0].file == bad);
  CHECK(report.problems[0].problem == SetFileProblem::NotJson);
  CHECK(fs::exists(bad));
}

TEST_CASE("HistoryIndex: a rebuildable cache that never hides a change to a set file", "[store][index]") {
  test::TestDirectory dir;
  const fs::path indexFile = dir.path() / "index.json";
  StoredSet a, b;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    a = saveRandomSet(store, 0, 100000, 1);
    b = saveRandomSet(store, 1, 50, 2);
  }
  HistoryStore::open(dir.path());
  const HistoryIndex index = HistoryIndex::read(indexFile);
  CHECK(index.size() == 2);

  SECTION("a stale entry is replaced by what the file says") {
    {
      HistoryStore store = HistoryStore::open(dir.path());
      Match match = b.resume();
      Random random(3);
      test::playRandomly(match, 100000, random);
      store.save(b.metadata, match);
    }
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.find(b.metadata.id)->finished());
    CHECK(HistoryIndex::read(indexFile).find(b.metadata.id + ".json", *stampOf(store.fileOf(b.metadata.id))));
  }
  SECTION("a removed set file takes its entry with it") {
    fs::remove(dir.path() / "sets" / (a.metadata.id + ".json"));
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.sets().size() == 1);
    CHECK(HistoryIndex::read(indexFile).size() == 1);
  }
  SECTION("a damaged, foreign or newer index is rebuilt silently") {
    for (std::string text : {std::string("garbage"), std::string("{\"format\":\"bizon-history-index\",\"version\":7}"),
                             std::string(300, '['), std::string()}) {
      writeAll(indexFile, text);
      HistoryStore store = HistoryStore::open(dir.path());
      CHECK(store.problems().empty());
      CHECK(store.sets().size() == 2);
      CHECK(HistoryIndex::read(indexFile) == index);
    }
  }
  SECTION("a damaged entry fails the checksum: the index is rebuilt from the set files") {
    std::string text = readAll(indexFile);
    const auto at = text.find("\"games\":\"");
    REQUIRE(at != std::string::npos);
    text.replace(at, 9, "\"games\":\"Qy");
    writeAll(indexFile, text);
    CHECK(HistoryIndex::read(indexFile).size() == 0);
    HistoryStore store = HistoryStore::open(dir.path());
    CHECK(store.sets().size() == 2);
    CHECK(HistoryIndex::read(indexFile) == index);
  }
  SECTION("check notices an entry that disagrees with its file") {
    HistoryIndex forged = index;
    SetSummary lie = *HistoryStore::open(dir.path()).find(a.metadata.id);
    lie.games[0].sp[Seat::You] += 1;
    forged.put(a.metadata.id + ".json", *stampOf(dir.path() / "sets" / (a.metadata.id + ".json")), lie);
    forged.write(indexFile);
    const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].file == indexFile);
  }
}

TEST_CASE("HistoryStore: export and import carry a set between histories unchanged", "[store]") {
  test::TestDirectory from, to, files;
  HistoryStore source = HistoryStore::open(from.path());
  const StoredSet finished = saveRandomSet(source, 0, 100000, 7);
  const StoredSet unfinished = saveRandomSet(source, 1, 111, 8, SetOrigin::Simulated);
  HistoryStore target = HistoryStore::open(to.path());
  for (const StoredSet& set : {finished, unfinished}) {
    const fs::path file = files.path() / (set.metadata.id + ".export.json");
    source.exportSet(set.metadata.id, file);
    CHECK(readAll(file) == source.exportText(set.metadata.id));
    const HistoryStore::Imported imported = target.importSet(file);
    CHECK(imported.id == set.metadata.id);
    CHECK_FALSE(imported.alreadyThere);
    CHECK(target.loadSet(imported.id) == set);
    CHECK(target.importSet(file).alreadyThere);
  }
  CHECK(HistoryStore::open(to.path()).sets().size() == 2);

  SECTION("a different set under a taken id gets a new id; neither is lost") {
    std::string text = source.exportText(unfinished.metadata.id);
    text.replace(text.find("\"language\":\"en\""), 15, "\"language\":\"fr\"");
    const fs::path file = files.path() / "changed.json";
    writeAll(file, text);
    const HistoryStore::Imported imported = target.importSet(file);
    CHECK_FALSE(imported.alreadyThere);
    CHECK(imported.id != unfinished.metadata.id);
    CHECK(target.loadSet(imported.id).metadata.language == "fr");
    CHECK(target.loadSet(unfinished.metadata.id) == unfinished);
    // Imported again, it is found by its content under the id it got: still one copy.
    const HistoryStore::Imported again = target.importSet(file);
    CHECK(again.alreadyThere);
    CHECK(again.id == imported.id);
    CHECK(HistoryStore::open(to.path()).sets().size() == 3);
  }
  SECTION("a bad file is refused with its reason, and nothing is written") {
    const fs::path file = files.path() / "bad.json";
    writeAll(file, "{\"format\":\"bizon-set\",\"version\":1}");
    CHECK_THROWS_WITH(target.importSet(file), Catch::Contains("bad.json") && Catch::Contains("id: missing"));
    CHECK_THROWS_AS(target.importSet(files.path() / "missing.json"), HistoryError);
    CHECK(HistoryStore::open(to.path()).sets().size() == 2);
  }
  CHECK_THROWS_AS(source.exportText("no-such-set"), HistoryError);
  CHECK_THROWS_AS(source.loadSet("../etc/passwd"), HistoryError);
}

TEST_CASE("HistoryStore: saving refuses what it could not load back", "[store]") {
  test::TestDirectory dir;
  HistoryStore store = HistoryStore::open(dir.path());
  SetMetadata m = newMetadata(store, 0);
  Match match(m.options);
  m.id = "../escape";
  CHECK_THROWS_AS(store.save(m, match), std::invalid_argument);
  m.id = "ok";
  m.ended = at(5);
  CHECK_THROWS_AS(store.save(m, match), std::invalid_argument);
  CHECK(fs::is_empty(dir.path() / "sets"));
}

TEST_CASE("HistoryStore: a set saved from its records and summary is the file a save from its match writes", "[store]") {
  test::TestDirectory a, b;
  HistoryStore fromMatch = HistoryStore::open(a.path()), fromRecords = HistoryStore::open(b.path());
  SetMetadata m = newMetadata(fromMatch, 0);
  Match match(m.options);
  Random random(17);
  for (int actions : {0, 1, 40, 100000}) {
    test::playRandomly(match, actions, random);
    if (match.over()) m.ended = at(30);  // not now: the two saves could fall in different seconds
    const SetSummary& saved = fromMatch.save(m, match);
    SetMetadata copied = m;
    copied.options = match.options();
    const SetSummary& same = fromRecords.save(StoredSet{copied, match.records()}, summarize(copied, match));
    CHECK(same == saved);
    CHECK(readAll(fromRecords.fileOf(m.id)) == readAll(fromMatch.fileOf(m.id)));
  }
  CHECK(match.over());
}

TEST_CASE("HistoryStore: leftovers of a killed writer are removed, a live writer's are not", "[store]") {
  test::TestDirectory dir;
  HistoryStore::open(dir.path());
  const fs::path sets = dir.path() / "sets";
  // 2^31-1 is above Linux's largest process id, so no process has it.
  const fs::path dead = temporaryPathFor(sets / "20250101-000000-00000001.json", 2147483647);
  const fs::path live = temporaryPathFor(sets / "20250101-000000-00000002.json", static_cast<long>(::getpid()));
  writeAll(dead, "half a set");
  writeAll(live, "being written");
  CHECK(temporaryFileOwner(dead) == 2147483647);
  CHECK_FALSE(temporaryFileOwner(sets / "20250101-000000-00000001.json"));
  HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.problems().empty());
  CHECK_FALSE(fs::exists(dead));
  CHECK(fs::exists(live));
  CHECK(HistoryStore::check(dir.path()).problems.empty());
}

TEST_CASE("AtomicFile: a write replaces the whole file or nothing", "[store]") {
  test::TestDirectory dir;
  const fs::path file = dir.path() / "f.json";
  writeFileAtomically(file, "first");
  writeFileAtomically(file, "second, longer");
  CHECK(readAll(file) == "second, longer");
  CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 1);
  CHECK_THROWS_AS(writeFileAtomically(dir.path() / "missing" / "f.json", "x"), std::system_error);
  CHECK(readFileLimited(file, 5).refusal == ReadRefusal::TooLarge);
  CHECK(readFileLimited(file, 100).text == "second, longer");
  CHECK(readFileLimited(dir.path(), 100).refusal == ReadRefusal::NotRegular);
  CHECK(readFileLimited(dir.path() / "missing", 100).refusal == ReadRefusal::Missing);
}

TEST_CASE("HistoryStore: a set's take-backs are kept and counted; a set without any keeps its shape", "[store]") {
  test::TestDirectory dir;
  HistoryStore store = HistoryStore::open(dir.path());
  StoredSet set = saveRandomSet(store, 1, 40, 5);
  CHECK(readAll(store.fileOf(set.metadata.id)).find("take_backs") == std::string::npos);
  set.metadata.takeBacks = 2;
  const Match match(set.metadata.options, set.games);
  store.save(set.metadata, match);
  const std::string text = readAll(store.fileOf(set.metadata.id));
  CHECK(text.find("\"take_backs\":2") != std::string::npos);
  CHECK(store.find(set.metadata.id)->metadata.takeBacks == 2);
  CHECK(store.loadSet(set.metadata.id).metadata.takeBacks == 2);
  fs::remove(dir.path() / "index.json");
  {
    HistoryStore reopened = HistoryStore::open(dir.path());
    CHECK(reopened.problems().empty());
    CHECK(reopened.find(set.metadata.id)->metadata.takeBacks == 2);
  }
  SECTION("a count that is not a whole number is named") {
    std::string bad = text;
    bad.replace(bad.find("\"take_backs\":2"), 14, "\"take_backs\":-1");
    writeAll(store.fileOf(set.metadata.id), bad);
    const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
    CHECK(std::any_of(report.problems.begin(), report.problems.end(), [](const HistoryProblem& p) {
      return p.why == "take_backs: -1 is not a whole number from 0 to 1000000";
    }));
  }
}

TEST_CASE("HistoryStore: saves queued on its writer are seen by the next read, none lost across sets or a move", "[store][writer]") {
  test::TestDirectory dir;
  std::vector<std::pair<SetMetadata, Match>> sets;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    for (int s = 0; s < 3; ++s) {
      SetMetadata m = newMetadata(store, s, SetOrigin::Played, static_cast<std::uint64_t>(10 + s));
      sets.emplace_back(m, Match(m.options));
    }
    Random random(5);
    // Bursts of moves of three sets interleaved, each state queued as the table queues it: a
    // newer state of a set replaces its older one, never another set's.
    for (int round = 0; round < 30; ++round)
      for (auto& [m, match] : sets) {
        test::playRandomly(match, 1 + round % 3, random);
        store.saveLater({m, match.records()}, summarize(m, match));
      }
    REQUIRE(store.sets().size() == 3);  // no flush: reading waits for the writer
    for (const auto& [m, match] : sets) CHECK(store.loadSet(m.id).games == match.records());
    for (auto& [m, match] : sets) {
      test::playRandomly(match, 5, random);
      store.saveLater({m, match.records()}, summarize(m, match));
    }
    HistoryStore moved = std::move(store);  // the saves queued are written through the store they were queued in
    for (const auto& [m, match] : sets) CHECK(moved.loadSet(m.id).games == match.records());
    for (auto& [m, match] : sets) {
      test::playRandomly(match, 5, random);
      moved.saveLater({m, match.records()}, summarize(m, match));
    }
    CHECK_FALSE(moved.takeSaveFailure());
  }  // the store's end writes what is queued
  const HistoryStore reopened = HistoryStore::open(dir.path());
  for (const auto& [m, match] : sets) CHECK(reopened.loadSet(m.id).games == match.records());
}

namespace {

std::size_t movesIn(const std::vector<GameRecord>& games) {
  std::size_t moves = 0;
  for (const GameRecord& g : games) moves += g.moves.size();
  return moves;
}

}  // namespace

TEST_CASE("HistoryStore: a queued save's done comes once that state or a newer one is on disk, and says so; after a failure too", "[store][writer]") {
  test::TestDirectory dir;
  std::mutex mutex;
  std::vector<std::pair<std::size_t, std::size_t>> told;  // moves queued, moves in the file when done came
  bool allSaved = true;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    std::vector<std::pair<SetMetadata, Match>> sets;
    for (int s = 0; s < 3; ++s) {
      SetMetadata m = newMetadata(store, s, SetOrigin::Played, static_cast<std::uint64_t>(40 + s));
      sets.emplace_back(m, Match(m.options));
    }
    Random random(8);
    for (int round = 0; round < 20; ++round)
      for (auto& [m, match] : sets) {
        test::playRandomly(match, 1 + round % 2, random);
        const std::size_t moves = movesIn(match.records());
        store.saveLater({m, match.records()}, summarize(m, match), [&, file = store.fileOf(m.id), moves](bool saved) {
          const FileText text = readFileLimited(file, setFileMaxBytes);
          const SetFileReading reading = text.text ? parseSet(*text.text) : SetFileReading{};
          std::lock_guard lock(mutex);
          told.emplace_back(moves, reading.set ? movesIn(reading.set->games) : 0);
          allSaved = allSaved && saved;
        });
      }
    SetMetadata bad = sets[0].first;
    bad.id = "../outside";  // refused by the writer: its done comes all the same, saying so
    std::optional<bool> badSaved;
    store.saveLater({bad, sets[0].second.records()}, summarize(bad, sets[0].second), [&](bool saved) { badSaved = saved; });
    REQUIRE(store.sets().size() == 3);  // settles the writer: the refused save is done
    CHECK(badSaved == false);
    CHECK(store.takeSaveFailure());
  }  // the store's end flushes: every other save is done by then
  REQUIRE(told.size() == 60);  // every save's done, once, even those a newer state replaced
  for (const auto& [queued, inFile] : told) CHECK(inFile >= queued);
  CHECK(allSaved);
}
