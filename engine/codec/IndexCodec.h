// The text of the history's index ("bizon-history-index", version 2): each set file's summary keyed by the file's name and identity.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "SetSummary.h"

namespace bizon {

inline constexpr std::string_view indexFormat = "bizon-history-index";
inline constexpr int indexVersion = 2;  // 2: with a checksum of the entries

// Which version of a file an entry describes; saving replaces the file (a new inode) and
// changes its time, so a stale entry never matches.
struct FileStamp {
  std::uint64_t inode = 0;
  std::uint64_t size = 0;
  std::int64_t modifiedNs = 0;
  friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

struct IndexEntry {
  FileStamp stamp;
  SetSummary summary;
};

// The entries by set file name ("<id>.json").
using IndexEntries = std::unordered_map<std::string, IndexEntry>;

// The file's text: a header, a checksum of the entries' text, then the entries.
std::string indexText(const IndexEntries& entries);
// The entries of an index's text, or nullopt and why ("its checksum does not match") when the
// index as a whole is not usable: not JSON, another format or version, a checksum that does not
// match. An entry that fails its own checks is dropped (its set file is read instead).
std::optional<IndexEntries> parseIndex(std::string_view text, std::string& why);

}  // namespace bizon
