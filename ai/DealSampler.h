// The deals of the hidden cards that agree with what a seat knows: counted, sampled uniformly, or listed.
#pragma once

#include <array>
#include <cstdint>

#include "Knowledge.h"
#include "Random.h"

namespace bizon {

// The hidden cards go to the two other seats. A card one of them cannot hold (a void it showed)
// is forced to the other; the rest are split freely, so every consistent deal is one choice of
// which free cards go to the first of the two, and the deals can be counted and numbered.
class DealSampler {
 public:
  explicit DealSampler(const Knowledge& knowledge);

  // False only if no deal fits (impossible for a true view).
  bool consistent() const { return consistent_; }
  std::uint64_t count() const { return count_; }
  // Every seat's hand now, in a uniformly random consistent deal.
  std::array<CardSet, 3> sample(Random& random) const;
  // The share of the consistent deals in which the hidden card c lies with the first other seat
  // (the seat after the viewer): 1 or 0 when a void forces it, else the first's share of the free cards.
  double chanceFirst(Card c) const;
  // The i-th consistent deal, 0 <= i < count(), so that few deals can be enumerated exactly.
  std::array<CardSet, 3> nth(std::uint64_t i) const;

 private:
  std::array<CardSet, 3> dealWith(std::uint32_t chosenFree) const;

  std::array<CardSet, 3> holds_;
  int first_ = 0, second_ = 0;  // the two other seats
  CardSet forcedFirst_, forcedSecond_;
  std::array<Card, deckSize> free_{};
  int freeCount_ = 0;
  int take_ = 0;  // free cards the first seat gets
  bool consistent_ = true;
  std::uint64_t count_ = 0;
};

// n choose k for n <= 24.
std::uint64_t choose(int n, int k);

}  // namespace bizon
