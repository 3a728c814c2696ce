#include "SetLocks.h"

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <system_error>

namespace bizon {

namespace fs = std::filesystem;

fs::path SetLocks::fileOf(std::string_view id) const { return folder_ / (std::string(id) + ".lock"); }

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

void SetLocks::releaseAll() {
  while (!held_.empty()) release(std::string(held_.begin()->first));
}

}  // namespace bizon
