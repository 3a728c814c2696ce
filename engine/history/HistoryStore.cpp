#include "HistoryStore.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <future>
#include <sys/stat.h>
#include <cstring>
#include <system_error>
#include <unordered_set>
#include <unistd.h>

#include "AtomicFile.h"
#include "HistoryError.h"
#include "SetFile.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

bool earlier(const SetSummary& a, const SetSummary& b) {
  if (a.metadata.started != b.metadata.started) return a.metadata.started < b.metadata.started;
  return a.metadata.id < b.metadata.id;
}

// A temporary file of a process that no longer runs is an abandoned write: the set file it was
// to replace is intact, so the leftover can go. A live writer's file is never touched.
bool processRuns(long pid) {
  if (pid <= 0) return false;
  if (pid == static_cast<long>(::getpid())) return true;
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

SetFileReading readSetFile(const fs::path& file) {
  SetFileReading reading;
  bool tooLarge = false;
  auto text = readFileLimited(file, setFileMaxBytes, reading.why, tooLarge);
  if (!text) {
    reading.problem = tooLarge ? SetFileProblem::TooLarge : SetFileProblem::Unreadable;
    return reading;
  }
  reading = parseSet(*text);
  // The file name is the id: a set filed under another name would collide with the real one.
  if (reading.set && reading.set->metadata.id + ".json" != file.filename().string()) {
    reading.why = "id \"" + reading.set->metadata.id + "\" does not match the file name";
    reading.problem = SetFileProblem::Invalid;
    reading.set.reset();
  }
  return reading;
}

// Files of a newer version and files we cannot read are not ours to move.
bool leaveAlone(SetFileProblem problem) {
  return problem == SetFileProblem::NewerVersion || problem == SetFileProblem::Unreadable;
}

std::string leftAloneMessage(const fs::path& file, const std::string& why) {
  return "history: " + file.string() + ": " + why + "; left untouched";
}

struct ListedFile {
  std::string name;
  bool regular = false;
  // Taken when listing, before any reading: if a writer replaces the file meanwhile, the index
  // entry carries the older stamp and the file is simply read again next time.
  std::optional<HistoryIndex::Stamp> stamp;
};

// The folder's entries with their stamps. POSIX rather than std::filesystem: fstatat relative to
// the open folder spares the kernel a path walk per file, a third of the listing's time.
std::vector<ListedFile> listFolder(const fs::path& folder) {
  DIR* d = ::opendir(folder.c_str());
  if (!d) throw std::system_error(errno, std::generic_category(), "cannot list " + folder.string());
  std::vector<ListedFile> files;
  while (const dirent* e = ::readdir(d)) {
    const std::string_view name = e->d_name;
    if (name == "." || name == "..") continue;
    ListedFile f{std::string(name), false, std::nullopt};
    struct stat info {};
    if (::fstatat(::dirfd(d), e->d_name, &info, 0) == 0) {
      f.regular = S_ISREG(info.st_mode);
      f.stamp = stampFrom(info);
    }
    files.push_back(std::move(f));
  }
  ::closedir(d);
  return files;
}

}  // namespace

HistoryStore::HistoryStore(fs::path dir) : dir_(std::move(dir)), random_(std::random_device{}()) {}

fs::path HistoryStore::fileOf(std::string_view id) const { return dir_ / "sets" / (std::string(id) + ".json"); }

HistoryStore HistoryStore::open(const fs::path& dir) {
  HistoryStore store(dir);
  fs::create_directories(dir / "sets");
  // The index is parsed while the folder is listed and its files examined: the two take about
  // as long as each other, and together they are the time the review list waits for.
  auto futureIndex = std::async(std::launch::async, [&dir] { return HistoryIndex::read(dir / "index.json"); });
  std::vector<ListedFile> files;
  try {
    files = listFolder(dir / "sets");
  } catch (...) {
    futureIndex.wait();
    throw;
  }
  store.index_ = futureIndex.get();
  std::unordered_set<std::string> seen;
  for (ListedFile& listed : files) {
    const fs::path file = dir / "sets" / listed.name;
    if (auto owner = temporaryFileOwner(file)) {
      std::error_code ignored;
      if (!processRuns(*owner)) fs::remove(file, ignored);
      continue;
    }
    if (!listed.name.ends_with(".json") || !listed.regular) continue;
    if (listed.stamp) {
      if (const SetSummary* known = store.index_.find(listed.name, *listed.stamp)) {
        store.sets_.push_back(*known);
        seen.insert(std::move(listed.name));
        continue;
      }
    }
    SetFileReading reading = readSetFile(file);
    if (reading.set) {
      if (listed.stamp) {
        store.index_.put(listed.name, *listed.stamp, reading.summary);
        store.indexChanged_ = true;
        seen.insert(std::move(listed.name));
      }
      store.sets_.push_back(std::move(reading.summary));
    } else if (leaveAlone(reading.problem)) {
      store.reserved_.push_back(file.stem().string());
      store.problems_.push_back(
          {file, reading.problem, reading.why, HistoryProblem::Action::LeftAlone, {}, leftAloneMessage(file, reading.why)});
    } else {
      store.problems_.push_back(store.setAside(file, reading.problem, reading.why));
    }
  }
  // Entries whose files are gone (or now bad) must not outlive them.
  if (store.index_.retainOnly(seen)) store.indexChanged_ = true;
  std::sort(store.sets_.begin(), store.sets_.end(), earlier);
  store.writeIndex();
  return store;
}

