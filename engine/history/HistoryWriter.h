// The history store's writer: the saves queued by the table, written on a worker (work/Worker.h) in bursts, each set once with its latest state, then flushed to disk on a second worker, many files at once.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
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
  // kernel's cache: Durability::InPlace) and `record` (the index and the list).
  struct Steps {
    std::function<std::filesystem::path(StoredSet&, SetSummary&)> check;
    std::function<void(const std::filesystem::path&, const StoredSet&, const SetSummary&)> file;
    std::function<void(const std::filesystem::path&, const SetSummary&)> record;
  };
  // Called on the worker once the save is in place (a killed process loses nothing of it: the
  // kernel holds it), or has failed (takeFailure says why). The files of a burst are then flushed
  // to disk together (flushToDisk), on a second worker while the next burst is written: a crash of
  // the machine loses at most the saves of the last flush or two, each set keeping an earlier state.
  using Done = std::function<void()>;

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
  // is then called when the newer state is written). The saves queued while a burst is written
  // make the next burst.
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
  // Hands the files of a burst to the flusher, which flushes, round after round, all it was given.
  void flushLater(std::vector<std::filesystem::path> files);
  std::optional<std::string> flushRounds();

  std::mutex mutex_;                        // what follows up to failure_, shared with the workers
  std::map<std::string, Pending> pending_;  // by set id: the latest state not yet written
  bool draining_ = false;                   // a job is posted that will write pending_
  std::set<std::filesystem::path> unflushed_;  // in place, not yet handed to flushToDisk
  bool flushing_ = false;                      // a job is posted that will flush unflushed_
  std::optional<std::string> failure_;         // the owner's
  // Last: stopped before what their jobs use goes; the writer first, as it posts to the flusher.
  work::Worker<std::optional<std::string>> flusher_;
  work::Worker<std::optional<std::string>> worker_;
};

}  // namespace bizon
