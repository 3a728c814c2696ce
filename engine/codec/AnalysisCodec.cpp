#include "AnalysisCodec.h"

#include <cmath>

#include "FieldReader.h"
#include "RecordJson.h"
#include "SetFileCodec.h"
#include "SetMetadata.h"

namespace bizon {

namespace json = boost::json;

namespace {

// An SP value: R13 pays from -10 to +10 (older files kept a little more, from the bidding's bias).
std::optional<double> spValue(FieldReader& o, std::string_view key) {
  auto sp = o.number(key, -20, 20);
  if (sp) sp = roundSp(*sp);
  return sp;
}

// An option of a decision of the kind, by its code: "3-2", "pass", "eat:S", a card.
std::optional<Choice> optionCode(FieldReader& o, std::string_view key, DecisionKind kind) {
  const auto text = o.text(key);
  if (!text) return std::nullopt;
  const auto decision = static_cast<Decision>(kind);
  auto choice = parseChoice(decision, *text);
  if (!choice) {
    o.failValue(key, *o.find(key), decision == Decision::Packets ? "3-2 or 2-3"
                                   : decision == Decision::Bid   ? "pass, eat or eat:S"
                                                                 : "a card");
  }
  return choice;
}

json::object toJson(const DecisionAnalysis& d) {
  json::object o;
  o["kind"] = code(d.kind);
  o["index"] = d.index;
  o["played"] = choiceCode(d.played);
  json::array options;
  for (const OptionValue& v : d.options) {
    json::object option;
    option["choice"] = choiceCode(v.choice);
    option["expected_sp"] = v.expectedSp;
    if (v.exactSp) option["exact_sp"] = *v.exactSp;
    if (v.spShares) option["sp_shares"] = json::array(v.spShares->begin(), v.spShares->end());
    if (v.trickShare) option["trick_share"] = *v.trickShare;
    options.push_back(std::move(option));
  }
  o["options"] = std::move(options);
  o["best"] = choiceCode(d.best);
  o["cost_sp"] = d.costSp;
  if (d.noiseSp > 0) o["noise_sp"] = d.noiseSp;
  return o;
}

std::optional<OptionValue> optionFrom(FieldReader& o, DecisionKind kind) {
  OptionValue option;
  auto choice = optionCode(o, "choice", kind);
  if (!choice) return std::nullopt;
  option.choice = *choice;
  auto expected = spValue(o, "expected_sp");
  if (!expected) return std::nullopt;
  option.expectedSp = *expected;
  if (o.find("exact_sp")) {
    option.exactSp = spValue(o, "exact_sp");
    if (!option.exactSp) return std::nullopt;
  }
  if (o.find("sp_shares")) {
    const json::array* shares = o.list("sp_shares");
    if (!shares) return std::nullopt;
    if (shares->size() != gameSps.size())
      return o.fail("sp_shares", std::to_string(shares->size()) + " shares, expected 6"), std::nullopt;
    std::array<double, 6> values{};
    double sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
      const json::value& v = (*shares)[i];
      if (!v.is_number() || v.to_number<double>() < 0 || v.to_number<double>() > 1)
        return o.fail("sp_shares", "each share is a number from 0 to 1"), std::nullopt;
      values[i] = roundSp(v.to_number<double>());
      sum += values[i];
    }
    if (sum > 1 + 1e-4) return o.fail("sp_shares", "the shares add up to more than 1"), std::nullopt;
    option.spShares = values;
  }
  if (o.find("trick_share")) {
    option.trickShare = o.number("trick_share", 0, 1);
    if (!option.trickShare) return std::nullopt;
    option.trickShare = roundSp(*option.trickShare);
  }
  return option;
}

std::optional<DecisionAnalysis> decisionFrom(FieldReader& o) {
  DecisionAnalysis d;
  auto kind = o.parsed<DecisionKind>("kind", parseDecisionKind, "packets, bid or play");
  auto index = kind ? o.whole("index", 0, deckSize - 1) : std::nullopt;
  auto played = index ? optionCode(o, "played", *kind) : std::nullopt;
  auto best = played ? optionCode(o, "best", *kind) : std::nullopt;
  const json::array* options = best ? o.list("options") : nullptr;
  if (!options) return std::nullopt;
  d.kind = *kind;
  d.index = static_cast<int>(*index);
  d.played = *played;
  d.best = *best;
  if (options->empty() || options->size() > 8)
    return o.fail("options", std::to_string(options->size()) + " options, expected 1 to 8"), std::nullopt;
  for (std::size_t i = 0; i < options->size(); ++i) {
    auto reader = o.element("options", *options, i);
    auto option = reader ? optionFrom(*reader, d.kind) : std::nullopt;
    if (!option) return std::nullopt;
    if (d.option(option->choice)) return o.fail("options", choiceCode(option->choice) + " twice"), std::nullopt;
    d.options.push_back(std::move(*option));
  }
  auto cost = o.number("cost_sp", 0, 20);
  if (!cost) return std::nullopt;
  d.costSp = roundSp(*cost);
  if (o.find("noise_sp")) {
    auto noise = o.number("noise_sp", 0, 20);
    if (!noise) return std::nullopt;
    d.noiseSp = roundSp(*noise);
  }
  const OptionValue* playedOption = d.option(d.played);
  const OptionValue* bestOption = d.option(d.best);
  if (!playedOption) return o.fail("played", choiceCode(d.played) + " is not among the options"), std::nullopt;
  if (!bestOption) return o.fail("best", choiceCode(d.best) + " is not among the options"), std::nullopt;
  if (std::abs(bestOption->expectedSp - playedOption->expectedSp - d.costSp) > 1e-6)
    return o.fail("cost_sp", "does not match the options"), std::nullopt;
  return d;
}

std::optional<GameAnalysis> gameFrom(FieldReader& o) {
  GameAnalysis g;
  auto game = o.whole("game", 0, setMaxGames - 1);
  auto seat = game ? o.seat("seat") : std::nullopt;
  auto record = seat ? o.parsed<std::uint64_t>(
                           "record",
                           [](std::string_view hex) -> std::optional<std::uint64_t> {
                             if (hex.size() != 16) return std::nullopt;
                             std::uint64_t v = 0;
                             for (char ch : hex) {
                               const int digit = ch >= '0' && ch <= '9'   ? ch - '0'
                                                 : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
                                                                          : -1;
                               if (digit < 0) return std::nullopt;
                               v = v << 4 | static_cast<std::uint64_t>(digit);
                             }
                             return v;
                           },
                           "16 hexadecimal digits")
                     : std::nullopt;
  const json::array* decisions = record ? o.list("decisions") : nullptr;
  if (!decisions) return std::nullopt;
  g.game = static_cast<int>(*game);
  g.seat = *seat;
  g.record = *record;
  if (decisions->size() > 16)
    return o.fail("decisions", std::to_string(decisions->size()) + " decisions, expected at most 16"), std::nullopt;
  for (std::size_t i = 0; i < decisions->size(); ++i) {
    auto reader = o.element("decisions", *decisions, i);
    auto d = reader ? decisionFrom(*reader) : std::nullopt;
    if (!d) return std::nullopt;
    g.decisions.push_back(std::move(*d));
  }
  return g;
}

std::string hex(std::uint64_t v) {
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4) s[static_cast<std::size_t>(i)] = "0123456789abcdef"[v & 15];
  return s;
}

