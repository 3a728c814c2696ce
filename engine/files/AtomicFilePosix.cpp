// Atomic writes and bounded reads through POSIX calls (open with O_EXCL and O_NOFOLLOW, fsync,
// rename): Linux and the other Unix-like systems.
#include "AtomicFile.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <set>
#include <system_error>
#include <unistd.h>

#include "FileDescriptor.h"
#include "FileError.h"
#include "AtomicFileParts.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(const std::string& what, const fs::path& file) {
  throw std::system_error(errno, std::generic_category(), what + " " + file.string());
}

// What a file that is not regular is, for the messages.
const char* kindOf(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a named pipe";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a plain file";
}

std::string notRegular(mode_t mode) { return std::string("not a regular file (") + kindOf(mode) + ")"; }

bool processRuns(long pid) {
  if (pid <= 0) return false;
  if (pid == static_cast<long>(::getpid())) return true;
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

fs::path folderOf(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

// Whether the folder's entries (a rename in it) are on disk; errno says why not.
bool flushFolder(const fs::path& folder) {
  FileDescriptor dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  return dir.valid() && ::fsync(dir.get()) == 0;
}


}  // namespace

std::uint64_t unguessableBits() {
  std::uint64_t value = 0;
  if (::getrandom(&value, sizeof value, 0) != static_cast<ssize_t>(sizeof value)) {
    // Never seen on Linux ≥ 3.17; O_EXCL still refuses a planted name, the write then retries.
    value = static_cast<std::uint64_t>(::getpid()) * 0x9E3779B97F4A7C15ull ^
            static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(&value));
  }
  return value;
}

void removeAbandonedTemporaries(const fs::path& folder) {
  DIR* d = ::opendir(folder.c_str());
  if (!d) return;
  while (const dirent* e = ::readdir(d)) {
    const auto owner = temporaryFileOwner(e->d_name);
    // unlinkat removes a planted link itself, never what it points to.
    if (owner && !processRuns(*owner)) ::unlinkat(::dirfd(d), e->d_name, 0);
  }
  ::closedir(d);
}

void writeFileAtomically(const fs::path& file, std::string_view bytes, Durability durability) {
  // What is there now decides the permissions, and anything but a regular file stays as it is:
  // a rename would replace a link or a device node with a plain file.
  mode_t mode = 0644;
  bool replacing = false;
  if (struct stat now {}; ::lstat(file.c_str(), &now) == 0) {
    if (!S_ISREG(now.st_mode))
      throw FileError(file.string() + " exists and is " + notRegular(now.st_mode) + "; it was left as it is");
    mode = now.st_mode & 07777;
    replacing = true;
  }
  fs::path temporary;
  FileDescriptor out;
  for (int attempt = 0; attempt < 16 && !out.valid(); ++attempt) {
    temporary = temporaryPathFor(file, static_cast<long>(::getpid()));
    out = FileDescriptor(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
    if (!out.valid() && errno != EEXIST) break;
  }
  if (!out.valid()) fail("cannot create", temporary);
  auto cleanUp = [&](const std::string& what) {
    const int saved = errno;
    ::unlink(temporary.c_str());
    errno = saved;
    fail(what, temporary);
  };
  // open() applied the umask; a replaced file keeps exactly the permissions it had.
  if (replacing && ::fchmod(out.get(), mode) != 0) cleanUp("cannot set the permissions of");
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(out.get(), bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) cleanUp("cannot write");
    done += static_cast<std::size_t>(n);
  }
  const bool flushed = durability == Durability::Flushed;
  if (flushed && ::fsync(out.get()) != 0) cleanUp("cannot flush");
  if (out.close() != 0) cleanUp("cannot close");
  if (::rename(temporary.c_str(), file.c_str()) != 0) cleanUp("cannot rename over " + file.string() + " the file");
  // The rename lives in the directory: flush it too, or a power cut could bring the old file back.
  // If that flush fails the new content is still in place and readable: the save did happen, and
  // the worst a power cut could do is bring back the previous whole version.
  if (flushed) (void)flushFolder(folderOf(file));
}

std::optional<std::string> flushFile(const fs::path& file) {
  FileDescriptor in(::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
  if (!in.valid() && errno == ENOENT) return std::nullopt;
  if (!in.valid() || ::fsync(in.get()) != 0) return "cannot flush " + file.string() + ": " + std::strerror(errno);
  return std::nullopt;
}

std::vector<std::string> flushFolders(const std::vector<fs::path>& files) {
  std::set<fs::path> folders;
  for (const fs::path& file : files) folders.insert(folderOf(file));
  std::vector<std::string> failures;
  for (const fs::path& folder : folders)
    if (!flushFolder(folder) && errno != ENOENT) failures.push_back("cannot flush the folder " + folder.string() + ": " + std::strerror(errno));
  return failures;
}

FileText readFileLimited(const fs::path& file, std::size_t limit, Links links) {
  // O_NONBLOCK: opening a named pipe would otherwise wait for a writer forever.
  const int flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (links == Links::Refuse ? O_NOFOLLOW : 0);
  FileDescriptor in(::open(file.c_str(), flags));
  if (!in.valid()) {
    if (errno == ENOENT) return refusedRead(ReadRefusal::Missing, "no such file");
    if (errno == ELOOP && links == Links::Refuse) return refusedRead(ReadRefusal::NotRegular, notRegular(S_IFLNK));
    return refusedRead(ReadRefusal::Unreadable, std::string("cannot read: ") + std::strerror(errno));
  }
  struct stat info {};
  if (::fstat(in.get(), &info) != 0)
    return refusedRead(ReadRefusal::Unreadable, std::string("cannot read: ") + std::strerror(errno));
  if (!S_ISREG(info.st_mode)) return refusedRead(ReadRefusal::NotRegular, notRegular(info.st_mode));
  if (static_cast<std::uint64_t>(info.st_size) > limit) return tooLarge(limit, std::to_string(info.st_size) + " bytes");
  std::string text(static_cast<std::size_t>(info.st_size), '\0');
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::read(in.get(), text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return refusedRead(ReadRefusal::Unreadable, std::string("cannot read: ") + std::strerror(errno));
    if (n == 0) break;  // shrank while we read: what we have is what is there
    done += static_cast<std::size_t>(n);
  }
  text.resize(done);
  return {std::move(text), ReadRefusal::None, {}};
}

long readSome(int fd, char* into, std::size_t size) {
  for (;;) {
    const ssize_t n = ::read(fd, into, size);
    if (n < 0 && errno == EINTR) continue;
    return static_cast<long>(n);
  }
}

}  // namespace bizon
