#include "HistoryIndex.h"

#include "files/AtomicFile.h"

namespace bizon {

namespace {

// A generous ceiling (10,000 sets take about 7 MB) that still refuses absurd files outright.
constexpr std::size_t indexMaxBytes = std::size_t{256} << 20;

}  // namespace

HistoryIndex HistoryIndex::read(const std::filesystem::path& file, std::string* problem) {
  FileText read = readFileLimited(file, indexMaxBytes);
  if (read.text) return parse(*read.text, problem);
  if (problem && read.refusal != ReadRefusal::Missing) *problem = read.why;
  return HistoryIndex();
}

HistoryIndex HistoryIndex::parse(std::string_view text, std::string* problem) {
  HistoryIndex index;
  std::string why;
  auto entries = parseIndex(text, why);
  if (!entries) {
    if (problem) *problem = "not a usable index (" + why + ")";
    return index;
  }
  index.entries_ = std::move(*entries);
  return index;
}

void HistoryIndex::write(const std::filesystem::path& file) const { writeFileAtomically(file, indexText(entries_)); }

const SetSummary* HistoryIndex::find(const std::string& fileName, const Stamp& stamp) const {
  auto it = entries_.find(fileName);
  return it != entries_.end() && it->second.stamp == stamp ? &it->second.summary : nullptr;
}

void HistoryIndex::put(const std::string& fileName, const Stamp& stamp, const SetSummary& summary) {
  entries_.insert_or_assign(fileName, Entry{stamp, summary});
}

bool HistoryIndex::retainOnly(const std::unordered_set<std::string>& fileNames) {
  return std::erase_if(entries_, [&](const auto& entry) { return !fileNames.contains(entry.first); }) > 0;
}

bool operator==(const HistoryIndex& a, const HistoryIndex& b) {
  if (a.entries_.size() != b.entries_.size()) return false;
  for (const auto& [name, entry] : a.entries_) {
    auto it = b.entries_.find(name);
    if (it == b.entries_.end() || !(it->second.stamp == entry.stamp) || !(it->second.summary == entry.summary))
      return false;
  }
  return true;
}

}  // namespace bizon
