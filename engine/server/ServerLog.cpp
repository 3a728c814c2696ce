#include "ServerLog.h"

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <mutex>
#include <string>

#if !defined(_WIN32)
#include <sys/stat.h>
#endif

namespace bizon {

namespace {

// Whether the standard error is the journal's own stream: JOURNAL_STREAM names its device and
// inode (systemd.exec(5)), which a child's redirected stderr no longer matches.
bool toJournal() {
#if defined(_WIN32)
  return false;
#else
  const char* stream = std::getenv("JOURNAL_STREAM");
  struct stat error {};
  if (!stream || fstat(2, &error) != 0) return false;
  return std::to_string(error.st_dev) + ":" + std::to_string(error.st_ino) == stream;
#endif
}

const char* word(LogLevel level) {
  switch (level) {
    case LogLevel::Error: return "error";
    case LogLevel::Warning: return "warning";
    case LogLevel::Notice: return "notice";
    case LogLevel::Info: break;
  }
  return "info";
}

std::string utcNow() {
  const std::time_t now = std::time(nullptr);
  std::tm parts{};
  gmtime_r(&now, &parts);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
  return text;
}

}  // namespace

void serverLog(LogLevel level, std::string_view text) {
  static const bool journal = toJournal();
  static std::mutex mutex;
  std::string said(text);
  for (char& c : said)
    if (c == '\n' || c == '\r') c = ' ';  // one event, one line: the level stays with all of it
  const std::string line = journal ? "<" + std::to_string(static_cast<int>(level)) + ">" + said + "\n"
                                   : utcNow() + " " + word(level) + ": " + said + "\n";
  std::lock_guard lock(mutex);
  std::fwrite(line.data(), 1, line.size(), stderr);
  std::fflush(stderr);
}

}  // namespace bizon
