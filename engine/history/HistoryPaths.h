// The one place that knows where a history directory keeps what: the set store, the analyser and the screens all ask it.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace bizon {

// The set history lives in its own folder of the data directory (files/DataDirectory.h), next to
// the settings file.
inline std::filesystem::path historyDirectory(const std::filesystem::path& data) { return data / "history"; }

// The layout of a history directory (normally historyDirectory(dataDirectory())):
//   sets/<id>.json       one file per set ("bizon-set", codec/SetFileCodec.h), the only copy
//   sets/<id>.analysis   the analysis of its decisions (AnalysisFile.h): beside the set file, and
//                        not a ".json" so that the store never takes it for a set
//   index.json           a cache of the summaries (HistoryIndex.h); may be deleted at any time
//   locks/<id>.lock      who writes which set now (SetLocks.h): one window or command per set
//   damaged/<file>       bad files, moved here as they were, with <file>.reason.txt beside them
class HistoryPaths {
 public:
  explicit HistoryPaths(std::filesystem::path dir) : dir_(std::move(dir)) {}

  const std::filesystem::path& directory() const { return dir_; }
  std::filesystem::path sets() const { return dir_ / "sets"; }
  std::filesystem::path setFile(std::string_view id) const { return sets() / (std::string(id) + ".json"); }
  std::filesystem::path analysisFile(std::string_view id) const { return sets() / (std::string(id) + ".analysis"); }
  std::filesystem::path index() const { return dir_ / "index.json"; }
  std::filesystem::path locks() const { return dir_ / "locks"; }
  std::filesystem::path damaged() const { return dir_ / "damaged"; }

 private:
  std::filesystem::path dir_;
};

}  // namespace bizon
