#include "GameRecord.h"

#include "Game.h"

namespace bizon {

GameRecord recordOf(const Game& game) {
  GameRecord r;
  r.dealer = game.dealer();
  r.deck = game.deck();
  if (!game.packets()) return r;
  r.moves.reserve(static_cast<std::size_t>(game.movesMade()));
  r.moves.push_back({game.dealer(), *game.packets()});
  for (const BidEntry& b : game.bids()) r.moves.push_back({b.seat, b.bid});
  for (const PlayEntry& p : game.plays()) r.moves.push_back({p.seat, p.card});
  return r;
}

}  // namespace bizon
