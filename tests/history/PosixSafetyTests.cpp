// The history against a careless or hostile user, with POSIX's means: named pipes, /dev/zero, symbolic links (SafetyTests.cpp has the rest, for every system).
#include <catch2/catch.hpp>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#include <unistd.h>

#include "SomeSet.h"
#include "TestDirectory.h"
#include "files/AtomicFile.h"
#include "files/FileError.h"
#include "history/HistoryError.h"
#include "history/HistoryStore.h"

using namespace bizon;
namespace fs = std::filesystem;
using test::readAll;
using test::saveSome;
using test::writeAll;

TEST_CASE("AtomicFile: only regular files are read, without blocking, within the limit", "[safety]") {
  test::TestDirectory dir;
  const fs::path fifo = dir.path() / "fifo.json";
  REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  const FileText pipe = readFileLimited(fifo, 100);  // would wait for a writer forever if opened blocking
  CHECK(pipe.refusal == ReadRefusal::NotRegular);
  CHECK(pipe.why == "not a regular file (a named pipe)");
  CHECK(readFileLimited("/dev/zero", 100, Links::Follow).why == "not a regular file (a device)");
  CHECK(readFileLimited(dir.path(), 100).why == "not a regular file (a folder)");

  const fs::path real = dir.path() / "real.json";
  const fs::path link = dir.path() / "link.json";
  writeAll(real, "content");
  fs::create_symlink(real, link);
  CHECK(readFileLimited(link, 100).why == "not a regular file (a symbolic link)");
  CHECK(readFileLimited(link, 100, Links::Follow).text == "content");
  fs::create_symlink("/dev/zero", dir.path() / "zero.json");
  CHECK(readFileLimited(dir.path() / "zero.json", 100, Links::Follow).refusal == ReadRefusal::NotRegular);
  CHECK(readFileLimited(real, 6).why == "larger than 6 bytes (7 bytes)");
  CHECK(sizeInWords(std::size_t{4} << 20) == "4 MB");
  CHECK(sizeInWords(64 * 1024) == "64 KiB");

  // A stream has no size to look at: it is cut off once past the limit.
  const int zero = ::open("/dev/zero", O_RDONLY);
  REQUIRE(zero >= 0);
  const FileText endless = readStreamLimited(zero, 1 << 20);
  ::close(zero);
  CHECK(endless.refusal == ReadRefusal::TooLarge);
}

TEST_CASE("AtomicFile: a write goes through a fresh temporary file and never replaces a link or a device", "[safety]") {
  test::TestDirectory dir;
  const fs::path victim = dir.path() / "victim.txt";
  writeAll(victim, "precious");

  SECTION("a link at the target stays a link, and what it points to is untouched") {
    const fs::path target = dir.path() / "export.json";
    fs::create_symlink(victim, target);
    CHECK_THROWS_WITH(writeFileAtomically(target, "x"), Catch::Contains("not a regular file (a symbolic link)"));
    CHECK(fs::is_symlink(target));
    CHECK(readAll(victim) == "precious");
  }
  SECTION("a named pipe or a folder at the target is left as it is") {
    const fs::path fifo = dir.path() / "fifo";
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    CHECK_THROWS_AS(writeFileAtomically(fifo, "x"), FileError);
    CHECK(fs::is_fifo(fifo));
    CHECK_THROWS_AS(writeFileAtomically(dir.path(), "x"), FileError);
  }
  SECTION("a replaced file keeps its permissions") {
    const fs::path file = dir.path() / "private.json";
    writeAll(file, "old");
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
    writeFileAtomically(file, "new");
    CHECK(readAll(file) == "new");
    CHECK(fs::status(file).permissions() == (fs::perms::owner_read | fs::perms::owner_write));
  }
  SECTION("temporary names cannot be guessed, and a link planted at the old pid-only name is ignored") {
    const fs::path file = dir.path() / "index.json";
    CHECK(temporaryPathFor(file, 42) != temporaryPathFor(file, 42));
    CHECK(temporaryFileOwner(temporaryPathFor(file, 42)) == 42);
    CHECK(temporaryFileOwner(dir.path() / ".index.json.42.tmp") == 42);  // the name of earlier versions
    CHECK_FALSE(temporaryFileOwner(dir.path() / ".index.json.tmp"));
    fs::create_symlink(victim, dir.path() / (".index.json." + std::to_string(::getpid()) + ".tmp"));
    writeFileAtomically(file, "written");
    CHECK(readAll(file) == "written");
    CHECK(readAll(victim) == "precious");
  }
}

TEST_CASE("AtomicFile: a write left in place is whole at once and flushed later; flushing skips what is gone", "[safety]") {
  test::TestDirectory dir;
  const fs::path file = dir.path() / "set.json";
  writeAll(file, "old");
  writeFileAtomically(file, "new", Durability::InPlace);
  CHECK(readAll(file) == "new");
  CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator{}) == 1);  // no temporary left
  const fs::path victim = dir.path() / "victim.txt";
  writeAll(victim, "precious");
  const fs::path link = dir.path() / "link.json";
  fs::create_symlink(victim, link);
  CHECK_THROWS_WITH(writeFileAtomically(link, "x", Durability::InPlace), Catch::Contains("a symbolic link"));
  CHECK(readAll(victim) == "precious");

  CHECK_NOTHROW(flushToDisk({file, dir.path() / "removed since.json", dir.path() / "gone" / "set.json"}));
  CHECK_NOTHROW(flushToDisk({}));
  // Never through a link: a link where a saved file was is not flushed, and the caller hears it.
  CHECK_THROWS_WITH(flushToDisk({file, link}), Catch::Contains("cannot flush " + link.string()));
}

TEST_CASE("HistoryStore: a sets folder that is a link is refused and nothing is moved", "[safety]") {
  test::TestDirectory dir, elsewhere;
  writeAll(elsewhere.path() / "notes.json", "my own notes, not a set");
  fs::create_symlink(elsewhere.path(), dir.path() / "sets");
  CHECK_THROWS_WITH(HistoryStore::open(dir.path()), Catch::Contains("symbolic link"));
  CHECK(readAll(elsewhere.path() / "notes.json") == "my own notes, not a set");
  CHECK_FALSE(fs::exists(dir.path() / "damaged"));
  const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
  REQUIRE(report.problems.size() == 1);
  CHECK(report.problems[0].message.find("symbolic link") != std::string::npos);
}

TEST_CASE("HistoryStore: special files in the history neither hang nor stop it", "[safety]") {
  test::TestDirectory dir;
  std::string id;
  {
    HistoryStore store = HistoryStore::open(dir.path());
    id = saveSome(store, 20, 3);
  }
  REQUIRE(::mkfifo((dir.path() / "index.json").c_str(), 0644) == 0);
  REQUIRE(::mkfifo((dir.path() / "sets" / "20250101-000000-00000001.json").c_str(), 0644) == 0);
  HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.sets().size() == 1);
  CHECK(fs::is_fifo(dir.path() / "index.json"));  // not replaced: it is not Bizon's to remove
  CHECK_THROWS_AS(store.loadSet("20250101-000000-00000001"), HistoryError);
  const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
  CHECK(report.sound == 1);
  CHECK(report.problems.size() == 2);  // the index and the pipe named like a set
}
