// Atomic writes and bounded reads through Windows' own calls: a temporary file created new
// (CREATE_NEW), flushed (FlushFileBuffers) and moved over the target (MoveFileExW, replacing, written
// through); files opened so that a save may replace them while they are read (FILE_SHARE_DELETE).
#include "AtomicFile.h"

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <io.h>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <utility>

#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <bcrypt.h>

#include "AtomicFileParts.h"
#include "FileError.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

// A handle that closes itself on every path out.
class Handle {
 public:
  explicit Handle(HANDLE h) : h_(h) {}
  Handle(const Handle&) = delete;
  Handle& operator=(Handle&& other) noexcept {
    if (this != &other) {
      close();
      h_ = std::exchange(other.h_, INVALID_HANDLE_VALUE);
    }
    return *this;
  }
  ~Handle() { close(); }
  HANDLE get() const { return h_; }
  bool valid() const { return h_ != INVALID_HANDLE_VALUE; }
  // CloseHandle can report a failed delayed write, so a writer checks it.
  bool close() { return !valid() || CloseHandle(std::exchange(h_, INVALID_HANDLE_VALUE)) != 0; }

 private:
  HANDLE h_;
};

[[noreturn]] void fail(DWORD error, const std::string& what, const fs::path& file) {
  throw std::system_error(static_cast<int>(error), std::system_category(), what + " " + file.string());
}

std::string message(DWORD error) { return std::system_category().message(static_cast<int>(error)); }

// What a file that is not regular is, for the messages (the same words as on Linux).
std::string notRegular(const char* kind) { return std::string("not a regular file (") + kind + ")"; }

const char* kindOf(DWORD attributes) {
  if (attributes & FILE_ATTRIBUTE_REPARSE_POINT) return "a symbolic link";
  if (attributes & FILE_ATTRIBUTE_DIRECTORY) return "a folder";
  if (attributes & FILE_ATTRIBUTE_DEVICE) return "a device";
  return "not a plain file";
}

bool isRegular(DWORD attributes) {
  return (attributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_DEVICE)) == 0;
}

bool processRuns(long pid) {
  if (pid <= 0) return false;
  if (static_cast<DWORD>(pid) == GetCurrentProcessId()) return true;
  const HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, static_cast<DWORD>(pid));
  if (!process) return GetLastError() == ERROR_ACCESS_DENIED;  // someone else's: it runs
  DWORD code = 0;
  const bool runs = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
  CloseHandle(process);
  return runs;
}

constexpr DWORD shareAll = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;

}  // namespace

std::uint64_t unguessableBits() {
  std::uint64_t value = 0;
  if (!BCRYPT_SUCCESS(BCryptGenRandom(nullptr, reinterpret_cast<PUCHAR>(&value), sizeof value,
                                      BCRYPT_USE_SYSTEM_PREFERRED_RNG))) {
    // CREATE_NEW still refuses a planted name, the write then retries under another.
    value = static_cast<std::uint64_t>(GetCurrentProcessId()) * 0x9E3779B97F4A7C15ull ^
            static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(&value));
  }
  return value;
}

void removeAbandonedTemporaries(const fs::path& folder) {
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const auto owner = temporaryFileOwner(it->path().filename());
    // A link is removed itself, never what it points to.
    if (owner && !processRuns(*owner)) DeleteFileW(it->path().c_str());
  }
}

