#include "SetSaver.h"

namespace bizon {

SetSaver::SetSaver(HistoryStore& store) : store_(store), writer_([this] { run(); }) {}

SetSaver::~SetSaver() {
  {
    std::lock_guard lock(lock_);
    stopping_ = true;
  }
  wake_.notify_one();
  writer_.join();
}

void SetSaver::save(StoredSet set, SetSummary summary) {
  {
    std::lock_guard lock(lock_);
    const std::string id = set.metadata.id;
    pending_.insert_or_assign(id, std::make_pair(std::move(set), std::move(summary)));
  }
  wake_.notify_one();
}

std::vector<std::string> SetSaver::takeProblems() {
  std::lock_guard lock(lock_);
  return std::exchange(problems_, {});
}

void SetSaver::run() {
  for (;;) {
    std::pair<StoredSet, SetSummary> next;
    {
      std::unique_lock lock(lock_);
      wake_.wait(lock, [this] { return stopping_ || !pending_.empty(); });
      if (pending_.empty()) return;  // stopping, and everything written
      next = std::move(pending_.begin()->second);
      pending_.erase(pending_.begin());
    }
    try {
      std::lock_guard lock(storeLock_);
      const bool over = next.second.finished();
      store_.save(std::move(next.first), std::move(next.second));
      if (over) store_.writeIndex();
    } catch (const std::exception& e) {
      std::lock_guard lock(lock_);
      problems_.push_back(e.what());
    }
  }
}

}  // namespace bizon
