#include "AnalysisFile.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

#include "AtomicFile.h"
#include "HistoryPaths.h"

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
    if (::link(file.c_str(), target.c_str()) == 0) {
      ::unlink(file.c_str());
      try {
        writeFileAtomically(fs::path(target.string() + ".reason.txt"),
                            "Bizon set this analysis file aside: " + why + "\n");
      } catch (const std::system_error&) {
        // The message still says why.
      }
      message = "analysis: " + file.string() + ": " + why + "; moved to " + target.string();
      return;
    }
    if (errno != EEXIST) break;
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

}  // namespace bizon