void writeFileAtomically(const fs::path& file, std::string_view bytes, Durability durability) {
  // Anything but a regular file stays as it is: a move would replace a link with a plain file.
  if (const DWORD now = GetFileAttributesW(file.c_str()); now != INVALID_FILE_ATTRIBUTES && !isRegular(now))
    throw FileError(file.string() + " exists and is " + notRegular(kindOf(now)) + "; it was left as it is");
  fs::path temporary;
  Handle out(INVALID_HANDLE_VALUE);
  DWORD error = 0;
  for (int attempt = 0; attempt < 16 && !out.valid(); ++attempt) {
    temporary = temporaryPathFor(file, static_cast<long>(GetCurrentProcessId()));
    out = Handle(CreateFileW(temporary.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr));
    error = GetLastError();
    if (!out.valid() && error != ERROR_FILE_EXISTS && error != ERROR_ALREADY_EXISTS) break;
  }
  if (!out.valid()) fail(error, "cannot create", temporary);
  auto cleanUp = [&](const std::string& what) {
    const DWORD saved = GetLastError();
    out.close();
    DeleteFileW(temporary.c_str());
    fail(saved, what, temporary);
  };
  std::size_t done = 0;
  while (done < bytes.size()) {
    const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(bytes.size() - done, 1u << 30));
    DWORD n = 0;
    if (!WriteFile(out.get(), bytes.data() + done, chunk, &n, nullptr)) cleanUp("cannot write");
    done += n;
  }
  const bool flushed = durability == Durability::Flushed;
  if (flushed && !FlushFileBuffers(out.get())) cleanUp("cannot flush");
  if (!out.close()) cleanUp("cannot close");
  // Atomic on NTFS; MOVEFILE_WRITE_THROUGH returns once the move is on disk (the folder's flush).
  // Windows refuses to replace a file while anyone has it open (Access denied), even a reader that
  // shares it for deletion: readers hold a file only while they read it whole, so the move tries
  // again a while (at most half a second) before it fails.
  const DWORD how = MOVEFILE_REPLACE_EXISTING | (flushed ? MOVEFILE_WRITE_THROUGH : 0);
  for (int attempt = 0; !MoveFileExW(temporary.c_str(), file.c_str(), how); ++attempt) {
    const DWORD refusal = GetLastError();
    if (attempt == 100 || (refusal != ERROR_ACCESS_DENIED && refusal != ERROR_SHARING_VIOLATION))
      cleanUp("cannot rename over " + file.string() + " the file");
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

std::optional<std::string> flushFile(const fs::path& file) {
  // Any handle with write access flushes a file's content, whoever wrote it.
  Handle in(CreateFileW(file.c_str(), GENERIC_WRITE, shareAll, nullptr, OPEN_EXISTING, FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
  const DWORD error = GetLastError();
  if (!in.valid() && (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND)) return std::nullopt;
  if (!in.valid() || !FlushFileBuffers(in.get())) return "cannot flush " + file.string() + ": " + message(GetLastError());
  return std::nullopt;
}

// Windows has no flush of a folder: its entries are the file system's own (NTFS logs them).
std::vector<std::string> flushFolders(const std::vector<fs::path>&) { return {}; }

FileText readFileLimited(const fs::path& file, std::size_t limit, Links links) {
  const DWORD flags = links == Links::Refuse ? FILE_FLAG_OPEN_REPARSE_POINT : 0;
  Handle in(CreateFileW(file.c_str(), GENERIC_READ, shareAll, nullptr, OPEN_EXISTING, flags, nullptr));
  if (!in.valid()) {
    const DWORD error = GetLastError();
    if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND) return refusedRead(ReadRefusal::Missing, "no such file");
    // A folder cannot be opened as a file; say what it is rather than "access denied".
    if (const DWORD a = GetFileAttributesW(file.c_str()); a != INVALID_FILE_ATTRIBUTES && !isRegular(a))
      return refusedRead(ReadRefusal::NotRegular, notRegular(kindOf(a)));
    return refusedRead(ReadRefusal::Unreadable, "cannot read: " + message(error));
  }
  switch (GetFileType(in.get())) {
    case FILE_TYPE_DISK: break;
    case FILE_TYPE_PIPE: return refusedRead(ReadRefusal::NotRegular, notRegular("a named pipe"));
    case FILE_TYPE_CHAR: return refusedRead(ReadRefusal::NotRegular, notRegular("a device"));
    default: return refusedRead(ReadRefusal::NotRegular, notRegular("not a plain file"));
  }
  BY_HANDLE_FILE_INFORMATION info{};
  if (!GetFileInformationByHandle(in.get(), &info))
    return refusedRead(ReadRefusal::Unreadable, "cannot read: " + message(GetLastError()));
  if (!isRegular(info.dwFileAttributes)) return refusedRead(ReadRefusal::NotRegular, notRegular(kindOf(info.dwFileAttributes)));
  const std::uint64_t size = (static_cast<std::uint64_t>(info.nFileSizeHigh) << 32) | info.nFileSizeLow;
  if (size > limit) return tooLarge(limit, std::to_string(size) + " bytes");
  std::string text(static_cast<std::size_t>(size), '\0');
  std::size_t done = 0;
  while (done < text.size()) {
    DWORD n = 0;
    const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(text.size() - done, 1u << 30));
    if (!ReadFile(in.get(), text.data() + done, chunk, &n, nullptr))
      return refusedRead(ReadRefusal::Unreadable, "cannot read: " + message(GetLastError()));
    if (n == 0) break;  // shrank while we read: what we have is what is there
    done += n;
  }
  text.resize(done);
  return {std::move(text), ReadRefusal::None, {}};
}

long readSome(int fd, char* into, std::size_t size) {
  return _read(fd, into, static_cast<unsigned>(std::min<std::size_t>(size, 1u << 30)));
}

}  // namespace bizon
