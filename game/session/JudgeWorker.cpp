#include "session/JudgeWorker.h"

#include <algorithm>

#include "session/Verdicts.h"

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

std::uint64_t JudgeWorker::judge(int game, GameRecord record, Seat seat) {
  Answer answer{++tickets_, Moment{game, 0}, {}, {}, Clock::now()};
  worker_.post([this, answer = std::move(answer), record = std::move(record), seat]() mutable -> std::optional<Answer> {
    return judged(std::move(answer), record, seat);
  });
  return tickets_;
}

std::uint64_t JudgeWorker::value(Moment moment, DecisionPoint point) {
  const std::uint64_t ticket = ++tickets_;
  latestValue_ = ticket;
  // A hint asked again replaces the one waiting: that one finds it is no longer the latest.
  worker_.postFirst([this, answer = Answer{ticket, moment, std::move(point), {}, Clock::now()}]() mutable
                    -> std::optional<Answer> {
    if (answer.ticket != latestValue_) return std::nullopt;
    return valued(std::move(answer));
  });
  return ticket;
}

std::vector<JudgeWorker::Answer> JudgeWorker::take() {
  std::vector<Answer> answers;
  for (std::optional<Answer>& a : worker_.take())
    if (a) answers.push_back(std::move(*a));
  return answers;
}

Judge& JudgeWorker::judgeOnWorker() {
  if (!judge_) judge_ = std::make_unique<Judge>();
  return *judge_;
}

JudgeWorker::Answer JudgeWorker::judged(Answer answer, const GameRecord& record, Seat seat) {
  try {
    // Replayed here, not on the frame's thread.
    if (auto point = lastDecision(record, seat)) {
      const work::SearchTurn turn;  // after the AI's decision under way, if any
      answer.moment.move = point->move;
      answer.point = std::move(*point);
      answer.analysis = judgeOnWorker().judge(answer.point);
    }
  } catch (const std::exception&) {
    answer.analysis = {};  // a decision that cannot be judged says nothing
  }
  return answer;  // empty options: it could not be judged
}

JudgeWorker::Answer JudgeWorker::valued(Answer answer) {
  DecisionAnalysis& d = answer.analysis;
  try {
    const work::SearchTurn turn;
    Judge& judge = judgeOnWorker();
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
    if (best == d.options.end()) return answer;
    d.best = best->choice;
    d.played = d.best;
    // Judged as if the hint's rival were chosen: its cost and that cost's noise, so that the hint
    // calls a close call exactly where the review would (Marks.h, closeCall).
    if (const OptionValue* rival = hintRival(d)) {
      d.played = rival->choice;
      d.costSp = roundSp(best->expectedSp - rival->expectedSp);
      d.noiseSp = roundSp(judge.costNoise(static_cast<std::size_t>(best - d.options.begin()),
                                          static_cast<std::size_t>(rival - d.options.data())));
    }
  } catch (const std::exception&) {
    d = {};
  }
  return answer;
}

}  // namespace bizon::table
