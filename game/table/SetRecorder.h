// Keeps the set being played in the history: the latest state is written on a worker thread (never in a frame), bursts of moves coalesced into one write.
#pragma once

#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "Match.h"
#include "history/HistoryStore.h"
#include "StoredSet.h"

namespace bizon::table {

class SetRecorder {
 public:
  // Writes into `store`, which must outlive the recorder and is not written by anyone else
  // meanwhile (the table flushes before another screen may read it).
  SetRecorder(HistoryStore& store, SetMetadata metadata);
  SetRecorder(const SetRecorder&) = delete;
  SetRecorder& operator=(const SetRecorder&) = delete;
  // Flushes: a set closed by quitting, closing the window or a signal keeps its last move.
  ~SetRecorder();

  // The set as `match` stands now: its records and summary copied at once, written soon without
  // rebuilding the match; a newer state replaces one not yet written.
  void record(const Match& match);
  // A decision taken back: counted in the set's metadata from the next record() on.
  void countTakeBack() { ++metadata_.takeBacks; }
  // Returns once everything recorded is on disk (or failed).
  void flush();
  // Why the latest save failed (the previous save is then intact), once; empty if it did not.
  std::optional<std::string> takeFailure();

 private:
  void run();

  HistoryStore& store_;
  SetMetadata metadata_;  // the table's thread only: the writer gets copies
  std::mutex mutex_;
  std::condition_variable wake_;  // something to write, or stop
  std::condition_variable idle_;  // nothing pending and nothing being written
  struct Pending {
    StoredSet set;
    SetSummary summary;
  };
  std::optional<Pending> pending_;
  bool writing_ = false;
  bool stop_ = false;
  std::optional<std::string> failure_;
  std::thread thread_;  // last: it starts once everything above is ready
};

}  // namespace bizon::table
