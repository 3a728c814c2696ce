#include "DealSampler.h"

namespace bizon {

std::uint64_t choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

DealSampler::DealSampler(const Knowledge& k) : holds_(k.holds) {
  first_ = (k.me + 1) % 3;
  second_ = (k.me + 2) % 3;
  const auto f = static_cast<std::size_t>(first_), s = static_cast<std::size_t>(second_);
  CardSet free;
  for (Card c : k.hidden) {
    const auto suit = 1u << static_cast<int>(c.suit());
    const bool firstMay = !(k.voids[f] & suit), secondMay = !(k.voids[s] & suit);
    if (firstMay && secondMay) free.add(c);
    else if (firstMay) forcedFirst_.add(c);
    else if (secondMay) forcedSecond_.add(c);
    else consistent_ = false;
  }
  for (Card c : free) free_[static_cast<std::size_t>(freeCount_++)] = c;
  const int needFirst = k.handSize[f] - holds_[f].size() - forcedFirst_.size();
  const int needSecond = k.handSize[s] - holds_[s].size() - forcedSecond_.size();
  take_ = needFirst;
  if (needFirst < 0 || needSecond < 0 || needFirst + needSecond != freeCount_) consistent_ = false;
  count_ = consistent_ ? choose(freeCount_, take_) : 0;
}

std::array<CardSet, 3> DealSampler::dealWith(std::uint32_t chosen) const {
  std::array<CardSet, 3> hands = holds_;
  auto& first = hands[static_cast<std::size_t>(first_)];
  auto& second = hands[static_cast<std::size_t>(second_)];
  first = first | forcedFirst_;
  second = second | forcedSecond_;
  for (int i = 0; i < freeCount_; ++i) {
    const Card c = free_[static_cast<std::size_t>(i)];
    if (chosen >> i & 1u) first.add(c);
    else second.add(c);
  }
  return hands;
}

std::array<CardSet, 3> DealSampler::sample(Random& random) const {
  // A uniform subset of take_ free cards: the first take_ of a partial Fisher–Yates.
  std::array<int, deckSize> order{};
  for (int i = 0; i < freeCount_; ++i) order[static_cast<std::size_t>(i)] = i;
  std::uint32_t chosen = 0;
  for (int i = 0; i < take_; ++i) {
    const int j = i + static_cast<int>(random.below(static_cast<std::uint32_t>(freeCount_ - i)));
    std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(j)]);
    chosen |= 1u << order[static_cast<std::size_t>(i)];
  }
  return dealWith(chosen);
}

double DealSampler::chanceFirst(Card c) const {
  if (forcedFirst_.contains(c)) return 1;
  if (forcedSecond_.contains(c) || freeCount_ == 0) return 0;
  return static_cast<double>(take_) / freeCount_;
}

std::array<CardSet, 3> DealSampler::nth(std::uint64_t i) const {
  // Unrank in the combinatorial number system: decide each free card in turn.
  std::uint32_t chosen = 0;
  int need = take_;
  for (int c = 0; c < freeCount_ && need > 0; ++c) {
    const std::uint64_t without = choose(freeCount_ - c - 1, need);  // deals where card c is not chosen
    if (i < without) continue;
    i -= without;
    chosen |= 1u << c;
    --need;
  }
  return dealWith(chosen);
}

}  // namespace bizon
