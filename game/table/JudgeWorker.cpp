#include "table/JudgeWorker.h"

#include <algorithm>

namespace bizon::table {

namespace {

// The decision of `seat` that the last move of `record` made, as the analysis sees it.
std::optional<DecisionPoint> lastDecision(const GameRecord& record, Seat seat) {
  if (record.moves.empty() || record.moves.back().seat() != seat) return std::nullopt;
  auto points = decisionsOf(record, seat);
  if (points.empty()) return std::nullopt;
  return std::move(points.back());
}

}  // namespace

JudgeWorker::JudgeWorker() : thread_([this](std::stop_token stop) { run(stop); }) {}

JudgeWorker::~JudgeWorker() {
  thread_.request_stop();
  wake_.notify_all();
  // thread_ joins as it is destroyed, before the members it uses.
}

std::uint64_t JudgeWorker::judge(int game, GameRecord record, Seat seat) {
  std::lock_guard lock(mutex_);
  asked_.push_back({{++tickets_, Moment{game, 0}, {}, {}, Clock::now()}, std::move(record), seat});
  wake_.notify_one();
  return tickets_;
}

std::uint64_t JudgeWorker::value(Moment moment, DecisionPoint point) {
  std::lock_guard lock(mutex_);
  // A hint asked again replaces the one waiting; it goes before the judgements.
  std::erase_if(asked_, [](const Asked& a) { return !a.record; });
  asked_.push_front({{++tickets_, moment, std::move(point), {}, Clock::now()}, std::nullopt, Seat::You});
  wake_.notify_one();
  return tickets_;
}

std::vector<JudgeWorker::Answer> JudgeWorker::take() {
  std::lock_guard lock(mutex_);
  return std::exchange(ready_, {});
}

bool JudgeWorker::idle() const {
  std::lock_guard lock(mutex_);
  return asked_.empty() && !working_;
}

void JudgeWorker::run(std::stop_token stop) {
  Judge judge;  // its solver's table belongs to this thread
  std::unique_lock lock(mutex_);
  while (true) {
    wake_.wait(lock, stop, [this] { return !asked_.empty(); });
    if (stop.stop_requested()) return;
    Asked asked = std::move(asked_.front());
    asked_.pop_front();
    working_ = true;
    lock.unlock();
    Answer& answer = asked.answer;
    try {
      if (asked.record) {
        // Replayed here, not on the frame's thread.
        if (auto point = lastDecision(*asked.record, asked.seat)) {
          answer.moment.move = point->move;
          answer.point = std::move(*point);
          answer.analysis = judge.judge(answer.point);
        }
      } else {
        DecisionAnalysis& d = answer.analysis;
        d.kind = answer.point.kind;
        d.index = answer.point.index;
        const SeatView& view = answer.point.view;
        d.options = d.kind == DecisionKind::Packets ? judge.packetsOptions(view)
                    : d.kind == DecisionKind::Bid   ? judge.bidOptions(view)
                                                    : judge.playOptions(view);
        // The first of the best, as the judge picks it (a tie keeps the earlier option).
        const auto best = std::max_element(d.options.begin(), d.options.end(), [](const auto& a, const auto& b) {
          return a.expectedSp + 1e-9 < b.expectedSp;
        });
        if (best != d.options.end()) d.best = best->choice;
      }
    } catch (const std::exception&) {
      answer.analysis = {};  // a decision that cannot be judged says nothing
    }
    lock.lock();
    working_ = false;
    ready_.push_back(std::move(answer));  // empty options: it could not be judged
  }
}

}  // namespace bizon::table
