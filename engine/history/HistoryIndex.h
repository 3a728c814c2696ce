// The history's rebuildable index: each set file's summary keyed by the file's identity, so that opening 10,000 sets reads one small file, not 10,000 big ones.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "codec/IndexCodec.h"

namespace bizon {

// Never the only copy of anything: every summary is derived from its set file, an entry counts
// only while the file still has the same inode, size and modification time, and a missing,
// damaged or foreign index is simply rebuilt from the set files.
class HistoryIndex {
 public:
  // Which version of a file an entry describes (codec/IndexCodec.h).
  using Stamp = FileStamp;
  using Entry = IndexEntry;

  // The index in file; empty if it is missing or unusable (not a regular file, too large, not
  // JSON, another format or version, a checksum that does not match), and then why in *problem
  // unless it is simply missing. Entries that fail their checks are dropped one by one (their set
  // files are read instead).
  static HistoryIndex read(const std::filesystem::path& file, std::string* problem = nullptr);
  // The same from the file's text (the fuzz target feeds it hostile input).
  static HistoryIndex parse(std::string_view text, std::string* problem = nullptr);
  // Atomically, like the set files, so a reader never sees half an index.
  void write(const std::filesystem::path& file) const;

  // The summary for a file name, if the entry describes this very version of the file.
  const SetSummary* find(const std::string& fileName, const Stamp& stamp) const;
  void put(const std::string& fileName, const Stamp& stamp, const SetSummary& summary);
  // Drops the entries of files not named; true if any was dropped.
  bool retainOnly(const std::unordered_set<std::string>& fileNames);
  std::size_t size() const { return entries_.size(); }
  friend bool operator==(const HistoryIndex& a, const HistoryIndex& b);

 private:
  IndexEntries entries_;
};

// The stamp of a file as it is now, or nullopt if it cannot be examined (HistorySystem.h's files:
// each system has its own).
std::optional<HistoryIndex::Stamp> stampOf(const std::filesystem::path& file);

}  // namespace bizon
