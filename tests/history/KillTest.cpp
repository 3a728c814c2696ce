// The kill test: a writer saving the history after every action is killed with SIGKILL at random moments, hundreds of times; nothing it reported as saved may be lost, and every file must stay sound.
#include <catch2/catch.hpp>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <map>
#include <poll.h>
#include <spawn.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include "RandomPlay.h"
#include "TestDirectory.h"
#include "files/AtomicFile.h"
#include "history/HistoryStore.h"

extern char** environ;

using namespace bizon;
namespace fs = std::filesystem;

namespace {

// Starts the writer, collects its stdout for `micros` microseconds, kills it with SIGKILL, and
// returns everything it printed (a last, incomplete line included).
std::string runAndKill(const fs::path& dir, std::uint64_t seed, long micros) {
  int fds[2];
  REQUIRE(::pipe2(fds, O_CLOEXEC) == 0);
  posix_spawn_file_actions_t actions;
  ::posix_spawn_file_actions_init(&actions);
  ::posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
  const std::string exe = HISTORY_WRITER, where = dir.string(), seedText = std::to_string(seed);
  std::vector<char*> argv{const_cast<char*>(exe.c_str()), const_cast<char*>(where.c_str()),
                          const_cast<char*>(seedText.c_str()), nullptr};
  pid_t pid = 0;
  const int spawned = ::posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ);
  ::posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  REQUIRE(spawned == 0);

  std::string output;
  char buffer[65536];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::microseconds(micros);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::nanoseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    pollfd p{fds[0], POLLIN, 0};
    const timespec timeout{static_cast<time_t>(left.count() / 1'000'000'000), static_cast<long>(left.count() % 1'000'000'000)};
    if (::ppoll(&p, 1, &timeout, nullptr) <= 0) continue;
    const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
    if (n <= 0) break;  // the writer died by itself: the checks below will say why
    output.append(buffer, static_cast<std::size_t>(n));
  }
  ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) output.append(buffer, static_cast<std::size_t>(n));
  ::close(fds[0]);
  CHECK((WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL));
  return output;
}

int leftoverTemporaryFiles(const fs::path& dir) {
  int count = 0;
  // A writer killed before it made the sets folder left nothing in it.
  if (!fs::exists(dir / "sets")) return 0;
  for (const fs::directory_entry& e : fs::directory_iterator(dir / "sets"))
    if (temporaryFileOwner(e.path())) ++count;
  return count;
}

}  // namespace

TEST_CASE("HistoryStore: hundreds of SIGKILLs while saving lose nothing completed", "[store][kill]") {
  test::TestDirectory dir;
  constexpr int rounds = 300;
  Random random(20250301);
  // What the writers reported as saved, by set: action lines, the N-th at index N-1.
  std::map<std::string, std::vector<std::string>> reported;
  int killedMidWrite = 0, resumes = 0;
  for (int round = 0; round < rounds; ++round) {
    // Up to 30 ms: long enough for dozens of saves, short enough that many kills land early.
    const long micros = static_cast<long>(random.below(30000));
    const std::string output = runAndKill(dir.path(), random.next(), micros);
    killedMidWrite += leftoverTemporaryFiles(dir.path()) > 0 ? 1 : 0;

    std::map<std::string, std::size_t> lastThisRound;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
      if (lines.eof()) break;  // no newline: the writer was killed while printing it
      INFO("round " << round << ": " << line);
      REQUIRE_FALSE(line.starts_with("problem "));
      std::istringstream words(line);
      std::string first, id;
      std::size_t n = 0;
      words >> first;
      if (first == "start") {
        words >> id;
        REQUIRE(reported.count(id) == 0);
        reported[id];
        lastThisRound[id] = 0;
      } else if (first == "resume") {
        words >> id >> n;
        // A resumed set has everything reported so far, and at most the one action in flight.
        REQUIRE(n >= reported[id].size());
        REQUIRE(n <= reported[id].size() + 1);
        // The action saved but never reported is now known to be there (its text is not).
        reported[id].resize(n);
        lastThisRound[id] = n;
        ++resumes;
      } else {
        id = first;
        words >> n;
        std::string action;
        std::getline(words >> std::ws, action);
        std::vector<std::string>& actions = reported[id];
        REQUIRE(n >= 1);
        actions.resize(std::max(actions.size(), n));
        actions[n - 1] = action;
        lastThisRound[id] = n;
      }
    }

    HistoryStore store = HistoryStore::open(dir.path());
    INFO("round " << round);
    REQUIRE(store.problems().empty());
    for (const auto& [id, last] : lastThisRound) {
      const std::vector<std::string> stored = test::actionsOf(store.loadSet(id).games);
      const std::vector<std::string>& expected = reported[id];
      REQUIRE(stored.size() >= last);
      REQUIRE(stored.size() <= last + 1);  // saved, killed before it could say so
      for (std::size_t k = 0; k < last; ++k)
        if (!expected[k].empty()) REQUIRE(stored[k] == expected[k]);
    }
  }

  // Everything ever reported, in every set, is still there; every file is sound.
  HistoryStore store = HistoryStore::open(dir.path());
  CHECK(store.problems().empty());
  CHECK(store.sets().size() == reported.size());
  for (const auto& [id, expected] : reported) {
    const std::vector<std::string> stored = test::actionsOf(store.loadSet(id).games);
    REQUIRE(stored.size() >= expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k)
      if (!expected[k].empty()) CHECK(stored[k] == expected[k]);
  }
  const HistoryStore::CheckReport report = HistoryStore::check(dir.path());
  CHECK(report.problems.empty());
  CHECK(report.sound == static_cast<int>(reported.size()));
  CHECK(report.setAside == 0);
  // Evidence that the kills did land inside saves (a temporary file left behind) and that sets
  // were resumed, not only started afresh.
  WARN("kills inside a save: " << killedMidWrite << " of " << rounds << "; resumes: " << resumes
                               << "; sets: " << reported.size());
  CHECK(killedMidWrite > 0);
  CHECK(resumes > rounds / 4);
}
