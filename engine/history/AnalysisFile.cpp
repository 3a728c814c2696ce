#include "AnalysisFile.h"

#include <algorithm>
#include <system_error>

#include "files/AtomicFile.h"
#include "HistoryPaths.h"
#include "HistorySystem.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

// Where a damaged analysis file goes: damaged/ under a name no other file has, with a note. The
// set store does the same for set files (HistoryStore::setAside); link() never replaces a file.
void setAside(const fs::path& historyDir, const fs::path& file, const std::string& why, std::string& message) {
  std::error_code ec;
  const fs::path damaged = HistoryPaths(historyDir).damaged();
  fs::create_directories(damaged, ec);
  for (int n = 0; n < 1000; ++n) {
    std::string name = file.filename().string();
    if (n > 0) name.append(".").append(std::to_string(n));
    const fs::path target = damaged / name;
    std::string failure;
    const Linked linked = linkNew(file, target, failure);
    if (linked == Linked::Done) {
      fs::remove(file, ec);
      try {
        writeFileAtomically(fs::path(target.string() + ".reason.txt"),
                            "Bizon set this analysis file aside: " + why + "\n");
      } catch (const std::system_error&) {
        // The message still says why.
      }
      message = "analysis: " + file.string() + ": " + why + "; moved to " + target.string();
      return;
    }
    if (linked == Linked::Failed) break;
  }
  // It cannot move: delete it, as it is only a cache of what can be computed again.
  fs::remove(file, ec);
  message = "analysis: " + file.string() + ": " + why + "; removed (it could not be moved aside)";
}

}  // namespace

fs::path analysisFileOf(const fs::path& historyDir, std::string_view setId) {
  return HistoryPaths(historyDir).analysisFile(setId);
}

AnalysisReading readAnalysisFile(const fs::path& historyDir, std::string_view setId) {
  AnalysisReading reading;
  const fs::path file = analysisFileOf(historyDir, setId);
  std::error_code ec;
  if (!fs::exists(file, ec)) return reading;
  FileText read = readFileLimited(file, analysisFileMaxBytes);
  std::string why = read.why;
  const std::optional<std::string>& text = read.text;
  if (!text && read.refusal != ReadRefusal::TooLarge) {
    reading.problem = "analysis: " + file.string() + ": " + why;  // unreadable: not ours to move
    return reading;
  }
  if (text) {
    if (analysisVersionOf(*text) > analysisFileVersion) {
      reading.problem = "analysis: " + file.string() + ": written by a newer Bizon; left untouched";
      return reading;
    }
    reading.analysis = parseAnalysis(*text, why);
    if (reading.analysis && reading.analysis->setId != setId) {
      why = "it is the analysis of set " + reading.analysis->setId;
      reading.analysis.reset();
    }
    if (reading.analysis) return reading;
  }
  setAside(historyDir, file, why, reading.problem);
  return reading;
}

bool analysisWritable(const fs::path& historyDir, std::string_view setId) {
  const fs::path file = analysisFileOf(historyDir, setId);
  const FileText read = readFileLimited(file, analysisFileMaxBytes);
  if (!read.text) return true;
  return !(analysisVersionOf(*read.text) > analysisFileVersion);
}

void writeAnalysisFile(const fs::path& historyDir, const SetAnalysis& analysis) {
  writeFileAtomically(analysisFileOf(historyDir, analysis.setId), serializeAnalysis(analysis));
}

StoredAnalysis analyseStoredSet(const fs::path& historyDir, const StoredSet& set, Seat seat, const AnalysisMethod& method,
                                const std::atomic<bool>& cancel) {
  StoredAnalysis stored;
  // One analysis of a set at a time (the scoresheet's and the review's, `bizon analyse` in a
  // terminal): two writers of the analysis file would share a temporary file name (AtomicFile.h),
  // and the second analysis would only repeat the first: it waits, then finds the file fresh.
  const SetFileLock lock(HistoryPaths(historyDir).setFile(set.metadata.id), cancel);
  if (cancel) return stored;
  AnalysisReading reading = readAnalysisFile(historyDir, set.metadata.id);
  if (!reading.problem.empty()) stored.problems.push_back(reading.problem);
  SetAnalysis file;
  if (reading.analysis && reading.analysis->method == method.version) file = std::move(*reading.analysis);
  file.setId = set.metadata.id;
  file.method = method.version;

  std::vector<GameRecord> stale;
  std::vector<int> numbers;
  for (std::size_t g = 0; g < set.games.size(); ++g) {
    const GameAnalysis* known = file.find(static_cast<int>(g), seat);
    if (!known || known->record != recordFingerprint(set.games[g])) {
      stale.push_back(set.games[g]);
      numbers.push_back(static_cast<int>(g));
    }
  }
  std::vector<GameAnalysis> fresh = method.analyse(stale, numbers, seat);
  if (fresh.size() != stale.size()) return stored;  // cancelled
  // Games of this seat beyond the set's end (a file from before an import) go too.
  std::erase_if(file.games, [&](const GameAnalysis& g) { return g.seat == seat && g.game >= static_cast<int>(set.games.size()); });
  for (GameAnalysis& g : fresh) {
    g.record = recordFingerprint(set.games[static_cast<std::size_t>(g.game)]);
    std::erase_if(file.games, [&](const GameAnalysis& old) { return old.seat == seat && old.game == g.game; });
    file.games.push_back(std::move(g));
  }
  std::sort(file.games.begin(), file.games.end(), [](const GameAnalysis& a, const GameAnalysis& b) {
    return a.seat != b.seat ? a.seat < b.seat : a.game < b.game;
  });
  if ((!stale.empty() || !reading.analysis) && analysisWritable(historyDir, set.metadata.id)) {
    try {
      writeAnalysisFile(historyDir, file);
    } catch (const std::system_error& e) {
      stored.problems.push_back(std::string("analysis: ") + e.what());
    }
  }
  for (std::size_t g = 0; g < set.games.size(); ++g) stored.games.push_back(*file.find(static_cast<int>(g), seat));
  return stored;
}

}  // namespace bizon
