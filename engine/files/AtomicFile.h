// Files as Bizon keeps them (the history, the settings, the lessons, the decks' cache): written so that a crash at any instant leaves the old or the new content, never a mix, through a temporary name nobody can plant; read only when regular and not larger than a limit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bizon {

// How far a write has gone when writeFileAtomically returns. Either way the file holds the old or
// the new content, never a mix, for every reader and after the writing process is killed: the
// kernel keeps what a finished write and rename gave it, whatever happens to the process.
enum class Durability : std::uint8_t {
  // On disk: the file is flushed (fsync) before the rename and its folder after it, so a crash of
  // the machine or a power cut leaves the old or the new content too.
  Flushed,
  // In place, in the kernel's cache: no flush, for a caller that flushes many files at once later
  // (flushToDisk). A crash of the machine before that flush may bring back the old content, or,
  // on a file system that does not write a file's data before its rename (ext4 in its default
  // mode does, for a file replaced), leave the file empty or cut short.
  InPlace,
};

// Writes a temporary file beside the target (created exclusively, never through a link, under a
// random name) and renames it over the target (atomic on POSIX file systems), with the flushes
// `durability` asks for. A replaced file keeps its permissions. Throws std::system_error naming
// the file if any step up to the rename fails (the target is then unchanged and the temporary
// file removed), and FileError if the target exists and is not a regular file (a link, a device,
// a folder…), which is left as it is. A failed flush of the directory after the rename is not a
// failure: the new content is in place.
void writeFileAtomically(const std::filesystem::path& file, std::string_view bytes,
                         Durability durability = Durability::Flushed);
// Flushes to disk files written InPlace, side by side (on threads of their own, so that a
// journaling file system commits them together), then each of their folders once: afterwards
// they are as if written Flushed. A file gone since (removed, or its folder) is skipped. Throws
// std::system_error naming the first file or folder that could not be flushed (the others are).
void flushToDisk(const std::vector<std::filesystem::path>& files);

// A fresh temporary name for a file, as process pid makes them: ".NAME.PID.RANDOM.tmp" beside it.
std::filesystem::path temporaryPathFor(const std::filesystem::path& file, long pid);
// The process that wrote a temporary file, if the name is one writeFileAtomically makes (the
// names of earlier versions, ".NAME.PID.tmp", included).
std::optional<long> temporaryFileOwner(const std::filesystem::path& file);
// Removes the temporary files in folder left by processes that no longer run (their writes were
// abandoned: the files they were to replace are intact). A live writer's file is never touched.
void removeAbandonedTemporaries(const std::filesystem::path& folder);

// Why a file could not be read.
enum class ReadRefusal : std::uint8_t {
  None,
  Missing,     // no such file
  Unreadable,  // cannot be opened or read (permissions, I/O error)
  NotRegular,  // a named pipe, a device, a folder, a socket, or a link where none is expected
  TooLarge,    // over the limit
};

struct FileText {
  std::optional<std::string> text;  // the whole content, when refusal is None
  ReadRefusal refusal = ReadRefusal::None;
  std::string why;  // one line, e.g. "not a regular file (a named pipe)"
};

// Whether the last part of a path may be a symbolic link: never for the files Bizon keeps itself,
// always for a file the user names on a command line.
enum class Links : std::uint8_t { Refuse, Follow };

// The whole file, or why not. Opened without blocking (a named pipe cannot hang the reader),
// examined before a byte is read (anything but a regular file is refused), and refused outright if
// it holds more than limit bytes, so a huge file costs nothing.
FileText readFileLimited(const std::filesystem::path& file, std::size_t limit, Links links = Links::Refuse);
// Everything an open descriptor (standard input) gives until its end, or why not: a stream larger
// than limit is refused once limit bytes have been read, so /dev/zero costs limit bytes.
FileText readStreamLimited(int fd, std::size_t limit);

// "4 MB", "64 KiB": a limit in words for the messages.
std::string sizeInWords(std::size_t bytes);

}  // namespace bizon
