#include "AnalysisFile.h"

#include <boost/json.hpp>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <unistd.h>

#include "AtomicFile.h"
#include "HistoryPaths.h"
#include "SetFile.h"
#include "SetMetadata.h"

namespace bizon {

namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

// An SP value: R13 pays from -10 to +10; the bidding correction (Analysis.cpp) adds a little.
bool spValue(const json::value* v, double& out) {
  if (!v || !v->is_number()) return false;
  out = roundSp(v->to_number<double>());
  return std::isfinite(out) && out >= -20 && out <= 20;
}

bool smallText(const json::value* v, std::string& out) {
  if (!v || !v->is_string() || v->get_string().empty() || v->get_string().size() > 8) return false;
  for (unsigned char ch : v->get_string())
    if (ch < 0x21 || ch > 0x7E) return false;
  out = std::string(v->get_string());
  return true;
}

std::optional<std::int64_t> whole(const json::value* v) {
  if (v && v->is_int64()) return v->get_int64();
  return std::nullopt;
}

const json::value* at(const json::object& o, std::string_view key) {
  auto it = o.find(key);
  return it == o.end() ? nullptr : &it->value();
}

json::object toJson(const DecisionAnalysis& d) {
  json::object o;
  o["kind"] = code(d.kind);
  o["index"] = d.index;
  o["played"] = d.played;
  json::array options;
  for (const OptionValue& v : d.options) {
    json::object option;
    option["choice"] = v.choice;
    option["expected_sp"] = v.expectedSp;
    if (v.exactSp) option["exact_sp"] = *v.exactSp;
    options.push_back(std::move(option));
  }
  o["options"] = std::move(options);
  o["best"] = d.best;
  o["cost_sp"] = d.costSp;
  return o;
}

std::optional<DecisionAnalysis> decisionFrom(const json::value& value, std::string& why) {
  const json::object* o = value.if_object();
  if (!o) return why = "a decision is not an object", std::nullopt;
  DecisionAnalysis d;
  const json::value* kind = at(*o, "kind");
  const auto k = kind && kind->is_string() ? parseDecisionKind(kind->get_string()) : std::nullopt;
  if (!k) return why = "kind: expected packets, bid or play", std::nullopt;
  d.kind = *k;
  const auto i = whole(at(*o, "index"));
  if (!i || *i < 0 || *i >= deckSize) return why = "index: expected 0 to 23", std::nullopt;
  d.index = static_cast<int>(*i);
  if (!smallText(at(*o, "played"), d.played) || !smallText(at(*o, "best"), d.best))
    return why = "played, best: expected option codes", std::nullopt;
  const json::value* options = at(*o, "options");
  const json::array* list = options ? options->if_array() : nullptr;
  if (!list || list->empty() || list->size() > 8) return why = "options: expected 1 to 8 options", std::nullopt;
  for (const json::value& v : *list) {
    const json::object* option = v.if_object();
    OptionValue ov;
    if (!option || !smallText(at(*option, "choice"), ov.choice) || !spValue(at(*option, "expected_sp"), ov.expectedSp))
      return why = "options: each needs a choice and an expected_sp from -20 to 20", std::nullopt;
    if (const json::value* exact = at(*option, "exact_sp")) {
      double e = 0;
      if (!spValue(exact, e)) return why = "exact_sp: expected -20 to 20", std::nullopt;
      ov.exactSp = e;
    }
    if (d.option(ov.choice)) return why = "options: " + ov.choice + " twice", std::nullopt;
    d.options.push_back(std::move(ov));
  }
  const json::value* cost = at(*o, "cost_sp");
  if (!cost || !cost->is_number() || !std::isfinite(cost->to_number<double>()) || cost->to_number<double>() < 0 ||
      cost->to_number<double>() > 20)
    return why = "cost_sp: expected 0 to 20", std::nullopt;
  d.costSp = roundSp(cost->to_number<double>());
  const OptionValue* played = d.option(d.played);
  const OptionValue* best = d.option(d.best);
  if (!played || !best) return why = "played, best: must be among the options", std::nullopt;
  if (std::abs(best->expectedSp - played->expectedSp - d.costSp) > 1e-6)
    return why = "cost_sp: does not match the options", std::nullopt;
  return d;
}

std::optional<GameAnalysis> gameFrom(const json::value& value, std::string& why) {
  const json::object* o = value.if_object();
  if (!o) return why = "a game is not an object", std::nullopt;
  GameAnalysis g;
  const auto game = whole(at(*o, "game"));
  if (!game || *game < 0 || *game >= setMaxGames) return why = "game: expected a game number", std::nullopt;
  g.game = static_cast<int>(*game);
  const json::value* seat = at(*o, "seat");
  const auto s = seat && seat->is_string() ? parseSeat(seat->get_string()) : std::nullopt;
  if (!s) return why = "seat: expected you, goat or sheep", std::nullopt;
  g.seat = *s;
  const json::value* record = at(*o, "record");
  if (!record || !record->is_string() || record->get_string().size() != 16)
    return why = "record: expected 16 hexadecimal digits", std::nullopt;
  for (char ch : record->get_string()) {
    const int digit = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
    if (digit < 0) return why = "record: expected 16 hexadecimal digits", std::nullopt;
    g.record = g.record << 4 | static_cast<std::uint64_t>(digit);
  }
  const json::value* decisions = at(*o, "decisions");
  const json::array* list = decisions ? decisions->if_array() : nullptr;
  if (!list || list->size() > 16) return why = "decisions: expected a list", std::nullopt;
  for (const json::value& v : *list) {
    auto d = decisionFrom(v, why);
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

// Where a damaged analysis file goes: damaged/ under a name no other file has, with a note. The
// set store does the same for set files (HistoryStore::setAside); link() never replaces a file.
void setAside(const fs::path& historyDir, const fs::path& file, const std::string& why, std::string& message) {
  std::error_code ec;
  const fs::path damaged = HistoryPaths(historyDir).damaged();
  fs::create_directories(damaged, ec);
  for (int n = 0; n < 1000; ++n) {
    std::string name = file.filename().string();
    if (n > 0) name.append(".").append(std::to_string(n));
    const fs::path target = damaged / name;
    if (::link(file.c_str(), target.c_str()) == 0) {
      ::unlink(file.c_str());
      try {
        writeFileAtomically(fs::path(target.string() + ".reason.txt"),
                            "Bizon set this analysis file aside: " + why + "\n");
      } catch (const std::system_error&) {
        // The message still says why.
      }
      message = "analysis: " + file.string() + ": " + why + "; moved to " + target.string();
      return;
    }
    if (errno != EEXIST) break;
  }
  // It cannot move: delete it, as it is only a cache of what can be computed again.
  fs::remove(file, ec);
  message = "analysis: " + file.string() + ": " + why + "; removed (it could not be moved aside)";
}

// The version a file claims, if it is an analysis file at all.
std::optional<std::int64_t> versionOf(const json::value& v) {
  const json::object* o = v.if_object();
  const json::value* format = o ? at(*o, "format") : nullptr;
  if (!format || !format->is_string() || format->get_string() != analysisFileFormat) return std::nullopt;
  return whole(at(*o, "version"));
}

}  // namespace

fs::path analysisFileOf(const fs::path& historyDir, std::string_view setId) {
  return HistoryPaths(historyDir).analysisFile(setId);
}

std::uint64_t recordFingerprint(const GameRecord& record) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char ch : json::serialize(toJson(record))) h = (h ^ ch) * 0x100000001b3ull;
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

std::optional<SetAnalysis> parseAnalysis(std::string_view text, std::string& why) {
  auto value = parseLimitedJson(text, why);
  if (!value) return std::nullopt;
  const auto version = versionOf(*value);
  if (!version) return why = "not a bizon-analysis file", std::nullopt;
  if (*version != analysisFileVersion) return why = "version " + std::to_string(*version) + " is not 1", std::nullopt;
  const json::object& o = value->get_object();
  SetAnalysis a;
  const json::value* set = at(o, "set");
  if (!set || !set->is_string() || !isValidSetId(set->get_string())) return why = "set: expected a set id", std::nullopt;
  a.setId = std::string(set->get_string());
  const auto method = whole(at(o, "method"));
  if (!method || *method < 0 || *method > 1'000'000) return why = "method: expected a whole number", std::nullopt;
  a.method = static_cast<int>(*method);
  const json::value* games = at(o, "games");
  const json::array* list = games ? games->if_array() : nullptr;
  if (!list || list->size() > 3 * setMaxGames) return why = "games: expected a list", std::nullopt;
  for (const json::value& v : *list) {
    auto g = gameFrom(v, why);
    if (!g) return std::nullopt;
    if (a.find(g->game, g->seat)) return why = "games: game " + std::to_string(g->game) + " twice for one seat", std::nullopt;
    a.games.push_back(std::move(*g));
  }
  return a;
}

AnalysisReading readAnalysisFile(const fs::path& historyDir, std::string_view setId) {
  AnalysisReading reading;
  const fs::path file = analysisFileOf(historyDir, setId);
  std::error_code ec;
  if (!fs::exists(file, ec)) return reading;
  FileText read = readFileLimited(file, analysisFileMaxBytes);
  std::string why = read.why;
  const std::optional<std::string>& text = read.text;
  if (!text && read.refusal != ReadRefusal::TooLarge) {
    reading.problem = "analysis: " + file.string() + ": " + why;  // unreadable: not ours to move
    return reading;
  }
  if (text) {
    std::string versionWhy;
    if (auto value = parseLimitedJson(*text, versionWhy); value && versionOf(*value) > analysisFileVersion) {
      reading.problem = "analysis: " + file.string() + ": written by a newer Bizon; left untouched";
      return reading;
    }
    reading.analysis = parseAnalysis(*text, why);
    if (reading.analysis && reading.analysis->setId != setId) {
      why = "it is the analysis of set " + reading.analysis->setId;
      reading.analysis.reset();
    }
    if (reading.analysis) return reading;
  }
  setAside(historyDir, file, why, reading.problem);
  return reading;
}

bool analysisWritable(const fs::path& historyDir, std::string_view setId) {
  const fs::path file = analysisFileOf(historyDir, setId);
  const FileText read = readFileLimited(file, analysisFileMaxBytes);
  if (!read.text) return true;
  std::string why;
  auto value = parseLimitedJson(*read.text, why);
  return !value || !(versionOf(*value) > analysisFileVersion);
}

void writeAnalysisFile(const fs::path& historyDir, const SetAnalysis& analysis) {
  writeFileAtomically(analysisFileOf(historyDir, analysis.setId), serializeAnalysis(analysis));
}

}  // namespace bizon
