// The history store's writer: the saves queued by the table, written on a worker (work/Worker.h) in bursts, each set once with its latest state, the files of a burst flushed side by side.
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
  // How the store writes one save: `check` (claims the set, stamps its end; throws if it may not
  // be written) and `record` (the index and the list, once the file is in place) run on the
  // worker one save at a time; `file` (writes and flushes the set's file) runs for every save of
  // a burst at once, on threads of its own, so that the disk flushes them together.
  struct Steps {
    std::function<std::filesystem::path(StoredSet&, SetSummary&)> check;
    std::function<void(const std::filesystem::path&, const StoredSet&, const SetSummary&)> file;
    std::function<void(const std::filesystem::path&, const SetSummary&)> record;
  };
  // Called once the save is on disk, or has failed (takeFailure says why); on the worker.
  using Done = std::function<void()>;

  HistoryWriter() = default;
  // A store moves: the saves queued in `other` are written first (through the store they were
  // queued for), and a failure not yet taken moves along.
  HistoryWriter(HistoryWriter&& other) noexcept;
  HistoryWriter& operator=(HistoryWriter&& other) noexcept;
  HistoryWriter(const HistoryWriter&) = delete;
  HistoryWriter& operator=(const HistoryWriter&) = delete;
  // Writes what is queued: a set closed by quitting, closing the window or a signal keeps its last move.
  ~HistoryWriter() { settle(); }

  // Queues the set's save; a newer state of the same set replaces one not started yet (its done
  // is then called when the newer state is written). The saves queued while a burst is written
  // make the next burst.
  void queue(StoredSet set, SetSummary summary, Steps steps, Done done = {});
  // Returns once every save queued is written (or failed).
  void settle() const { worker_.wait(); }
  // Why the latest failed save failed (the previous save of that set is then intact), once; never blocks.
  std::optional<std::string> takeFailure();

 private:
  struct Pending {
    StoredSet set;
    SetSummary summary;
    std::vector<Done> done;
  };
  // Writes the saves queued until none is left; returns why the last failure failed.
  std::optional<std::string> drain(const Steps& steps);
  static std::vector<std::optional<std::string>> writeBurst(std::vector<Pending>& burst, const Steps& steps);

  std::mutex mutex_;                        // pending_ and draining_, shared with the worker
  std::map<std::string, Pending> pending_;  // by set id: the latest state not yet written
  bool draining_ = false;                   // a job is posted that will write pending_
  std::optional<std::string> failure_;      // the owner's
  work::Worker<std::optional<std::string>> worker_;  // last: stopped before what its jobs use goes
};

}  // namespace bizon
