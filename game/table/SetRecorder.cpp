#include "table/SetRecorder.h"

#include <iostream>

namespace bizon::table {

SetRecorder::SetRecorder(HistoryStore& store, SetMetadata metadata)
    : store_(store), metadata_(std::move(metadata)), thread_([this] { run(); }) {}

SetRecorder::~SetRecorder() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_one();
  thread_.join();  // the worker writes what is pending before it stops
}

void SetRecorder::record(const Match& match) {
  SetMetadata metadata = metadata_;
  metadata.options = match.options();
  SetSummary summary = summarize(metadata, match);
  Pending set{{std::move(metadata), match.records()}, std::move(summary)};
  {
    std::lock_guard lock(mutex_);
    pending_ = std::move(set);
  }
  wake_.notify_one();
}

void SetRecorder::flush() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return !pending_ && !writing_; });
}

std::optional<std::string> SetRecorder::takeFailure() {
  std::lock_guard lock(mutex_);
  return std::exchange(failure_, std::nullopt);
}

void SetRecorder::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return pending_ || stop_; });
    if (!pending_) break;  // stopping with nothing left to write
    Pending set = std::move(*pending_);
    pending_.reset();
    writing_ = true;
    lock.unlock();
    std::optional<std::string> failure;
    try {
      store_.save(std::move(set.set), std::move(set.summary));
    } catch (const std::exception& e) {
      std::cerr << "bizon: the set could not be saved: " << e.what() << "\n";
      failure = e.what();
    }
    lock.lock();
    writing_ = false;
    if (failure) failure_ = std::move(failure);
    if (!pending_) idle_.notify_all();
  }
  idle_.notify_all();
}

}  // namespace bizon::table
