#include "HistoryStore.h"

#include <algorithm>
#include <cerrno>
#include <system_error>
#include <unordered_set>

#include "files/AtomicFile.h"
#include "HistoryError.h"
#include "HistoryPaths.h"
#include "HistorySystem.h"
#include "codec/SetFileCodec.h"
#include "work/ForEach.h"

namespace bizon {

namespace fs = std::filesystem;

namespace {

bool earlier(const SetSummary& a, const SetSummary& b) {
  if (a.metadata.started != b.metadata.started) return a.metadata.started < b.metadata.started;
  return a.metadata.id < b.metadata.id;
}

SetFileReading readSetFile(const fs::path& file) {
  SetFileReading reading;
  FileText read = readFileLimited(file, setFileMaxBytes);
  if (!read.text) {
    reading.problem = read.refusal == ReadRefusal::TooLarge ? SetFileProblem::TooLarge : SetFileProblem::Unreadable;
    reading.why = std::move(read.why);
    return reading;
  }
  reading = parseSet(*read.text);
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

// The sets folder must be a real folder: through a link, setting bad files aside would move
// another folder's files.
void refuseLinkedFolder(const fs::path& folder) {
  std::error_code ec;
  const fs::file_status info = fs::symlink_status(folder, ec);
  if (!fs::exists(info)) return;
  if (fs::is_symlink(info))
    throw HistoryError(folder.string() +
                       " is a symbolic link: Bizon keeps its sets in a real folder, and moved nothing");
  if (!fs::is_directory(info)) throw HistoryError(folder.string() + " is not a folder; Bizon left it as it is");
}

// Whether the path goes through a file (history/deeper where history is a file): Linux says so
// (ENOTDIR, which std::filesystem calls not found all the same), Windows only that it is missing.
bool throughFile(const fs::path& path) {
  std::error_code ec;
  for (fs::path up = path.parent_path(); !up.empty() && up != up.parent_path(); up = up.parent_path())
    if (const fs::file_status kind = fs::status(up, ec); fs::exists(kind)) return !fs::is_directory(kind);
  return false;
}

}  // namespace

HistoryStore::HistoryStore(fs::path dir)
    : dir_(std::move(dir)), locks_(HistoryPaths(dir_).locks()), random_(std::random_device{}()) {}

HistoryStore::~HistoryStore() { writer_.flush(); }

fs::path HistoryStore::fileOf(std::string_view id) const { return HistoryPaths(dir_).setFile(id); }

HistoryStore HistoryStore::open(const fs::path& dir) {
  HistoryStore store(dir);
  const HistoryPaths paths(dir);
  refuseLinkedFolder(paths.sets());
  fs::create_directories(paths.sets());
  refuseLinkedFolder(paths.sets());  // made just now by someone else: checked again
  // Writes abandoned by processes that died: the index's, the notes' and the sets' own.
  for (const fs::path& folder : {dir, paths.sets(), paths.damaged()}) removeAbandonedTemporaries(folder);
  store.locks_.removeStale();
  // The index is parsed while the folder is listed and its files examined: the two take about
  // as long as each other, and together they are the time the review list waits for.
  std::vector<ListedFile> files;
  work::forEach(2, 2, [&](int, std::size_t job) {
    if (job == 0) files = listFolder(paths.sets());
    else store.index_ = HistoryIndex::read(paths.index());
  });
  std::unordered_set<std::string> seen;
  for (ListedFile& listed : files) {
    const fs::path file = paths.sets() / listed.name;
    if (temporaryFileOwner(file)) continue;  // a live writer's, or one removed just now
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
  writer_.settle();
  if (!indexChanged_) return;
  try {
    index_.write(HistoryPaths(dir_).index());
    indexChanged_ = false;
  } catch (const std::exception&) {
    // Only a cache: a read-only history (or a named pipe where the index goes) still lists, just
    // more slowly next time; `bizon history check` names the cause.
  }
}

HistoryProblem HistoryStore::setAside(const fs::path& file, SetFileProblem problem, const std::string& why) {
  HistoryProblem p{file, problem, why, HistoryProblem::Action::SetAside, {}, {}};
  const fs::path damaged = HistoryPaths(dir_).damaged();
  std::error_code ec;
  fs::create_directories(damaged, ec);
  // Only into a real folder: through a link the file would leave the history.
  const bool realFolder = fs::is_directory(fs::symlink_status(damaged, ec));
  std::string failure = realFolder ? std::string() : std::generic_category().message(ENOTDIR);
  // A second name never replaces an existing file, so two processes setting aside at once cannot
  // overwrite each other's copies; the original goes only once the copy exists.
  for (int n = 0; realFolder && n < 1000 && !p.movedTo; ++n) {
    std::string name = file.filename().string();
    if (n > 0) name.append(".").append(std::to_string(n));  // appended: GCC 12 warns falsely on "." + …
    const fs::path target = damaged / name;
    const Linked linked = linkNew(file, target, failure);
    if (linked == Linked::Done) {
      fs::remove(file, ec);
      p.movedTo = target;
    } else if (linked == Linked::Failed) {
      break;
    }
  }
  if (failure.empty()) failure = std::generic_category().message(EEXIST);
  if (!p.movedTo) {
    p.action = HistoryProblem::Action::LeftAlone;
    reserved_.push_back(file.stem().string());
    p.message = "history: " + file.string() + ": " + why + "; it could not be moved aside (" + failure +
                ") and is ignored";
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
  writer_.settle();
  return lookup(id);
}

const SetSummary* HistoryStore::lookup(std::string_view id) const {
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
  writer_.settle();
  if (!isValidSetId(id)) throw HistoryError("no set \"" + std::string(id) + "\" in the history");
  const fs::path file = fileOf(id);
  std::error_code ec;
  if (!fs::exists(file, ec)) throw HistoryError("no set " + std::string(id) + " in the history");
  SetFileReading reading = readSetFile(file);
  if (!reading.set) throw HistoryError(file.string() + ": " + reading.why);
  return std::move(*reading.set);
}

std::optional<StoredSet> HistoryStore::latestUnfinished() {
  writer_.settle();
  for (auto it = sets_.rbegin(); it != sets_.rend();) {
    if (it->metadata.origin != SetOrigin::Played || it->finished() || it->metadata.abandoned) {
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
  writer_.settle();
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
  m.options = match.options();
  SetSummary summary = summarize(m, match);
  return save(StoredSet{std::move(m), match.records()}, std::move(summary));
}

const SetSummary& HistoryStore::save(StoredSet set, SetSummary summary) {
  writer_.settle();
  return write(std::move(set), std::move(summary));
}

void HistoryStore::saveLater(StoredSet set, SetSummary summary, HistoryWriter::Done done) {
  HistoryWriter::Steps steps{[this](StoredSet& s, SetSummary& m) { return check(s, m); },
                             [](const fs::path& file, const StoredSet& s, const SetSummary& m) {
                               writeFileAtomically(file, serializeSet(s, m), Durability::InPlace);
                             },
                             [this](const fs::path& file, const SetSummary& m) { record(file, m); },
                             [](const std::vector<fs::path>& files) { flushToDisk(files); }};
  writer_.queue(std::move(set), std::move(summary), std::move(steps), std::move(done));
}

const SetSummary& HistoryStore::write(StoredSet set, SetSummary summary) {
  const fs::path file = check(set, summary);
  writeFileAtomically(file, serializeSet(set, summary));
  return record(file, summary);
}

fs::path HistoryStore::check(StoredSet& set, SetSummary& summary) {
  SetMetadata& m = set.metadata;
  if (!isValidSetId(m.id)) throw std::invalid_argument("set id \"" + m.id + "\" is not a valid file name");
  if (std::find(reserved_.begin(), reserved_.end(), m.id) != reserved_.end())
    throw HistoryError("set " + m.id + " belongs to a file this history leaves alone");
  // One writer per set: the set stays this process's until released.
  if (!locks_.claim(m.id)) throw HistoryError("set " + m.id + " is open in another window; it was not saved here");
  const bool over = summary.finished();
  if (over && !m.ended) m.ended = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  if (!over && m.ended) throw std::invalid_argument("set " + m.id + " has an end time but is not over");
  summary.metadata = m;
  return fileOf(m.id);
}

const SetSummary& HistoryStore::record(const fs::path& file, const SetSummary& summary) {
  // Only this process writes this set, so the stamp read now is that of the file just written.
  if (auto stamp = stampOf(file)) {
    index_.put(file.filename().string(), *stamp, summary);
    indexChanged_ = true;
  }
  remember(summary);
  return *lookup(summary.metadata.id);
}

void HistoryStore::abandon(std::string_view id) {
  writer_.settle();
  if (!locks_.claim(id)) throw HistoryError("set " + std::string(id) + " is open in another window; it was left as it is");
  StoredSet set = loadSet(id);
  if (set.games.empty()) {
    const fs::path file = fileOf(id);
    fs::remove(file);
    forget(id);
    std::unordered_set<std::string> kept;
    for (const SetSummary& s : sets_) kept.insert(fileOf(s.metadata.id).filename().string());
    if (index_.retainOnly(kept)) indexChanged_ = true;
    return;
  }
  if (set.metadata.abandoned) return;
  const Match match = set.resume();
  if (match.over()) return;
  set.metadata.abandoned = true;
  save(set.metadata, match);
}

HistoryStore::Imported HistoryStore::importSet(const fs::path& file) {
  writer_.settle();
  // The file is the user's to name (any name): a link to a set file is fine, a pipe or a device is not.
  FileText read = readFileLimited(file, setFileMaxBytes, Links::Follow);
  if (!read.text) throw HistoryError(file.string() + ": " + read.why);
  SetFileReading reading = parseSet(*read.text);
  if (!reading.set) throw HistoryError(file.string() + ": " + reading.why);
  StoredSet set = std::move(*reading.set);
  // The same set is one set, whatever id it came with: one imported before under a new id (its
  // own was taken) is found by its content. The summaries pick the few candidates worth reading.
  for (const SetSummary& stored : sets_) {
    SetSummary renamed = reading.summary;
    renamed.metadata.id = stored.metadata.id;
    if (!(renamed == stored)) continue;
    try {
      StoredSet candidate = loadSet(stored.metadata.id);
      candidate.metadata.id = set.metadata.id;
      if (candidate == set) return {stored.metadata.id, true};
    } catch (const HistoryError&) {
      // Damaged since the history was opened: not a copy of anything.
    }
  }
  std::error_code ec;
  if (find(set.metadata.id) || std::find(reserved_.begin(), reserved_.end(), set.metadata.id) != reserved_.end() ||
      fs::exists(fileOf(set.metadata.id), ec))
    set.metadata.id = newSetId(set.metadata.started);
  reading.summary.metadata = set.metadata;
  const std::string id = set.metadata.id;
  save(std::move(set), std::move(reading.summary));
  return {id, false};
}

std::string HistoryStore::exportText(std::string_view id) const {
  const StoredSet set = loadSet(id);
  return serializeSet(set, summarize(set.metadata, set.resume()));
}

void HistoryStore::exportSet(std::string_view id, const fs::path& file) const {
  // writeFileAtomically refuses a target that is not a regular file (a link, a device, a folder).
  writeFileAtomically(file, exportText(id));
}

bool HistoryStore::claim(std::string_view id) {
  writer_.settle();
  return locks_.claim(id);
}

void HistoryStore::release(std::string_view id) {
  writer_.settle();
  locks_.release(id);
}

void HistoryStore::releaseAll() {
  writer_.settle();
  locks_.releaseAll();
}

HistoryStore::CheckReport HistoryStore::check(const fs::path& dir) {
  CheckReport report;
  auto problem = [&report](const fs::path& file, const std::string& why,
                           SetFileProblem kind = SetFileProblem::Invalid) {
    report.problems.push_back({file, kind, why, HistoryProblem::Action::None, {}, file.string() + ": " + why});
  };
  // A history not made yet is empty, not broken; a file or a link where a folder belongs is.
  std::error_code ec;
  const fs::file_status info = fs::status(dir, ec);
  if (!fs::exists(info)) {
    // Missing is not a problem; a path through a file or one that cannot be looked at is.
    if (ec && ec != std::errc::no_such_file_or_directory) problem(dir, "cannot be examined: " + ec.message());
    else if (throughFile(dir)) problem(dir, "cannot be examined: " + std::generic_category().message(ENOTDIR));
    return report;
  }
  if (!fs::is_directory(info)) {
    problem(dir, "not a folder");
    return report;
  }
  std::string indexProblem;
  const HistoryPaths paths(dir);
  const HistoryIndex index = HistoryIndex::read(paths.index(), &indexProblem);
  if (!indexProblem.empty()) problem(paths.index(), indexProblem + " (delete it: Bizon rebuilds it)");
  const fs::path sets = paths.sets();
  if (const fs::file_status kind = fs::symlink_status(sets, ec); fs::exists(kind)) {
    if (fs::is_symlink(kind) || !fs::is_directory(kind)) {
      problem(sets, fs::is_symlink(kind) ? "a symbolic link, not a folder (Bizon will not use it)" : "not a folder");
      return report;
    }
    for (const ListedFile& listed : listFolder(sets)) {
      const fs::path file = sets / listed.name;
      if (temporaryFileOwner(file) || !listed.name.ends_with(".json")) continue;
      SetFileReading reading = readSetFile(file);
      if (reading.problem == SetFileProblem::NewerVersion) {
        report.newer.push_back({file, reading.problem, reading.why, HistoryProblem::Action::None, {},
                                file.string() + ": " + reading.why + " (not checked)"});
        continue;
      }
      if (!reading.set) {
        problem(file, reading.why, reading.problem);
        continue;
      }
      ++report.sound;
      // The index may speak for this file on the next opening: it must say what the file says.
      const SetSummary* indexed = listed.stamp ? index.find(listed.name, *listed.stamp) : nullptr;
      if (indexed && !(*indexed == reading.summary))
        problem(paths.index(), "its entry disagrees with " + file.string() + " (delete the index to rebuild it)");
    }
  }
  if (fs::is_directory(paths.damaged(), ec))
    for (const fs::directory_entry& entry : fs::directory_iterator(paths.damaged(), ec))
      if (!entry.path().string().ends_with(".reason.txt") && !temporaryFileOwner(entry.path())) ++report.setAside;
  return report;
}

}  // namespace bizon
