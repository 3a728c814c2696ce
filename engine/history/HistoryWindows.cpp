// The history's calls on the file system on Windows (HistorySystem.h): FindFirstFileExW listings,
// CreateHardLinkW, LockFileEx for the sets' locks, the lock files removed by their disposition.
#include "HistorySystem.h"

#include <fcntl.h>
#include <io.h>
#include <system_error>
#include <thread>

#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include "SetLocks.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

// Windows' file times count 100 ns from 1601; the stamps count nanoseconds from 1970.
std::int64_t nanoseconds(FILETIME t) {
  const std::int64_t ticks = static_cast<std::int64_t>((static_cast<std::uint64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime);
  return (ticks - 116444736000000000) * 100;
}

// Windows gives no inode number in a listing: a stamp is the size and the time of the last write
// (to 100 ns), the same whether it comes from a listing or from stampOf.
HistoryIndex::Stamp stampFrom(DWORD sizeHigh, DWORD sizeLow, FILETIME written) {
  return HistoryIndex::Stamp{0, (static_cast<std::uint64_t>(sizeHigh) << 32) | sizeLow, nanoseconds(written)};
}

bool isRegular(DWORD attributes) {
  return (attributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DEVICE)) == 0;
}

constexpr DWORD shareAll = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;

// The locks lie far past the end of the files: Windows' byte-range locks keep others from reading
// the bytes they cover, and a locked set file is still read.
bool lockAtOnce(HANDLE file) {
  OVERLAPPED where{};
  where.OffsetHigh = 0x7FFFFFFF;
  return LockFileEx(file, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &where) != 0;
}

// Marks an open file to be removed once its last handle closes; meanwhile no one can open it.
bool removeOnClose(HANDLE file) {
  FILE_DISPOSITION_INFO disposition{TRUE};
  return SetFileInformationByHandle(file, FileDispositionInfo, &disposition, sizeof disposition) != 0;
}

bool removalPending(HANDLE file) {
  FILE_STANDARD_INFO info{};
  return GetFileInformationByHandleEx(file, FileStandardInfo, &info, sizeof info) && info.DeletePending;
}

}  // namespace

std::optional<HistoryIndex::Stamp> stampOf(const fs::path& file) {
  WIN32_FILE_ATTRIBUTE_DATA info{};
  if (!GetFileAttributesExW(file.c_str(), GetFileExInfoStandard, &info)) return std::nullopt;
  return stampFrom(info.nFileSizeHigh, info.nFileSizeLow, info.ftLastWriteTime);
}

std::vector<ListedFile> listFolder(const fs::path& folder) {
  // A link (a junction, a symbolic link) put in place of the folder is not listed through.
  if (const DWORD a = GetFileAttributesW(folder.c_str()); a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_REPARSE_POINT))
    throw std::system_error(ELOOP, std::generic_category(), "cannot list " + folder.string());
  WIN32_FIND_DATAW found{};
  const HANDLE search = FindFirstFileExW((folder / L"*").c_str(), FindExInfoBasic, &found, FindExSearchNameMatch,
                                         nullptr, FIND_FIRST_EX_LARGE_FETCH);
  if (search == INVALID_HANDLE_VALUE) {
    if (GetLastError() == ERROR_FILE_NOT_FOUND) return {};  // empty: not even "." (a drive's root)
    throw std::system_error(static_cast<int>(GetLastError()), std::system_category(), "cannot list " + folder.string());
  }
  std::vector<ListedFile> files;
  do {
    const std::wstring_view name = found.cFileName;
    if (name == L"." || name == L"..") continue;
    // A link is not a set file, whatever it points to.
    files.push_back({fs::path(name).string(), isRegular(found.dwFileAttributes),
                     stampFrom(found.nFileSizeHigh, found.nFileSizeLow, found.ftLastWriteTime)});
  } while (FindNextFileW(search, &found));
  FindClose(search);
  return files;
}

Linked linkNew(const fs::path& file, const fs::path& target, std::string& why) {
  if (CreateHardLinkW(target.c_str(), file.c_str(), nullptr)) return Linked::Done;
  const DWORD error = GetLastError();
  if (error == ERROR_ALREADY_EXISTS || error == ERROR_FILE_EXISTS) return Linked::Taken;
  why = std::system_category().message(static_cast<int>(error));
  return Linked::Failed;
}

SetFileLock::SetFileLock(const fs::path& file, const std::atomic<bool>& cancel)
    : handle_(reinterpret_cast<std::intptr_t>(
          CreateFileW(file.c_str(), GENERIC_READ, shareAll, nullptr, OPEN_EXISTING, 0, nullptr))) {
  const HANDLE h = reinterpret_cast<HANDLE>(handle_);
  while (h != INVALID_HANDLE_VALUE && !lockAtOnce(h) && !cancel) std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

SetFileLock::~SetFileLock() {
  if (reinterpret_cast<HANDLE>(handle_) != INVALID_HANDLE_VALUE) CloseHandle(reinterpret_cast<HANDLE>(handle_));
}

bool SetLocks::claim(std::string_view id) {
  if (holds(id)) return true;
  const fs::path file = fileOf(id);
  std::error_code ec;
  fs::create_directory(folder_, ec);
  // A holder removes its lock file when it lets go (removeOnClose): until its handle closes, the
  // file cannot be opened, and whoever opened it just before holds a file about to vanish; both
  // try again, as on Linux.
  DWORD error = 0;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const HANDLE h = CreateFileW(file.c_str(), GENERIC_READ | GENERIC_WRITE | DELETE, shareAll, nullptr, OPEN_ALWAYS,
                                 FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
      error = GetLastError();
      if (error != ERROR_ACCESS_DENIED) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));  // being removed, or not ours
      continue;
    }
    // The descriptor owns the handle from here: closing it drops the lock.
    FileDescriptor fd(_open_osfhandle(reinterpret_cast<std::intptr_t>(h), _O_RDWR));
    if (!fd.valid()) {
      CloseHandle(h);
      break;
    }
    if (!lockAtOnce(h)) {
      error = GetLastError();
      if (error == ERROR_LOCK_VIOLATION) return false;
      throw std::system_error(static_cast<int>(error), std::system_category(), "cannot lock " + file.string());
    }
    if (!removalPending(h)) {
      held_.emplace(std::string(id), std::move(fd));
      return true;
    }
  }
  throw std::system_error(static_cast<int>(error), std::system_category(), "cannot make the lock " + file.string());
}

void SetLocks::release(std::string_view id) {
  auto it = held_.find(id);
  if (it == held_.end()) return;
  // Removed while still locked, so no one takes the lock of a file about to vanish.
  removeOnClose(reinterpret_cast<HANDLE>(_get_osfhandle(it->second.get())));
  held_.erase(it);
}

void SetLocks::removeStale() const {
  std::error_code ec;
  for (fs::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!name.ends_with(".lock") || holds(std::string_view(name).substr(0, name.size() - 5))) continue;
    const HANDLE h = CreateFileW(it->path().c_str(), GENERIC_READ | DELETE, shareAll, nullptr, OPEN_EXISTING,
                                 FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (h == INVALID_HANDLE_VALUE) continue;
    if (lockAtOnce(h)) removeOnClose(h);
    CloseHandle(h);
  }
}

}  // namespace bizon
