// Saves the tables' sets in the history on a thread of its own, so that the disk's flushes never hold up a move: each set's latest state is written, and states a slow disk could not keep up with are merged into the next.
#pragma once

#include <condition_variable>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "SetSummary.h"
#include "StoredSet.h"
#include "history/HistoryStore.h"

namespace bizon {

class SetSaver {
 public:
  explicit SetSaver(HistoryStore& store);
  // Writes what is still to be written, then stops.
  ~SetSaver();
  SetSaver(const SetSaver&) = delete;
  SetSaver& operator=(const SetSaver&) = delete;

  // The set as it stands now, to be written soon; replaces a state of it not yet written.
  void save(StoredSet set, SetSummary summary);
  // Uses the store while no save is being written (the store is not shared between threads).
  template <class F>
  auto withStore(F use) {
    std::lock_guard lock(storeLock_);
    return use(store_);
  }
  // Why saves failed since last asked (a full disk), one line each.
  std::vector<std::string> takeProblems();

 private:
  void run();

  HistoryStore& store_;
  std::mutex storeLock_;
  std::mutex lock_;
  std::condition_variable wake_;
  std::map<std::string, std::pair<StoredSet, SetSummary>> pending_;
  std::vector<std::string> problems_;
  bool stopping_ = false;
  std::thread writer_;
};

}  // namespace bizon
