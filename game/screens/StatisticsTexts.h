// The Statistics screen's summary in words: the sets counted, and your SP a game by level.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "SetSummary.h"
#include "core/Texts.h"
#include "history/HistoryStatistics.h"

namespace bizon::screens {

// The summary's first line: the sets counted (`origin`), how many, of which finished, and the
// games: "Played sets  ·  1 set (0 finished)  ·  11 games".
std::string summaryLine(const Texts& t, const std::string& origin, const HistoryStatistics& stats);
// Your SP a game by the level Goat and Sheep played at in each game (kept with each game: a level
// chosen mid-set plays from the next game), over the sets selected, each level played once at
// least: "Your SP a game by level: Normal +0.30 (40 games) · Hard -0.50 (8 games)"; empty when
// no game was played against a level.
std::string levelLine(const Texts& t, std::span<const SetSummary> sets, std::optional<SetOrigin> origin,
                      bool withTakeBacks);

}  // namespace bizon::screens
