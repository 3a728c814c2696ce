// The history store's writer: the saves queued by the table, written on a worker (work/Worker.h) in bursts, each set once with its latest state, then flushed to disk on a second worker, many files at once, and only then said done.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "SetSummary.h"
#include "StoredSet.h"
#include "work/Worker.h"

namespace bizon {

// Owned by a HistoryStore, which settles it before anything reads or writes the store: whoever
// reads the history sees every save queued before, and nobody has to remember to flush. Used
// from one thread (the store's owner); the steps and the done callbacks run on the worker.
class HistoryWriter {
 public:
  // How the store writes one save, one at a time on the writer's worker: `check` (claims the set,
  // stamps its end; throws if it may not be written), `file` (puts the set's file in place, in the
  // kernel's cache: Durability::InPlace) and `record` (the index and the list); then, on the
  // flusher, `flush` (flushToDisk: the files of one or more bursts, to disk together; throws if
  // any could not be).
  struct Steps {
    std::function<std::filesystem::path(StoredSet&, SetSummary&)> check;
    std::function<void(const std::filesystem::path&, const StoredSet&, const SetSummary&)> file;
    std::function<void(const std::filesystem::path&, const SetSummary&)> record;
    std::function<void(const std::vector<std::filesystem::path>&)> flush;
  };
  using Flush = decltype(Steps::flush);
  // Called once per save queued with one: with true once that state (or a newer one of the set)
  // is on disk, flushed; with false as soon as its write failed, or once the flush holding it
  // failed (takeFailure says why). On the writer's thread after a failed write, on the flusher's
  // after a flush. The files of a burst are flushed together, on the second worker while the next
  // burst is written: one flush of the disk makes many saves done.
  using Done = std::function<void(bool saved)>;

  HistoryWriter() = default;
  // A store moves: the saves queued in `other` are written first (through the store they were
  // queued for), and a failure not yet taken moves along.
  HistoryWriter(HistoryWriter&& other) noexcept;
  HistoryWriter& operator=(HistoryWriter&& other) noexcept;
  HistoryWriter(const HistoryWriter&) = delete;
  HistoryWriter& operator=(const HistoryWriter&) = delete;
  // Writes and flushes what is queued: a set closed by quitting, closing the window or a signal keeps its last move.
  ~HistoryWriter() { flush(); }

  // Queues the set's save; a newer state of the same set replaces one not started yet (its done
  // then tells what became of the newer state). The saves queued while a burst is written make
  // the next burst.
  void queue(StoredSet set, SetSummary summary, Steps steps, Done done = {});
  // Returns once every save queued is in place (or failed): what reads the history sees it.
  void settle() const { worker_.wait(); }
  // Returns once every save queued is on disk (or failed).
  void flush() const {
    worker_.wait();
    flusher_.wait();
  }
  // Why the latest failed save failed (the previous save of that set is then intact), once; never blocks.
  std::optional<std::string> takeFailure();

 private:
  struct Pending {
    StoredSet set;
    SetSummary summary;
    std::vector<Done> done;
    std::filesystem::path file;  // once checked
  };
  // Writes the saves queued until none is left; returns why the last failure failed.
  std::optional<std::string> drain(const Steps& steps);
  // Puts one save in place; returns why it failed.
  static std::optional<std::string> write(Pending& pending, const Steps& steps);
  // Hands the files of a burst, with the dones waiting for them, to the flusher, which flushes,
  // round after round, all it was given.
  void flushLater(std::map<std::filesystem::path, std::vector<Done>> files, const Steps& steps);
  std::optional<std::string> flushRounds(const Flush& flush);

  std::mutex mutex_;                        // what follows up to failure_, shared with the workers
  std::map<std::string, Pending> pending_;  // by set id: the latest state not yet written
  bool draining_ = false;                   // a job is posted that will write pending_
  std::map<std::filesystem::path, std::vector<Done>> unflushed_;  // in place, not yet flushed
  bool flushing_ = false;  // a job is posted that will flush unflushed_
  std::optional<std::string> failure_;         // the owner's
  // Last: stopped before what their jobs use goes; the writer first, as it posts to the flusher.
  work::Worker<std::optional<std::string>> flusher_;
  work::Worker<std::optional<std::string>> worker_;
};

}  // namespace bizon
