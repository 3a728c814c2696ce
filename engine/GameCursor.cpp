#include "GameCursor.h"

#include <algorithm>
#include <stdexcept>

namespace bizon {

GameCursor::GameCursor(GameRecord record) : record_(std::move(record)) {
  games_.reserve(record_.moves.size() + 1);
  games_.emplace_back(record_.dealer, record_.deck);
  int bids = 0, plays = 0;
  for (const Move& move : record_.moves) {
    Game next = games_.back();
    if (auto refusal = next.apply(move)) {
      const Decision d = move.decision();
      throw std::invalid_argument(moveLabel(d, d == Decision::Bid ? bids : plays) + ": " + describe(*refusal));
    }
    bids += move.decision() == Decision::Bid;
    plays += move.decision() == Decision::Play;
    games_.push_back(next);
  }
}

void GameCursor::seek(int k) { at_ = std::clamp(k, 0, size()); }

void GameCursor::eventsOf(int from, int to, EventQueue& out) const {
  from = std::clamp(from, 0, size());
  to = std::clamp(to, 0, size());
  if (from >= to) return;
  Game game = from == 0 ? Game(record_.dealer, record_.deck, &out) : games_[static_cast<std::size_t>(from)];
  game.sendEventsTo(&out);
  for (int k = from; k < to; ++k) game.apply(record_.moves[static_cast<std::size_t>(k)]);
}

void eventsLeadingTo(std::span<const GameCursor> games, Moment moment, EventQueue& out) {
  for (int g = 0; g < moment.game; ++g) out.push(GameScored{games[static_cast<std::size_t>(g)].gameAt(games[static_cast<std::size_t>(g)].size()).score()});
  const GameCursor& cursor = games[static_cast<std::size_t>(moment.game)];
  out.push(GameStarted{moment.game + 1, cursor.record().dealer, cursor.record().deck});
  if (moment.move == 0) {
    out.push(TurnStarted{cursor.record().dealer, Decision::Packets, 1});
    return;
  }
  cursor.eventsOf(0, moment.move, out);
}

}  // namespace bizon
