#include "GameRecord.h"

#include "Game.h"

namespace bizon {

GameRecord recordOf(const Game& game) {
  GameRecord r;
  r.dealer = game.dealer();
  r.deck = game.deck();
  if (!game.packets()) return r;
  // Sized once and filled in place: every finished game of `simulate` comes through here.
  r.moves.resize(static_cast<std::size_t>(game.movesMade()));
  Move* out = r.moves.data();
  *out++ = {game.dealer(), *game.packets()};
  for (const BidEntry& b : game.bids()) *out++ = {b.seat, b.bid};
  for (const PlayEntry& p : game.plays()) *out++ = {p.seat, p.card};
  return r;
}

}  // namespace bizon
