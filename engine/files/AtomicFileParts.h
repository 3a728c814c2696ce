// What AtomicFile.cpp shares with the files' calls of each system (AtomicFilePosix.cpp, AtomicFileWindows.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "AtomicFile.h"

namespace bizon {

// 64 bits nobody can guess, for the temporary names: getrandom on Linux, BCryptGenRandom on
// Windows (defined by each system's file).
std::uint64_t unguessableBits();

// Reads at most size bytes of an open descriptor (standard input) into `into`: how many, 0 at its
// end, -1 with errno set on an error (defined by each system's file).
long readSome(int fd, char* into, std::size_t size);

// Flushes one file's content to disk, whoever wrote it: why not, or nothing when flushed or gone
// (defined by each system's file).
std::optional<std::string> flushFile(const std::filesystem::path& file);

// Flushes the folders holding these files (their renames), where the system has such a flush: why
// not, for each that failed (defined by each system's file).
std::vector<std::string> flushFolders(const std::vector<std::filesystem::path>& files);

// A refused read, and one refused for its size ("larger than 4 MB (5000000 bytes)").
FileText refusedRead(ReadRefusal refusal, std::string why);
FileText tooLarge(std::size_t limit, std::string size);

}  // namespace bizon
