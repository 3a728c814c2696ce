// The analysis file of a set ("bizon-analysis", version 1), kept beside its set file: written atomically, read with every check, set aside when damaged.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "StoredSet.h"
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

// How the games are analysed (ai/SetAnalyser.h): its version, the file's games judged by another
// being stale, and the judging of the seat's decisions in `games` (games[i] is game numbers[i] of
// the set), empty when cancelled.
struct AnalysisMethod {
  int version = 0;
  std::function<std::vector<GameAnalysis>(std::span<const GameRecord> games, std::span<const int> numbers, Seat seat)>
      analyse;
};

struct StoredAnalysis {
  std::vector<GameAnalysis> games;     // one per game of the set, in order; empty if cancelled
  std::vector<std::string> problems;   // a damaged file set aside, a file that could not be written
};

// The seat's analysis of every game of the set: taken from the analysis file beside the set file
// where it is fresh (same method, same record), the rest analysed, and the file brought up to
// date. One at a time per set, across threads and processes: a second waits for the first (or
// for `cancel`), then finds the file fresh. The game records are only read, never written.
StoredAnalysis analyseStoredSet(const std::filesystem::path& historyDir, const StoredSet& set, Seat seat,
                                const AnalysisMethod& method, const std::atomic<bool>& cancel);

}  // namespace bizon