void HistoryStore::writeIndex() {
  if (!indexChanged_) return;
  try {
    index_.write(dir_ / "index.json");
    indexChanged_ = false;
  } catch (const std::system_error&) {
    // Only a cache: a read-only history still lists, just more slowly next time.
  }
}

HistoryProblem HistoryStore::setAside(const fs::path& file, SetFileProblem problem, const std::string& why) {
  HistoryProblem p{file, problem, why, HistoryProblem::Action::SetAside, {}, {}};
  const fs::path damaged = dir_ / "damaged";
  std::error_code ec;
  fs::create_directories(damaged, ec);
  // link() never replaces an existing file, so two processes setting aside at once cannot
  // overwrite each other's copies; the original goes only once the copy exists.
  for (int n = 0; n < 1000 && !p.movedTo; ++n) {
    std::string name = file.filename().string();
    if (n > 0) name.append(".").append(std::to_string(n));  // appended: GCC 12 warns falsely on "." + …
    const fs::path target = damaged / name;
    if (::link(file.c_str(), target.c_str()) == 0) {
      ::unlink(file.c_str());
      p.movedTo = target;
    } else if (errno != EEXIST) {
      break;
    }
  }
  if (!p.movedTo) {
    p.action = HistoryProblem::Action::LeftAlone;
    reserved_.push_back(file.stem().string());
    p.message = "history: " + file.string() + ": " + why + "; it could not be moved aside (" +
                std::strerror(errno) + ") and is ignored";
    return p;
  }
  try {
    writeFileAtomically(fs::path(p.movedTo->string() + ".reason.txt"),
                        "Bizon set this file aside on opening the history: " + why + "\n");
  } catch (const std::system_error&) {
    // The message below still says why; the note beside the file is a courtesy.
  }
  p.message = "history: " + file.string() + ": " + why + "; moved to " + p.movedTo->string();
  return p;
}

const SetSummary* HistoryStore::find(std::string_view id) const {
  // From the end: the set being played, the usual question, is the newest.
  for (auto it = sets_.rbegin(); it != sets_.rend(); ++it)
    if (it->metadata.id == id) return &*it;
  return nullptr;
}

void HistoryStore::forget(std::string_view id) {
  std::erase_if(sets_, [&](const SetSummary& s) { return s.metadata.id == id; });
}

void HistoryStore::remember(const SetSummary& summary) {
  forget(summary.metadata.id);
  sets_.insert(std::upper_bound(sets_.begin(), sets_.end(), summary, earlier), summary);
}

StoredSet HistoryStore::loadSet(std::string_view id) const {
  if (!isValidSetId(id)) throw HistoryError("no set \"" + std::string(id) + "\" in the history");
  const fs::path file = fileOf(id);
  std::error_code ec;
  if (!fs::exists(file, ec)) throw HistoryError("no set " + std::string(id) + " in the history");
  SetFileReading reading = readSetFile(file);
  if (!reading.set) throw HistoryError(file.string() + ": " + reading.why);
  return std::move(*reading.set);
}

std::optional<StoredSet> HistoryStore::latestUnfinished() {
  for (auto it = sets_.rbegin(); it != sets_.rend();) {
    if (it->metadata.origin != SetOrigin::Played || it->finished()) {
      ++it;
      continue;
    }
    const std::string id = it->metadata.id;
    const fs::path file = fileOf(id);
    SetFileReading reading = readSetFile(file);
    if (reading.set) return std::move(*reading.set);
    // Damaged since the history was opened: it must not stop the game, so it goes the way of
    // any bad file and the next older unfinished set is tried.
    if (leaveAlone(reading.problem)) {
      reserved_.push_back(id);
      problems_.push_back({file, reading.problem, reading.why, HistoryProblem::Action::LeftAlone, {},
                           leftAloneMessage(file, reading.why)});
    } else {
      problems_.push_back(setAside(file, reading.problem, reading.why));
    }
    const auto position = sets_.rend() - it - 1;
    sets_.erase(sets_.begin() + position);
    it = std::make_reverse_iterator(sets_.begin() + position);
  }
  return std::nullopt;
}

