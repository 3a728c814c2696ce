// How likely the cards the other seats played are, had they held the hands of a candidate deal (policy-based inference).
#pragma once

#include <array>
#include <vector>

#include "PlayModel.h"

namespace bizon {

// Built once per decision from the seat's view: for every earlier card another seat played with
// a choice, the public table as that seat saw it then. A candidate deal gives each seat its hand
// now; with the cards it played since, that is its hand at each earlier turn, and the model says
// how likely the card it chose was. The product over the turns (and the bids, bidLikelihood) is
// the deal's weight, as in Rebstock, Solinas, Buro and Sturtevant's policy-based inference.
class PlayReading {
 public:
  // The model is kept by reference: it must outlive the reading.
  PlayReading(const SeatView& view, const PlayModel& model);
  PlayReading(const SeatView& view, PlayModel&& model) = delete;
  // The likelihood of the others' earlier cards in a deal of the hands now (every seat's).
  double likelihood(const std::array<CardSet, 3>& handsNow) const;
  // The number of earlier cards read.
  int turns() const { return static_cast<int>(turns_.size()); }

 private:
  struct Turn {
    SeatView view;      // the table as the seat saw it, its hand and legal cards left to fill
    int seat;
    Card card;          // what it played
    CardSet laterPlays; // the cards it played from then on, this one included
  };
  const PlayModel* model_;
  std::vector<Turn> turns_;
};

}  // namespace bizon
