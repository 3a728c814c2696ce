#include "Replay.h"

#include <stdexcept>

#include "GameCursor.h"

namespace bizon {

Replay replay(const GameRecord& record) {
  try {
    const GameCursor cursor(record);
    return {cursor.gameAt(cursor.size()), {}};
  } catch (const std::invalid_argument& e) {
    return {std::nullopt, e.what()};
  }
}

}  // namespace bizon
