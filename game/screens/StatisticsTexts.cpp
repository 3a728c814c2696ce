#include "screens/StatisticsTexts.h"

#include <array>

#include "AiLevel.h"
#include "screens/HistoryTexts.h"

namespace bizon::screens {

std::string summaryLine(const Texts& t, const std::string& origin, const HistoryStatistics& stats) {
  // What is counted: every game played, finished sets or not; wins and best sets of finished ones.
  const std::string sets = t.format("stats.sets_counted", {{"sets", t.plural("count.sets", stats.sets + stats.unfinishedSets)},
                                                          {"finished", t.plural("stats.count_finished", stats.sets)}});
  return origin + "  ·  " + sets + "  ·  " + t.plural("count.games", stats.games);
}

std::string levelLine(const Texts& t, std::span<const SetSummary> sets, std::optional<SetOrigin> origin,
                      bool withTakeBacks) {
  std::array<int, allAiLevels.size()> games{};
  std::array<double, allAiLevels.size()> sp{};
  for (const SetSummary& set : sets) {
    if (!countedIn(set.metadata, origin) || (!withTakeBacks && set.metadata.takeBacks > 0)) continue;
    const Seat own = ownSeat(set.metadata);
    for (int g = 0; g < set.gamesPlayed(); ++g) {
      // Goat and Sheep at one level (a person in a chair, or two levels: no level's game).
      const PerSeat<std::string>& who = set.metadata.playersOf(g);
      for (std::size_t k = 0; k < allAiLevels.size(); ++k) {
        const std::string_view level = code(allAiLevels[k]);
        bool all = true;
        for (Seat s : allSeats) all = all && (s == own || who[s] == level);
        if (!all) continue;
        ++games[k];
        sp[k] += set.games[static_cast<std::size_t>(g)].sp[own];
      }
    }
  }
  std::vector<std::string> parts;
  for (std::size_t k = 0; k < allAiLevels.size(); ++k) {
    if (games[k] == 0) continue;
    const double average = sp[k] / games[k];
    parts.push_back(t.format("stats.level_part", {{"level", t("settings.level." + std::string(code(allAiLevels[k])))},
                                                   {"sp", (average > 0 ? "+" : "") + t.decimal(average, 2)},
                                                   {"games", t.plural("count.games", games[k])}}));
  }
  if (parts.empty()) return {};
  std::string joined = parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i) joined += "  \u00b7  " + parts[i];
  return t.format("stats.by_level", {{"levels", joined}});
}

}  // namespace bizon::screens
