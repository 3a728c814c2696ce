#include "PlayReading.h"

namespace bizon {

PlayReading::PlayReading(const SeatView& view, const PlayModel& model) : model_(&model) {
  const int me = index(view.seat);
  SeatView then = view;
  then.decision = Decision::Play;
  then.plays.clear();
  then.tricks.clear();
  then.currentTrick.clear();
  for (std::size_t i = 0; i < view.plays.size(); ++i) {
    const PlayEntry& p = view.plays[i];
    if (i % 3 == 0) then.currentTrick.clear();
    if (index(p.seat) != me) {
      Turn t{then, index(p.seat), p.card, {}};
      t.view.seat = t.view.toAct = p.seat;
      for (std::size_t j = i; j < view.plays.size(); ++j)
        if (view.plays[j].seat == p.seat) t.laterPlays.add(view.plays[j].card);
      turns_.push_back(t);
    }
    then.plays.push_back(p);
    then.currentTrick.push_back(p.card);
    if (i % 3 == 2) {
      then.tricks.push_back(view.tricks[i / 3]);
      then.currentTrick.clear();
    }
  }
}

double PlayReading::likelihood(const std::array<CardSet, 3>& handsNow) const {
  double p = 1;
  std::array<double, deckSize> chance{};
  for (const Turn& t : turns_) {
    SeatView v = t.view;
    v.hand = handsNow[static_cast<std::size_t>(t.seat)] | t.laterPlays;
    const CardSet following = v.currentTrick.empty() ? v.hand : v.hand & CardSet::of(v.currentTrick[0].suit());
    v.legal = following.empty() ? v.hand : following;
    if (!v.legal.contains(t.card)) return 0;  // the deal cannot be: the seat had to follow (R10)
    if (v.legal.size() == 1) continue;
    model_->probabilities(v, chance);
    p *= chance[static_cast<std::size_t>(t.card.index())];
  }
  return p;
}

}  // namespace bizon
