#include "SeededDeal.h"

namespace bizon {

SeededDeal::SeededDeal(std::uint64_t seed, int number) : deck(orderedDeck()), dealer(seatAt(number % 3)) {
  Random random(Random::derive(seed, static_cast<std::uint64_t>(number)));
  shuffleFully(deck, random);
  packets = random.below(2) ? Packets::TwoThree : Packets::ThreeTwo;
}

GameRecord SeededDeal::record() const { return {dealer, deck, {Move(dealer, packets)}}; }

Game SeededDeal::start() const {
  Game game(dealer, deck);
  game.apply({dealer, packets});
  return game;
}

MatchOptions dailyDealOptions(std::chrono::sys_days date) {
  const std::chrono::year_month_day ymd{date};
  const auto number = static_cast<std::uint64_t>(int(ymd.year())) * 10000 + unsigned(ymd.month()) * 100 + unsigned(ymd.day());
  return {seeds::dailyDeal(number), Shuffle::Seeded, dailyDeals};
}

}  // namespace bizon
