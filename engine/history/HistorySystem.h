// The history's calls on the file system that differ between systems: the listing with stamps, a second name that never replaces a file, the locks on sets. One definition per system: HistoryPosix.cpp, HistoryWindows.cpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "HistoryIndex.h"

namespace bizon {

// One entry of a folder: its name, whether it is a regular file (a link is not, whatever it points
// to), and its stamp, taken when listing, before any reading: if a writer replaces the file
// meanwhile, the index entry carries the older stamp and the file is simply read again next time.
struct ListedFile {
  std::string name;
  bool regular = false;
  std::optional<HistoryIndex::Stamp> stamp;
};

// The folder's entries with their stamps ("." and ".." left out). A link put in place of the
// folder is not listed through. Throws std::system_error if the folder cannot be listed.
std::vector<ListedFile> listFolder(const std::filesystem::path& folder);

// Gives `file` the second name `target` (a hard link) unless a file has that name: Taken then,
// and a file is never replaced, so two processes setting files aside at once keep both copies.
enum class Linked : std::uint8_t { Done, Taken, Failed };
Linked linkNew(const std::filesystem::path& file, const std::filesystem::path& target, std::string& why);

// One analysis of a set at a time, across threads and processes: an exclusive lock on the set
// file, which nothing else locks, waited for (a look every 50 ms) until it is had or `cancel`.
class SetFileLock {
 public:
  SetFileLock(const std::filesystem::path& file, const std::atomic<bool>& cancel);
  SetFileLock(const SetFileLock&) = delete;
  SetFileLock& operator=(const SetFileLock&) = delete;
  ~SetFileLock();  // closing releases the lock

 private:
  std::intptr_t handle_;  // a descriptor, or Windows' handle
};

}  // namespace bizon
