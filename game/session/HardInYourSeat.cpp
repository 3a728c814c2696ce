#include "session/HardInYourSeat.h"

#include <algorithm>
#include <array>
#include <memory>

#include "Random.h"
#include "SeededDeal.h"
#include "seats/Table.h"
#include "work/SearchTurn.h"

namespace bizon::table {

namespace {

// Thrown out of a decision to end the play early; caught by playInYourSeat.
struct Stopped {};

// A built-in player's chair at the other table: each decision in its turn among the window's searches.
class TurnTakingSeat : public SeatPort {
 public:
  TurnTakingSeat(Player& player, const std::atomic<bool>& stop) : player_(&player), stop_(&stop) { player.stopWhen(stop); }
  bool decide(const SeatView& view, int, Move& move) override {
    if (*stop_) throw Stopped{};
    const work::SearchTurn turn;
    move = player_->decide(view);
    if (*stop_) throw Stopped{};  // a decision cut short by the stop: its move is not played
    return true;
  }
  void gameOver(const Score& score) override { player_->gameOver(score); }

 private:
  Player* player_;
  const std::atomic<bool>* stop_;
};

}  // namespace

Chair builtInChair(Seat seat, AiLevel level, const MatchOptions& options) {
  Chair chair{seat, level, options.shuffle != Shuffle::Light, options.games};
  chair.searchThreads = work::spareCores();
  return chair;
}

std::vector<Score> playInYourSeat(const MatchOptions& options, AiLevel level, const std::atomic<bool>& stop) {
  std::array<std::unique_ptr<Player>, 3> players;
  std::vector<TurnTakingSeat> seats;
  seats.reserve(3);
  PerSeat<SeatPort*> ports;
  for (Seat s : allSeats) {
    auto& player = players[static_cast<std::size_t>(index(s))];
    player = makePlayer(playerKind(level), seeds::builtInPlayer(options.seed, s), builtInChair(s, level, options));
    ports[s] = &seats.emplace_back(*player, stop);
  }
  Table table(Match(options), ports);
  try {
    table.run();
  } catch (const Stopped&) {
  }
  return table.match().scores();
}

std::vector<DealSideBySide> sideBySide(std::span<const PerSeat<int>> yours, std::span<const Score> hard) {
  std::vector<DealSideBySide> deals;
  for (std::size_t d = 0; d < std::min(yours.size(), hard.size()); ++d) deals.push_back({yours[d][Seat::You], hard[d].sp[Seat::You]});
  return deals;
}

HardInYourSeat::HardInYourSeat(std::chrono::sys_days date) : date_(date) {
  worker_.post([this] { return playInYourSeat(dailyDealOptions(date_), AiLevel::Hard, stop_); });
}

HardInYourSeat::~HardInYourSeat() {
  stop_ = true;
  worker_.wait();
}

const std::optional<std::vector<Score>>& HardInYourSeat::scores() {
  if (!scores_)
    if (auto ready = worker_.take(); !ready.empty()) scores_ = std::move(ready.back());
  return scores_;
}

}  // namespace bizon::table
