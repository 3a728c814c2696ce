#include "session/PracticeDeal.h"

namespace bizon::table {

std::optional<PracticeDeal> practiceDeal(const StoredSet& set, int game, AiLevel otherwise) {
  if (game < 0 || game >= static_cast<int>(set.games.size())) return std::nullopt;
  const GameRecord& record = set.games[static_cast<std::size_t>(game)];
  if (record.moves.empty() || !record.moves.front().packets()) return std::nullopt;
  const int yours = set.metadata.online ? index(set.metadata.online->seat) : 0;
  const Seat dealer = seatAt(index(record.dealer) + 3 - yours);
  return PracticeDeal{{set.metadata.id, game},
                      {dealer, record.deck, {Move(dealer, *record.moves.front().packets())}},
                      parseAiLevel(set.metadata.playersOf(game)[Seat::Goat]).value_or(otherwise)};
}

}  // namespace bizon::table
