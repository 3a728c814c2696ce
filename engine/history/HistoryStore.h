// The set history on disk: one JSON file per set, saved atomically after every action, checked on opening, with a rebuildable index for fast listing.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "HistoryIndex.h"
#include "HistoryProblem.h"
#include "HistoryWriter.h"
#include "Match.h"
#include "SetLocks.h"
#include "SetSummary.h"
#include "StoredSet.h"

namespace bizon {

// The history directory laid out as HistoryPaths.h says. Used from one thread (the frame's, in the
// window); its saves may be queued on its own writer (saveLater), and every other member first
// waits for those: whatever reads the history sees the latest save queued.
class HistoryStore {
 public:
  HistoryStore(HistoryStore&&) = default;
  HistoryStore& operator=(HistoryStore&&) = default;
  // Writes the saves queued first, and flushes them to disk.
  ~HistoryStore();

  // Opens the history in dir, creating its folders if needed. Every set file that the index
  // does not vouch for is read in full; a bad one is set aside, a newer version's is left alone,
  // and each is named in problems(). Never throws for a bad file; throws std::system_error if dir
  // cannot be created or listed, and HistoryError if its sets folder is a link or not a folder
  // (nothing is moved then).
  static HistoryStore open(const std::filesystem::path& dir);

  const std::filesystem::path& directory() const { return dir_; }
  std::filesystem::path fileOf(std::string_view id) const;

  // The sound sets, oldest first (by start time, then id): the review list and the statistics.
  const std::vector<SetSummary>& sets() const {
    writer_.settle();
    return sets_;
  }
  const SetSummary* find(std::string_view id) const;
  // What opening found wrong, one message each, for the player to see once.
  const std::vector<HistoryProblem>& problems() const {
    writer_.settle();
    return problems_;
  }

  // A set in full (metadata and every record), checked again; throws HistoryError if its file is
  // missing or no longer sound.
  StoredSet loadSet(std::string_view id) const;

  // The most recent played set that is not over nor abandoned, to resume at its exact card: a file that fails
  // to load now is set aside (and added to problems()) and the one before is tried.
  std::optional<StoredSet> latestUnfinished();

  // A fresh id for a set starting at started, unused in this history.
  std::string newSetId(TimePoint started);

  // Saves the set as the match has played it so far, atomically (codec/SetFileCodec.h, AtomicFile.h): called
  // after every bid and card, so a crash loses at most the action being made. If the match is
  // over and metadata has no end time, now is used. Returns the summary as stored. Throws
  // std::system_error if the file cannot be written (the previous save is then intact), and
  // HistoryError if another process holds the set (claim): the file is then not touched.
  const SetSummary& save(const SetMetadata& metadata, const Match& match);
  // The same for a set given by its records and its summary, made where the moves were made
  // (summarize: the table's recorder copies both after each move), so that no match is rebuilt
  // to save it: the records are trusted to replay.
  const SetSummary& save(StoredSet set, SetSummary summary);
  // The same save on the store's writer thread, so that the caller (the table, after every move)
  // never waits for the disk; a newer state of the set replaces one not yet written, and the
  // store's end writes and flushes what is queued. The writer puts the set's file in place
  // (Durability::InPlace), then flushes it to disk with the other files saved meanwhile
  // (HistoryWriter.h). `done`, on the writer's threads, says whether this state (or a newer one)
  // is on disk: true once flushed, false once its write or its flush failed. A server tells its
  // players a move only after a true.
  void saveLater(StoredSet set, SetSummary summary, HistoryWriter::Done done = {});
  // Why the latest save queued failed (the previous save is then intact), once; never blocks.
  std::optional<std::string> takeSaveFailure() { return writer_.takeFailure(); }

  // Leaves the set `id`, which this store holds (claim), for a new one: a set with a move made
  // stays in the history marked abandoned (never resumed); one without any is removed, as if never
  // begun; a finished set stays as it is. Throws HistoryError if another process holds the set or
  // its file is no longer sound, std::system_error if it cannot be written.
  void abandon(std::string_view id);

  // Brings index.json up to date with the sets saved since opening, if any (opening already
  // does it for what it found). Cheap to skip: a stale index only makes the next opening read
  // the changed files. Call it when a set ends, or after saving many (simulate --save).
  void writeIndex();

  // One writer per set. claim() takes the set for this store, at once, if no other window or
  // command holds it (true), else false; save() claims too and refuses a set held elsewhere. A
  // claim lasts until release() or the store's end, or the process's: the kernel lets go then.
  bool claim(std::string_view id);
  void release(std::string_view id);
  void releaseAll();

  struct Imported {
    std::string id;
    bool alreadyThere = false;  // an identical set was in the history: nothing written
  };
  // Adds the set file at path (a set exported from any history). It keeps its id unless another
  // set has it, then it gets a new one; a set already there with the same content, under any id,
  // is not added again. Throws HistoryError naming what is wrong with the file.
  Imported importSet(const std::filesystem::path& file);
  // Writes the set as a set file at path (atomically); throws HistoryError (also if something other
  // than a regular file is at path: it is left as it is) or std::system_error.
  void exportSet(std::string_view id, const std::filesystem::path& file) const;
  // The text exportSet writes, for standard output.
  std::string exportText(std::string_view id) const;

  struct CheckReport {
    int sound = 0;                         // set files that load and replay
    std::vector<HistoryProblem> problems;  // every other file in sets/, and why
    std::vector<HistoryProblem> newer;     // files of a newer version: not checked, not a failure
    int setAside = 0;                      // files already in damaged/ (not a failure)
  };
  // Reads every set file in full, ignoring the index, and moves nothing: `bizon history check`.
  // A history folder or sets folder that is a link or not a folder, a non-regular file named like
  // a set, and an index that cannot be read or disagrees with a file are problems too.
  static CheckReport check(const std::filesystem::path& dir);

 private:
  explicit HistoryStore(std::filesystem::path dir);
  // save() without waiting for the writer: the writer's own way in.
  const SetSummary& write(StoredSet set, SetSummary summary);
  // write()'s steps: checks and claims the set and stamps its end (returns its file), then, once
  // the file is written, puts it in the index and the list. The writer writes a burst's files at once.
  std::filesystem::path check(StoredSet& set, SetSummary& summary);
  const SetSummary& record(const std::filesystem::path& file, const SetSummary& summary);
  const SetSummary* lookup(std::string_view id) const;
  void remember(const SetSummary& summary);
  HistoryProblem setAside(const std::filesystem::path& file, SetFileProblem problem, const std::string& why);
  void forget(std::string_view id);

  // First: a store that moves waits for its writer before the members the writer uses move.
  HistoryWriter writer_;
  std::filesystem::path dir_;
  std::vector<SetSummary> sets_;
  std::vector<std::string> reserved_;  // ids of files left alone (newer versions): never overwritten
  std::vector<HistoryProblem> problems_;
  HistoryIndex index_;  // the summaries of the files as they are now
  SetLocks locks_;      // the sets this store writes
  bool indexChanged_ = false;
  std::mt19937_64 random_;  // tags of new ids
};

}  // namespace bizon
