// A seat port for a computer player (built-in, or a program through exec:): the table asks it, and it answers at once.
#pragma once

#include "Player.h"
#include "table/Table.h"

namespace bizon {

class PlayerSeat final : public SeatPort {
 public:
  explicit PlayerSeat(Player& player) : player_(&player) {}
  // Beside Player::decide (Player.cpp), which it inlines: simulate asks it for every move.
  std::optional<Move> decide(const SeatView& view, int turn) override;
  void gameOver(const Score& score) override { player_->gameOver(score); }

 private:
  Player* player_;
};

}  // namespace bizon
