#include "session/Coach.h"

#include <algorithm>
#include <chrono>

#include "session/Verdicts.h"

namespace bizon::table {

void Coach::decided(int game, const GameRecord& record) {
  // Your move follows what the box said: it was seen.
  note_.reset();
  ended_.reset();
  if (record.moves.empty() || record.moves.back().seat() != seat_) return;
  ++games_[game].asked;
  const int move = static_cast<int>(record.moves.size()) - 1;
  pending_[worker_.judge(game, record, seat_)] = Moment{game, move};
}

void Coach::takenBack(Moment at) {
  note_.reset();
  ended_.reset();
  if (scored_ && *scored_ >= at.game) scored_.reset();
  Game& g = games_[at.game];
  advice_.reset();
  for (const Judged& j : g.judged)
    if (j.moment == at) advice_.emplace(at, j.analysis.best);
  const auto judged = g.judged.size();
  std::erase_if(g.judged, [at](const Judged& j) { return j.moment >= at; });
  g.asked -= static_cast<int>(judged - g.judged.size());
  for (auto p = pending_.begin(); p != pending_.end();) {
    if (p->second < at) {
      ++p;
      continue;
    }
    --games_[p->second.game].asked;
    p = pending_.erase(p);
  }
}

void Coach::gameScored(int game, const Score& score) {
  scored_ = game;
  lastScored_ = game;
  scores_[game] = score;
  // The games before it are done with: only their lines were kept.
  std::erase_if(games_, [game](const auto& g) { return g.first < game; });
  std::erase_if(scores_, [game](const auto& g) { return g.first < game; });
}

void Coach::gameStarted() {
  // A judgement of an earlier game coming late says nothing in this one.
  if (lastScored_) firstShown_ = *lastScored_ + 1;
  note_.reset();
  ended_.reset();
  scored_.reset();
}

bool Coach::update() {
  bool changed = false;
  for (JudgeWorker::Answer& a : worker_.take()) {
    // A decision taken back while it was judged: its answer is dropped.
    if (pending_.erase(a.ticket) == 0) continue;
    Game& g = games_[a.moment.game];
    if (a.analysis.options.empty()) {
      --g.asked;  // could not be judged: it says nothing, and is not waited for
      continue;
    }
    const bool mistake = markOf(a.analysis) >= Mark::Mistake;
    g.judged.push_back({a.moment, std::move(a.point), std::move(a.analysis)});
    if (mistake && a.moment.game >= firstShown_ && !(scored_ && *scored_ > a.moment.game)) {
      note_ = g.judged.back();
      ended_.reset();
      latencies_.push_back(std::chrono::duration<double, std::milli>(JudgeWorker::Clock::now() - a.asked).count());
      changed = true;
    }
  }
  if (scored_) {
    const Game& g = games_[*scored_];
    if (static_cast<int>(g.judged.size()) >= g.asked) {
      ended_ = scored_;
      note_.reset();
      scored_.reset();
      changed = true;
    }
  }
  return changed;
}

std::vector<Coach::Judged> Coach::endedGame() const {
  if (!ended_) return {};
  const auto g = games_.find(*ended_);
  return g == games_.end() ? std::vector<Judged>{} : g->second.judged;
}

std::optional<Coach::Ending> Coach::ending() const {
  if (!ended_) return std::nullopt;
  const auto score = scores_.find(*ended_);
  Ending ending{{}, {}, score == scores_.end() ? Score{} : score->second};
  for (const Judged& j : endedGame()) {
    ending.judged.push_back(j.analysis);
    ending.views.push_back(j.point.view);
  }
  return ending;
}

std::optional<Moment> Coach::review() const {
  const std::vector<Judged> ended = endedGame();
  std::vector<DecisionAnalysis> judged;
  for (const Judged& j : ended) judged.push_back(j.analysis);
  const DecisionAnalysis* worst = worstMistake(judged);
  if (!worst) return std::nullopt;
  return ended[static_cast<std::size_t>(worst - judged.data())].moment;
}

}  // namespace bizon::table
