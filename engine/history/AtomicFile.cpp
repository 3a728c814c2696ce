#include "AtomicFile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace bizon {

namespace {

// Closes the descriptor on every path out, errors included.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }
  // close() can report a failed delayed write, so the writer checks it instead of the destructor.
  int release() {
    const int fd = fd_;
    fd_ = -1;
    return ::close(fd);
  }

 private:
  int fd_;
};

[[noreturn]] void fail(const std::string& what, const std::filesystem::path& file) {
  throw std::system_error(errno, std::generic_category(), what + " " + file.string());
}

}  // namespace

std::filesystem::path temporaryPathFor(const std::filesystem::path& file, long pid) {
  // Built by appending: GCC 12 warns falsely (-Wrestrict) about the chain of operator+.
  std::string name = ".";
  name.append(file.filename().string()).append(".").append(std::to_string(pid)).append(".tmp");
  return file.parent_path() / name;
}

std::optional<long> temporaryFileOwner(const std::filesystem::path& file) {
  const std::string name = file.filename().string();
  if (name.size() < 7 || name[0] != '.' || !name.ends_with(".tmp")) return std::nullopt;
  const std::string stem = name.substr(0, name.size() - 4);
  const auto dot = stem.rfind('.');
  if (dot == std::string::npos || dot + 1 == stem.size() || stem.size() - dot > 12) return std::nullopt;
  long pid = 0;
  for (std::size_t i = dot + 1; i < stem.size(); ++i) {
    if (stem[i] < '0' || stem[i] > '9') return std::nullopt;
    pid = pid * 10 + (stem[i] - '0');
  }
  return pid;
}

void writeFileAtomically(const std::filesystem::path& file, std::string_view bytes) {
  const std::filesystem::path temporary = temporaryPathFor(file, static_cast<long>(::getpid()));
  {
    // O_TRUNC: a leftover of an earlier process with the same id is ours to overwrite.
    Descriptor out(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
    if (out.get() < 0) fail("cannot create", temporary);
    auto cleanUp = [&](const std::string& what) {
      const int saved = errno;
      ::unlink(temporary.c_str());
      errno = saved;
      fail(what, temporary);
    };
    std::size_t done = 0;
    while (done < bytes.size()) {
      const ssize_t n = ::write(out.get(), bytes.data() + done, bytes.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) cleanUp("cannot write");
      done += static_cast<std::size_t>(n);
    }
    if (::fsync(out.get()) != 0) cleanUp("cannot flush");
    if (out.release() != 0) cleanUp("cannot close");
    if (::rename(temporary.c_str(), file.c_str()) != 0) cleanUp("cannot rename over " + file.string() + " the file");
  }
  // The rename lives in the directory: flush it too, or a power cut could bring the old file back.
  const std::filesystem::path directory = file.has_parent_path() ? file.parent_path() : ".";
  Descriptor dir(::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.get() < 0 || ::fsync(dir.get()) != 0) fail("cannot flush the directory", directory);
}

std::optional<std::string> readFileLimited(const std::filesystem::path& file, std::size_t limit, std::string& why,
                                           bool& tooLarge) {
  tooLarge = false;
  Descriptor in(::open(file.c_str(), O_RDONLY | O_CLOEXEC));
  struct stat info {};
  if (in.get() < 0 || ::fstat(in.get(), &info) != 0) {
    why = std::string("cannot read: ") + std::strerror(errno);
    return std::nullopt;
  }
  if (!S_ISREG(info.st_mode)) {
    why = "not a regular file";
    return std::nullopt;
  }
  if (static_cast<std::uint64_t>(info.st_size) > limit) {
    tooLarge = true;
    why = "larger than " + std::to_string(limit >> 20) + " MB (" + std::to_string(info.st_size) + " bytes)";
    return std::nullopt;
  }
  std::string text(static_cast<std::size_t>(info.st_size), '\0');
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::read(in.get(), text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      why = std::string("cannot read: ") + std::strerror(errno);
      return std::nullopt;
    }
    if (n == 0) break;  // shrank while we read: what we have is what is there
    done += static_cast<std::size_t>(n);
  }
  text.resize(done);
  return text;
}

}  // namespace bizon
