#include "HistoryWriter.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace bizon {

namespace {

// The files of a burst written at once: a journaling file system flushes them in one commit, so
// a burst of fifty costs little more than one file (a flush is some 10 ms on this kind of disk).
constexpr std::size_t burstThreads = 8;

}  // namespace

HistoryWriter::HistoryWriter(HistoryWriter&& other) noexcept {
  other.settle();
  failure_ = other.takeFailure();
}

HistoryWriter& HistoryWriter::operator=(HistoryWriter&& other) noexcept {
  settle();
  other.settle();
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
    for (std::optional<std::string>& why : writeBurst(burst, steps))
      if (why) failure = std::move(why);
    for (Pending& pending : burst)
      for (Done& done : pending.done) done();
  }
}

std::vector<std::optional<std::string>> HistoryWriter::writeBurst(std::vector<Pending>& burst, const Steps& steps) {
  std::vector<std::optional<std::string>> failures(burst.size());
  std::vector<std::filesystem::path> files(burst.size());
  for (std::size_t k = 0; k < burst.size(); ++k) try {
      files[k] = steps.check(burst[k].set, burst[k].summary);
    } catch (const std::exception& e) {
      failures[k] = e.what();
    }
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t k; (k = next++) < burst.size();) try {
        if (!failures[k]) steps.file(files[k], burst[k].set, burst[k].summary);
      } catch (const std::exception& e) {
        failures[k] = e.what();
      }
  };
  std::vector<std::jthread> helpers;
  for (std::size_t t = 1; t < std::min(burst.size(), burstThreads); ++t) helpers.emplace_back(work);
  work();
  helpers.clear();  // joined
  for (std::size_t k = 0; k < burst.size(); ++k) try {
      if (!failures[k]) steps.record(files[k], burst[k].summary);
    } catch (const std::exception& e) {
      failures[k] = e.what();
    }
  return failures;
}

std::optional<std::string> HistoryWriter::takeFailure() {
  for (std::optional<std::string>& failure : worker_.take())
    if (failure) failure_ = std::move(failure);
  return std::exchange(failure_, std::nullopt);
}

}  // namespace bizon
