#include "SummaryJson.h"

#include <boost/json.hpp>

#include "MetadataJson.h"
#include "RecordJson.h"

namespace bizon {

namespace json = boost::json;

namespace {

json::object summaryJson(const SetSummary& summary) {
  json::object o = metadataToJson(summary.metadata);
  o["games_played"] = summary.gamesPlayed();
  o["finished"] = summary.finished();
  o["abandoned"] = summary.metadata.abandoned;
  o["take_backs"] = summary.metadata.takeBacks;
  o["totals"] = perSeatJson(summary.totals());
  o["winners"] = winnersJson(summary);
  return o;
}

}  // namespace

std::string summariesText(std::span<const SetSummary> summaries) {
  json::array sets;
  sets.reserve(summaries.size());
  for (const SetSummary& s : summaries) sets.emplace_back(summaryJson(s));
  return json::serialize(sets);
}

std::string setText(const StoredSet& set, const SetSummary& summary) {
  json::object o = summaryJson(summary);
  json::array sheet;
  for (std::size_t g = 0; g < summary.games.size(); ++g) {
    const GameSummary& game = summary.games[g];
    json::object line{{"game", g + 1}, {"outcome", code(game.outcome)}, {"sp", perSeatJson(game.sp)}};
    if (game.bizon) line["bizon"] = code(*game.bizon);
    sheet.emplace_back(std::move(line));
  }
  o["scoresheet"] = std::move(sheet);
  json::array games;
  for (const GameRecord& record : set.games) games.emplace_back(toJson(record));
  o["games"] = std::move(games);
  return json::serialize(o);
}

}  // namespace bizon
