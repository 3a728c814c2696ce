#include "screens/ReviewSteps.h"

#include <stdexcept>
#include <string>

namespace bizon::screens {

ReviewSteps::ReviewSteps(const std::vector<GameRecord>& games, int game) {
  if (game < 0 || game >= static_cast<int>(games.size()))
    throw std::invalid_argument("no game " + std::to_string(game + 1) + " in this set");
  cursors_.reserve(static_cast<std::size_t>(game) + 1);
  for (int g = 0; g <= game; ++g) {
    try {
      cursors_.emplace_back(games[static_cast<std::size_t>(g)]);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument("game " + std::to_string(g + 1) + ": " + e.what());
    }
    // Only a scored game is reviewed, and only after scored games.
    if (!cursors_.back().finished()) throw std::invalid_argument("game " + std::to_string(g + 1) + " is not finished");
  }
}

bool ReviewSteps::forward(EventQueue& events) {
  if (atEnd()) return false;
  cursor().eventsOf(step(), step() + 1, events);
  cursor().seek(step() + 1);
  return true;
}

bool ReviewSteps::back() {
  if (atStart()) return false;
  cursor().seek(step() - 1);
  return true;
}

void ReviewSteps::jumpTo(int step) { cursor().seek(step); }

void ReviewSteps::eventsHere(EventQueue& out) const { eventsLeadingTo(cursors_, moment(), out); }

}  // namespace bizon::screens
