#include "GameRecord.h"

#include "Game.h"

namespace bizon {

GameRecord recordOf(const Game& game) {
  GameRecord r;
  r.dealer = game.dealer();
  r.deck = game.deck();
  if (!game.packets()) return r;
  r.moves.resize(static_cast<std::size_t>(game.movesMade()));
  auto move = r.moves.begin();
  *move++ = {game.dealer(), *game.packets()};
  for (const BidEntry& b : game.bids()) *move++ = {b.seat, b.bid};
  for (const PlayEntry& p : game.plays()) *move++ = {p.seat, p.card};
  return r;
}

}  // namespace bizon