// The version an analysis file's value claims, if it is one at all.
std::optional<std::int64_t> versionOf(const json::value& v) {
  const json::object* o = v.if_object();
  const json::value* format = o ? o->if_contains("format") : nullptr;
  if (!format || !format->is_string() || format->get_string() != analysisFileFormat) return std::nullopt;
  const json::value* version = o->if_contains("version");
  if (version && version->is_int64()) return version->get_int64();
  return std::nullopt;
}

}  // namespace

std::uint64_t recordFingerprint(const GameRecord& record) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char ch : recordText(record)) h = (h ^ ch) * 0x100000001b3ull;
  return h;
}

std::string serializeAnalysis(const SetAnalysis& analysis) {
  json::object o;
  o["format"] = analysisFileFormat;
  o["version"] = analysisFileVersion;
  o["set"] = analysis.setId;
  o["method"] = analysis.method;
  json::array games;
  for (const GameAnalysis& g : analysis.games) {
    json::object game;
    game["game"] = g.game;
    game["seat"] = code(g.seat);
    game["record"] = hex(g.record);
    json::array decisions;
    for (const DecisionAnalysis& d : g.decisions) decisions.push_back(toJson(d));
    game["decisions"] = std::move(decisions);
    games.push_back(std::move(game));
  }
  o["games"] = std::move(games);
  return json::serialize(o) + "\n";
}

std::optional<std::int64_t> analysisVersionOf(std::string_view text) {
  std::string why;
  const auto value = parseLimitedJson(text, why);
  return value ? versionOf(*value) : std::nullopt;
}

std::optional<SetAnalysis> parseAnalysis(std::string_view text, std::string& why) {
  auto value = parseLimitedJson(text, why);
  if (!value) return std::nullopt;
  const auto version = versionOf(*value);
  if (!version) return why = "not a bizon-analysis file", std::nullopt;
  if (*version != analysisFileVersion) return why = "version " + std::to_string(*version) + " is not 1", std::nullopt;
  FieldReader o(value->get_object());
  SetAnalysis a;
  auto set = o.parsed<std::string>(
      "set", [](std::string_view id) { return isValidSetId(id) ? std::optional<std::string>(id) : std::nullopt; },
      "a set id");
  auto method = set ? o.whole("method", 0, 1'000'000) : std::nullopt;
  const json::array* games = method ? o.list("games") : nullptr;
  if (!games) return why = o.error(), std::nullopt;
  a.setId = *set;
  a.method = static_cast<int>(*method);
  if (games->size() > 3 * setMaxGames)
    return why = "games: " + std::to_string(games->size()) + " games, expected at most " +
                 std::to_string(3 * setMaxGames),
           std::nullopt;
  for (std::size_t i = 0; i < games->size(); ++i) {
    auto reader = o.element("games", *games, i);
    auto g = reader ? gameFrom(*reader) : std::nullopt;
    if (!g) return why = o.error(), std::nullopt;
    if (a.find(g->game, g->seat))
      return why = "games: game " + std::to_string(g->game) + " twice for one seat", std::nullopt;
    a.games.push_back(std::move(*g));
  }
  return a;
}

}  // namespace bizon
