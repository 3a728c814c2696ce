// Writing a file so that a crash at any instant leaves either the old or the new content, never a mix; and reading one with a size limit.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace bizon {

// Writes a temporary file beside the target, flushes it to disk (fsync), renames it over the
// target (atomic on POSIX file systems) and flushes the directory so the rename itself survives a
// power cut. Throws std::system_error naming the file if any step fails; the target is then
// unchanged and the temporary file removed.
void writeFileAtomically(const std::filesystem::path& file, std::string_view bytes);

// The temporary name used for a file by process pid: ".NAME.PID.tmp" in the same directory.
std::filesystem::path temporaryPathFor(const std::filesystem::path& file, long pid);
// The process that wrote a temporary file, if the name is one writeFileAtomically makes.
std::optional<long> temporaryFileOwner(const std::filesystem::path& file);

// The whole file, or nullopt and why: it cannot be opened or read, or it holds more than limit
// bytes (checked before reading, so a huge file costs nothing).
std::optional<std::string> readFileLimited(const std::filesystem::path& file, std::size_t limit, std::string& why,
                                           bool& tooLarge);

}  // namespace bizon
