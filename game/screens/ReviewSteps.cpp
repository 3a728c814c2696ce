#include "screens/ReviewSteps.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace bizon::screens {

ReviewSteps::ReviewSteps(MatchOptions options, std::vector<GameRecord> games, int game)
    : options_(options), games_(std::move(games)), game_(game) {
  if (game_ < 0 || game_ >= static_cast<int>(games_.size()))
    throw std::invalid_argument("no game " + std::to_string(game_ + 1) + " in this set");
  const GameRecord& r = games_[static_cast<std::size_t>(game_)];
  count_ = 1 + static_cast<int>(r.bidding.size() + r.play.size());
  // Only a scored game is reviewed: its last action must end it.
  std::unique_ptr<Match> full = matchAt(count_ - 1);
  const std::size_t finished = full->finishedGames().size();
  if (!apply(*full, count_ - 1) || full->finishedGames().size() != finished + 1)
    throw std::invalid_argument("game " + std::to_string(game_ + 1) + " is not finished");
  match_ = matchAt(0);
}

std::unique_ptr<Match> ReviewSteps::matchAt(int step) const {
  std::vector<GameRecord> played(games_.begin(), games_.begin() + game_);
  if (step > 0) {
    GameRecord r = games_[static_cast<std::size_t>(game_)];
    const auto actions = static_cast<std::size_t>(step - 1);
    if (actions < r.bidding.size()) {
      r.bidding.resize(actions);
      r.play.clear();
    } else {
      r.play.resize(std::min(r.play.size(), actions - r.bidding.size()));
    }
    played.push_back(std::move(r));
  }
  auto match = std::make_unique<Match>(options_, played);
  match->events().clear();
  return match;
}

bool ReviewSteps::apply(Match& match, int index) const {
  const GameRecord& r = games_[static_cast<std::size_t>(game_)];
  if (index < 0 || index >= count_) return false;
  if (index == 0) return !match.choosePackets(r.dealer, r.packets);
  const auto k = static_cast<std::size_t>(index - 1);
  if (k < r.bidding.size()) return !match.bid(r.bidding[k].seat, r.bidding[k].bid);
  const PlayEntry& p = r.play[k - r.bidding.size()];
  return !match.play(p.seat, p.card);
}

bool ReviewSteps::forward() {
  if (atEnd() || !apply(*match_, step_)) return false;
  ++step_;
  return true;
}

bool ReviewSteps::back() {
  if (atStart()) return false;
  jumpTo(step_ - 1);
  return true;
}

void ReviewSteps::jumpTo(int step) {
  step_ = std::clamp(step, 0, count_);
  if (step_ < count_) {
    match_ = matchAt(step_);
    return;
  }
  // The scored game: the last action made on the match of the step before, so the match's next
  // game (already started) does not hide it from the events.
  match_ = matchAt(count_ - 1);
  apply(*match_, count_ - 1);
  match_->events().clear();
}

}  // namespace bizon::screens
