#include "Replay.h"

namespace bizon {

Replay replay(const GameRecord& record, EventQueue* events) {
  Replay out;
  Game game(record.dealer, record.deck, events);
  int bids = 0, plays = 0;
  for (const Move& move : record.moves) {
    const int indexInKind = move.bid() ? bids++ : move.card() ? plays++ : 0;
    if (auto refusal = game.apply(move)) {
      out.error = moveLabel(move.decision(), indexInKind) + ": " + describe(*refusal);
      return out;
    }
  }
  out.game = std::move(game);
  return out;
}

}  // namespace bizon
