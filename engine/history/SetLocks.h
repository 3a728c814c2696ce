// One writer per set: the advisory locks (flock) by which a window or a command holds the sets it writes, released by the kernel if the process dies.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "files/FileDescriptor.h"

namespace bizon {

// A lock is an empty file locks/<id>.lock in the history folder, held with flock(LOCK_EX): the
// kernel drops it when the holder closes it or dies, so a crash never leaves a set locked. Held
// locks are per object: two stores in one process exclude each other like two processes do.
class SetLocks {
 public:
  explicit SetLocks(std::filesystem::path folder) : folder_(std::move(folder)) {}
  // A moved-from object holds nothing, so its destructor releases nothing.
  SetLocks(SetLocks&& other) noexcept : folder_(other.folder_), held_(std::exchange(other.held_, {})) {}
  SetLocks& operator=(SetLocks&& other) noexcept {
    if (this != &other) {
      releaseAll();
      folder_ = other.folder_;
      held_ = std::exchange(other.held_, {});
    }
    return *this;
  }
  ~SetLocks() { releaseAll(); }

  // Holds the set's lock (at once, never waiting): true if it is now held here, false if another
  // holder has it. Throws std::system_error if the lock file cannot be made (a read-only folder).
  bool claim(std::string_view id);
  bool holds(std::string_view id) const { return held_.find(std::string(id)) != held_.end(); }
  void release(std::string_view id);
  void releaseAll();
  // Removes the lock files nobody holds (left by holders that died): no lock is lost by it, a
  // claim racing with the removal retries on the new file.
  void removeStale() const;

 private:
  std::filesystem::path fileOf(std::string_view id) const;

  std::filesystem::path folder_;
  std::map<std::string, FileDescriptor, std::less<>> held_;
};

}  // namespace bizon
