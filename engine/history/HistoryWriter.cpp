#include "HistoryWriter.h"

namespace bizon {

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

void HistoryWriter::queue(StoredSet set, SetSummary summary, Write write) {
  std::string id = set.metadata.id;
  bool queued = false;
  {
    std::lock_guard lock(mutex_);
    auto [at, added] = pending_.insert_or_assign(id, Pending{std::move(set), std::move(summary)});
    queued = !added;
  }
  if (queued) return;  // the job waiting for this set writes the state just given
  worker_.post([this, id = std::move(id), write = std::move(write)]() -> std::optional<std::string> {
    Pending latest;
    {
      std::lock_guard lock(mutex_);
      auto node = pending_.extract(id);
      latest = std::move(node.mapped());
    }
    try {
      write(std::move(latest.set), std::move(latest.summary));
    } catch (const std::exception& e) {
      return e.what();
    }
    return std::nullopt;
  });
}

std::optional<std::string> HistoryWriter::takeFailure() {
  for (std::optional<std::string>& failure : worker_.take())
    if (failure) failure_ = std::move(failure);
  return std::exchange(failure_, std::nullopt);
}

}  // namespace bizon
