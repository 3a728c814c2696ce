// The history's calls on the file system on POSIX systems (HistorySystem.h): fstatat listings,
// link(), flock() for the sets' locks.
#include "HistorySystem.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>

#include "SetLocks.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

// The stamp in what stat() says of a file.
HistoryIndex::Stamp stampFrom(const struct stat& info) {
  return HistoryIndex::Stamp{static_cast<std::uint64_t>(info.st_ino), static_cast<std::uint64_t>(info.st_size),
                             static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec};
}

}  // namespace

std::optional<HistoryIndex::Stamp> stampOf(const std::filesystem::path& file) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) return std::nullopt;
  return stampFrom(info);
}

// The folder's entries with their stamps. POSIX rather than std::filesystem: fstatat relative to
// the open folder spares the kernel a path walk per file, a third of the listing's time. Opened
// with O_NOFOLLOW, so a link put in place of the folder after the store checked it is not listed.
std::vector<ListedFile> listFolder(const fs::path& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  DIR* d = fd >= 0 ? ::fdopendir(fd) : nullptr;
  if (!d) {
    const int saved = errno;
    if (fd >= 0) ::close(fd);
    throw std::system_error(saved, std::generic_category(), "cannot list " + folder.string());
  }
  std::vector<ListedFile> files;
  while (const dirent* e = ::readdir(d)) {
    const std::string_view name = e->d_name;
    if (name == "." || name == "..") continue;
    ListedFile f{std::string(name), false, std::nullopt};
    struct stat info {};
    // A link is not a set file, whatever it points to.
    if (::fstatat(::dirfd(d), e->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0) {
      f.regular = S_ISREG(info.st_mode);
      f.stamp = stampFrom(info);
    }
    files.push_back(std::move(f));
  }
  ::closedir(d);
  return files;
}


Linked linkNew(const fs::path& file, const fs::path& target, std::string& why) {
  if (::link(file.c_str(), target.c_str()) == 0) return Linked::Done;
  if (errno == EEXIST) return Linked::Taken;
  why = std::strerror(errno);
  return Linked::Failed;
}

SetFileLock::SetFileLock(const fs::path& file, const std::atomic<bool>& cancel)
    : handle_(::open(file.c_str(), O_RDONLY | O_CLOEXEC)) {
  while (handle_ >= 0 && ::flock(static_cast<int>(handle_), LOCK_EX | LOCK_NB) != 0 && !cancel)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

SetFileLock::~SetFileLock() {
  if (handle_ >= 0) ::close(static_cast<int>(handle_));
}

bool SetLocks::claim(std::string_view id) {
  if (holds(id)) return true;
  const fs::path file = fileOf(id);
  std::error_code ec;
  fs::create_directory(folder_, ec);
  // A holder removes its lock file when it lets go; whoever locked the removed file meanwhile
  // holds nothing, so it checks that the file it locked is still the one at the path, or retries.
  for (int attempt = 0; attempt < 100; ++attempt) {
    FileDescriptor fd(::open(file.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644));
    if (!fd.valid()) throw std::system_error(errno, std::generic_category(), "cannot make the lock " + file.string());
    if (::flock(fd.get(), LOCK_EX | LOCK_NB) != 0) {
      if (errno == EWOULDBLOCK) return false;
      throw std::system_error(errno, std::generic_category(), "cannot lock " + file.string());
    }
    struct stat locked {}, now {};
    if (::fstat(fd.get(), &locked) == 0 && ::lstat(file.c_str(), &now) == 0 && locked.st_ino == now.st_ino &&
        locked.st_dev == now.st_dev && S_ISREG(now.st_mode)) {
      held_.emplace(std::string(id), std::move(fd));
      return true;
    }
  }
  throw std::system_error(EAGAIN, std::generic_category(), "cannot lock " + file.string());
}

void SetLocks::release(std::string_view id) {
  auto it = held_.find(id);
  if (it == held_.end()) return;
  // Removed while still locked, so no one takes the lock of a file about to vanish.
  ::unlink(fileOf(id).c_str());
  held_.erase(it);
}

void SetLocks::removeStale() const {
  DIR* d = ::opendir(folder_.c_str());
  if (!d) return;
  while (const dirent* e = ::readdir(d)) {
    const std::string_view name = e->d_name;
    if (!name.ends_with(".lock") || holds(name.substr(0, name.size() - 5))) continue;
    FileDescriptor fd(::openat(::dirfd(d), e->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (fd.valid() && ::flock(fd.get(), LOCK_EX | LOCK_NB) == 0) ::unlinkat(::dirfd(d), e->d_name, 0);
  }
  ::closedir(d);
}

}  // namespace bizon
