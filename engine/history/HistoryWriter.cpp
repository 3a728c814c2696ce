#include "HistoryWriter.h"

#include <iterator>
#include <utility>

namespace bizon {

HistoryWriter::HistoryWriter(HistoryWriter&& other) noexcept {
  other.flush();
  failure_ = other.takeFailure();
}

HistoryWriter& HistoryWriter::operator=(HistoryWriter&& other) noexcept {
  flush();
  other.flush();
  if (auto failure = other.takeFailure()) failure_ = std::move(failure);
  return *this;
}

void HistoryWriter::queue(StoredSet set, SetSummary summary, Steps steps, Done done) {
  std::string id = set.metadata.id;
  {
    std::lock_guard lock(mutex_);
    Pending& pending = pending_[id];
    pending.set = std::move(set);
    pending.summary = std::move(summary);
    if (done) pending.done.push_back(std::move(done));
    if (std::exchange(draining_, true)) return;  // the job posted writes the state just given
  }
  worker_.post([this, steps = std::move(steps)] { return drain(steps); });
}

std::optional<std::string> HistoryWriter::drain(const Steps& steps) {
  std::optional<std::string> failure;
  for (;;) {
    std::vector<Pending> burst;
    {
      std::lock_guard lock(mutex_);
      if (pending_.empty()) {
        draining_ = false;
        return failure;
      }
      for (auto& [id, pending] : pending_) burst.push_back(std::move(pending));
      pending_.clear();
    }
    std::map<std::filesystem::path, std::vector<Done>> written;
    for (Pending& pending : burst) {
      if (auto why = write(pending, steps)) {
        failure = std::move(why);
        for (Done& done : pending.done) done(false);
        continue;
      }
      auto& waiting = written[pending.file];
      std::move(pending.done.begin(), pending.done.end(), std::back_inserter(waiting));
    }
    flushLater(std::move(written), steps);
  }
}

std::optional<std::string> HistoryWriter::write(Pending& pending, const Steps& steps) {
  try {
    pending.file = steps.check(pending.set, pending.summary);
    steps.file(pending.file, pending.set, pending.summary);
    steps.record(pending.file, pending.summary);
    return std::nullopt;
  } catch (const std::exception& e) {
    return e.what();
  }
}

void HistoryWriter::flushLater(std::map<std::filesystem::path, std::vector<Done>> files, const Steps& steps) {
  if (files.empty()) return;
  {
    std::lock_guard lock(mutex_);
    for (auto& [file, done] : files) {
      auto& waiting = unflushed_[file];
      std::move(done.begin(), done.end(), std::back_inserter(waiting));
    }
    if (std::exchange(flushing_, true)) return;  // the job posted flushes these too
  }
  flusher_.post([this, flush = steps.flush] { return flushRounds(flush); });
}

std::optional<std::string> HistoryWriter::flushRounds(const Flush& flush) {
  // While one round flushes, the bursts written meanwhile gather for the next: one round costs
  // about one flush of the disk, however many files it holds.
  std::optional<std::string> failure;
  for (;;) {
    std::map<std::filesystem::path, std::vector<Done>> round;
    {
      std::lock_guard lock(mutex_);
      if (unflushed_.empty()) {
        flushing_ = false;
        return failure;
      }
      round = std::exchange(unflushed_, {});
    }
    std::vector<std::filesystem::path> files;
    for (const auto& [file, done] : round) files.push_back(file);
    bool flushed = true;
    try {
      flush(files);
    } catch (const std::exception& e) {
      failure = e.what(), flushed = false;
    }
    for (auto& [file, waiting] : round)
      for (Done& done : waiting) done(flushed);
  }
}

std::optional<std::string> HistoryWriter::takeFailure() {
  for (auto* worker : {&worker_, &flusher_})
    for (std::optional<std::string>& failure : worker->take())
      if (failure) failure_ = std::move(failure);
  return std::exchange(failure_, std::nullopt);
}

}  // namespace bizon
