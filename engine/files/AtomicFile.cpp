// What atomic writes and bounded reads do alike on every system: the temporary files' names, the
// sizes in words, a stream read within a limit. The files' own calls are in AtomicFilePosix.cpp
// and AtomicFileWindows.cpp.
#include "AtomicFile.h"

#include <array>
#include <cerrno>
#include <system_error>

#include "AtomicFileParts.h"
#include "work/ForEach.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

// A tag nobody can guess, so that no one can plant a file or link at the temporary name first.
std::string randomTag() {
  std::uint64_t value = unguessableBits();
  static constexpr char digits[] = "0123456789abcdef";
  std::string tag(16, '0');
  for (char& c : tag) {
    c = digits[value & 15];
    value >>= 4;
  }
  return tag;
}

bool allOf(std::string_view text, std::string_view allowed) {
  return !text.empty() && text.find_first_not_of(allowed) == std::string_view::npos;
}

}  // namespace

FileText refusedRead(ReadRefusal refusal, std::string why) { return {std::nullopt, refusal, std::move(why)}; }

FileText tooLarge(std::size_t limit, std::string size) {
  return refusedRead(ReadRefusal::TooLarge, "larger than " + sizeInWords(limit) + " (" + std::move(size) + ")");
}

std::string sizeInWords(std::size_t bytes) {
  constexpr std::size_t mega = std::size_t{1} << 20;
  if (bytes >= mega && bytes % mega == 0) return std::to_string(bytes >> 20) + " MB";
  if (bytes >= 1024 && bytes % 1024 == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

fs::path temporaryPathFor(const fs::path& file, long pid) {
  // Built by appending: GCC 12 warns falsely (-Wrestrict) about the chain of operator+.
  std::string name = ".";
  name.append(file.filename().string()).append(".").append(std::to_string(pid)).append(".");
  name.append(randomTag()).append(".tmp");
  return file.parent_path() / name;
}

std::optional<long> temporaryFileOwner(const fs::path& file) {
  const std::string name = file.filename().string();
  if (name.size() < 7 || name[0] != '.' || !name.ends_with(".tmp")) return std::nullopt;
  std::string_view stem(name.data(), name.size() - 4);
  auto lastPart = [&stem]() -> std::optional<std::string_view> {
    const auto dot = stem.rfind('.');
    if (dot == std::string_view::npos || dot == 0) return std::nullopt;
    const std::string_view part = stem.substr(dot + 1);
    stem = stem.substr(0, dot);
    return part;
  };
  auto part = lastPart();
  if (!part) return std::nullopt;
  if (part->size() == 16 && allOf(*part, "0123456789abcdef")) part = lastPart();  // the random tag
  if (!part || part->size() > 10 || !allOf(*part, "0123456789")) return std::nullopt;
  long pid = 0;
  for (char c : *part) pid = pid * 10 + (c - '0');
  return pid;
}

// Files flushed at once: a journaling file system commits their flushes together, so fifty cost
// little more than one (a flush is some 10 ms on this kind of disk).
constexpr int flushThreads = 8;

void flushToDisk(const std::vector<fs::path>& files) {
  std::vector<std::optional<std::string>> failures(files.size());
  work::forEach(files.size(), flushThreads, [&](int, std::size_t k) { failures[k] = flushFile(files[k]); });
  for (auto& why : failures)
    if (why) throw std::system_error(EIO, std::generic_category(), *why);
  for (auto& why : flushFolders(files)) throw std::system_error(EIO, std::generic_category(), why);
}

FileText readStreamLimited(int fd, std::size_t limit) {
  std::string text;
  std::array<char, 65536> buffer{};
  for (;;) {
    const long n = readSome(fd, buffer.data(), buffer.size());
    if (n < 0) return refusedRead(ReadRefusal::Unreadable, "cannot read: " + std::generic_category().message(errno));
    if (n == 0) break;
    if (text.size() + static_cast<std::size_t>(n) > limit) return tooLarge(limit, "more than that was given");
    text.append(buffer.data(), static_cast<std::size_t>(n));
  }
  return {std::move(text), ReadRefusal::None, {}};
}

}  // namespace bizon
