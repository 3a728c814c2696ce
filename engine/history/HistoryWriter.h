// The history store's writer: the saves queued by the table, written on a worker (work/Worker.h) in order, a burst of one set's saves written once with its latest state.
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "SetSummary.h"
#include "StoredSet.h"
#include "work/Worker.h"

namespace bizon {

// Owned by a HistoryStore, which settles it before anything reads or writes the store: whoever
// reads the history sees every save queued before, and nobody has to remember to flush. Used
// from one thread (the store's owner); `write` runs on the worker.
class HistoryWriter {
 public:
  // Writes a set as HistoryStore::save does; throws on failure.
  using Write = std::function<void(StoredSet, SetSummary)>;

  HistoryWriter() = default;
  // A store moves: the saves queued in `other` are written first (through the store they were
  // queued for), and a failure not yet taken moves along.
  HistoryWriter(HistoryWriter&& other) noexcept;
  HistoryWriter& operator=(HistoryWriter&& other) noexcept;
  HistoryWriter(const HistoryWriter&) = delete;
  HistoryWriter& operator=(const HistoryWriter&) = delete;
  // Writes what is queued: a set closed by quitting, closing the window or a signal keeps its last move.
  ~HistoryWriter() { settle(); }

  // Queues the set's save; a newer state of the same set replaces one not started yet.
  void queue(StoredSet set, SetSummary summary, Write write);
  // Returns once every save queued is written (or failed).
  void settle() const { worker_.wait(); }
  // Why the latest failed save failed (the previous save of that set is then intact), once; never blocks.
  std::optional<std::string> takeFailure();

 private:
  struct Pending {
    StoredSet set;
    SetSummary summary;
  };
  std::mutex mutex_;                        // pending_, shared with the worker
  std::map<std::string, Pending> pending_;  // by set id: the latest state not yet written
  std::optional<std::string> failure_;      // the owner's
  work::Worker<std::optional<std::string>> worker_;  // last: stopped before what its jobs use goes
};

}  // namespace bizon