std::string HistoryStore::newSetId(TimePoint started) {
  for (;;) {
    std::string id = makeSetId(started, random_());
    std::error_code ec;
    if (!find(id) && std::find(reserved_.begin(), reserved_.end(), id) == reserved_.end() &&
        !fs::exists(fileOf(id), ec))
      return id;
  }
}

const SetSummary& HistoryStore::save(const SetMetadata& metadata, const Match& match) {
  SetMetadata m = metadata;
  if (!isValidSetId(m.id)) throw std::invalid_argument("set id \"" + m.id + "\" is not a valid file name");
  if (std::find(reserved_.begin(), reserved_.end(), m.id) != reserved_.end())
    throw HistoryError("set " + m.id + " belongs to a file this history leaves alone");
  m.options = match.options();
  if (match.over() && !m.ended) m.ended = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  if (!match.over() && m.ended) throw std::invalid_argument("set " + m.id + " has an end time but is not over");
  const StoredSet set{m, match.records()};
  const SetSummary summary = summarize(m, match);
  const fs::path file = fileOf(m.id);
  writeFileAtomically(file, serializeSet(set, summary));
  // Only this process writes this set, so the stamp read now is that of the file just written.
  if (auto stamp = stampOf(file)) {
    index_.put(file.filename().string(), *stamp, summary);
    indexChanged_ = true;
  }
  remember(summary);
  return *find(m.id);
}

const SetSummary& HistoryStore::saveSet(const StoredSet& set) {
  return save(set.metadata, set.resume());
}

HistoryStore::Imported HistoryStore::importSet(const fs::path& file) {
  bool tooLarge = false;
  std::string why;
  auto text = readFileLimited(file, setFileMaxBytes, why, tooLarge);
  if (!text) throw HistoryError(file.string() + ": " + why);
  SetFileReading reading = parseSet(*text);
  if (!reading.set) throw HistoryError(file.string() + ": " + reading.why);
  StoredSet set = std::move(*reading.set);
  if (find(set.metadata.id)) {
    try {
      if (loadSet(set.metadata.id) == set) return {set.metadata.id, true};
    } catch (const HistoryError&) {
      // The stored one is damaged: the import gets its own id below, the damaged file stays.
    }
  }
  std::error_code ec;
  if (find(set.metadata.id) || std::find(reserved_.begin(), reserved_.end(), set.metadata.id) != reserved_.end() ||
      fs::exists(fileOf(set.metadata.id), ec))
    set.metadata.id = newSetId(set.metadata.started);
  saveSet(set);
  return {set.metadata.id, false};
}

std::string HistoryStore::exportText(std::string_view id) const {
  const StoredSet set = loadSet(id);
  return serializeSet(set, summarize(set.metadata, set.resume()));
}

void HistoryStore::exportSet(std::string_view id, const fs::path& file) const {
  writeFileAtomically(file, exportText(id));
}

HistoryStore::CheckReport HistoryStore::check(const fs::path& dir) {
  CheckReport report;
  std::error_code ec;
  const HistoryIndex index = HistoryIndex::read(dir / "index.json");
  if (fs::is_directory(dir / "sets", ec)) {
    for (const fs::directory_entry& entry : fs::directory_iterator(dir / "sets")) {
      const fs::path& file = entry.path();
      if (temporaryFileOwner(file) || file.extension() != ".json" || !entry.is_regular_file(ec)) continue;
      auto stamp = stampOf(file);
      SetFileReading reading = readSetFile(file);
      if (reading.problem == SetFileProblem::NewerVersion) {
        report.newer.push_back({file, reading.problem, reading.why, HistoryProblem::Action::None, {},
                                file.string() + ": " + reading.why + " (not checked)"});
        continue;
      }
      if (!reading.set) {
        report.problems.push_back({file, reading.problem, reading.why, HistoryProblem::Action::None, {},
                                   file.string() + ": " + reading.why});
        continue;
      }
      ++report.sound;
      // The index may speak for this file on the next opening: it must say what the file says.
      const SetSummary* indexed = stamp ? index.find(file.filename().string(), *stamp) : nullptr;
      if (indexed && !(*indexed == reading.summary))
        report.problems.push_back({dir / "index.json", SetFileProblem::Invalid, "disagrees with " + file.string(),
                                   HistoryProblem::Action::None, {},
                                   (dir / "index.json").string() + ": its entry disagrees with " + file.string() +
                                       " (delete the index to rebuild it)"});
    }
  }
  if (fs::is_directory(dir / "damaged", ec))
    for (const fs::directory_entry& entry : fs::directory_iterator(dir / "damaged"))
      if (!entry.path().string().ends_with(".reason.txt")) ++report.setAside;
  return report;
}

}  // namespace bizon
