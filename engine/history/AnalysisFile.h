// The analysis file of a set ("bizon-analysis", version 1), kept beside its set file: written atomically, read with every check, set aside when damaged.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "codec/AnalysisCodec.h"

namespace bizon {

// sets/<id>.analysis in the history directory: beside the set file, and not a ".json" so that the
// set store never takes it for a set.
std::filesystem::path analysisFileOf(const std::filesystem::path& historyDir, std::string_view setId);

struct AnalysisReading {
  std::optional<SetAnalysis> analysis;  // absent: no file, or a damaged one (then problem says so)
  std::string problem;                  // one line for the player; empty if all is well
};
// Reads the analysis file of a set. A damaged file (unreadable JSON, wrong format, a bad field) is
// moved to damaged/ with a note saying why, like a damaged set, and reported; a file of a newer
// version is left where it is and treated as missing (the caller then must not overwrite it:
// see writable).
AnalysisReading readAnalysisFile(const std::filesystem::path& historyDir, std::string_view setId);
// False when a file of a newer version is there: a newer Bizon's work is not ours to replace.
bool analysisWritable(const std::filesystem::path& historyDir, std::string_view setId);
// Writes it atomically (AtomicFile.h); throws std::system_error if it cannot.
void writeAnalysisFile(const std::filesystem::path& historyDir, const SetAnalysis& analysis);

}  // namespace bizon
