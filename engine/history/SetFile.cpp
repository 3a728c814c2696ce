#include "SetFile.h"

#include <boost/json.hpp>
#include <stdexcept>

#include "Replay.h"

namespace bizon {

namespace json = boost::json;

namespace {

const json::value* field(const json::object& o, std::string_view key) {
  auto it = o.find(key);
  return it == o.end() ? nullptr : &it->value();
}

// Text the history shows back to the user: bounded, and free of control characters that could
// garble a terminal.
bool plainText(std::string_view text, std::size_t maxSize) {
  if (text.size() > maxSize) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    if (ch < 0x20 || ch == 0x7F) return false;
    // U+0080..U+009F, the C1 controls (CSI among them), which JSON output does not escape.
    if (ch == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xA0) return false;
  }
  return true;
}

std::optional<std::string> textField(const json::object& o, std::string_view key, std::size_t maxSize,
                                     bool allowEmpty, std::string& why) {
  const json::value* v = field(o, key);
  if (!v || !v->is_string()) {
    why = std::string(key) + ": must be a string";
    return std::nullopt;
  }
  std::string_view text = v->get_string();
  if (!plainText(text, maxSize) || (!allowEmpty && text.empty())) {
    why = std::string(key) + ": must be 1 to " + std::to_string(maxSize) + " printable characters";
    return std::nullopt;
  }
  return std::string(text);
}

std::optional<std::int64_t> wholeNumber(const json::value& v) {
  if (v.is_int64()) return v.get_int64();
  if (v.is_uint64() && v.get_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return static_cast<std::int64_t>(v.get_uint64());
  return std::nullopt;
}

json::object perSeat(const PerSeat<int>& values) {
  json::object o;
  for (Seat s : allSeats) o[code(s)] = values[s];
  return o;
}

std::string problemOf(const SetSummary& summary, const json::object& o) {
  const json::value* result = field(o, "result");
  if (!summary.finished()) {
    if (summary.metadata.ended) return "ended: the set is not over";
    if (result && !result->is_null()) return "result: the set is not over";
    return {};
  }
  if (!summary.metadata.ended) return "ended: missing, but the set is over";
  if (summary.metadata.abandoned) return "abandoned: the set is over";
  // The stored result is for readers of the file; it must say what the records say.
  const json::object* r = result ? result->if_object() : nullptr;
  if (!r) return "result: missing, but the set is over";
  const json::value* totals = field(*r, "totals");
  if (!totals || *totals != json::value(perSeat(summary.totals())))
    return "result: totals do not match the games";
  json::array winners;
  for (Seat s : allSeats)
    if (summary.winners()[s]) winners.emplace_back(code(s));
  const json::value* w = field(*r, "winners");
  if (!w || *w != json::value(winners)) return "result: winners do not match the games";
  return {};
}

}  // namespace

std::optional<json::value> parseLimitedJson(std::string_view text, std::string& why) {
  json::parse_options options;
  options.max_depth = jsonMaxDepth;
  json::stream_parser parser({}, options);
  // One arena for the whole document: the index holds thousands of small objects, and freeing
  // them one by one cost more than parsing them.
  parser.reset(json::make_shared_resource<json::monotonic_resource>());
  boost::system::error_code ec;
  // The stream parser tells how far it got, so the message can point at the damage.
  const std::size_t consumed = parser.write(text.data(), text.size(), ec);
  if (!ec) parser.finish(ec);
  if (ec) {
    why = ec.message() + " at byte " + std::to_string(consumed);
    return std::nullopt;
  }
  return parser.release();
}

json::object metadataToJson(const SetMetadata& m) {
  json::object o;
  o["id"] = m.id;
  o["started"] = formatTime(m.started);
  if (m.ended)
    o["ended"] = formatTime(*m.ended);
  else
    o["ended"] = nullptr;
  o["language"] = m.language;
  json::object players;
  for (Seat s : allSeats) players[code(s)] = m.players[s];
  o["players"] = std::move(players);
  o["origin"] = code(m.origin);
  o["options"] = json::object{{"seed", m.options.seed},
                              {"shuffle", m.options.shuffle == Shuffle::Full ? "full" : "light"},
                              {"games", m.options.games}};
  // Only when set, so that the files of sets played through keep their shape.
  if (m.abandoned) o["abandoned"] = true;
  return o;
}

std::optional<SetMetadata> metadataFromJson(const json::object& o, std::string& why) {
  SetMetadata m;
  auto id = textField(o, "id", 64, false, why);
  if (!id) return std::nullopt;
  if (!isValidSetId(*id)) {
    why = "id: only letters, digits, - and _ are allowed";
    return std::nullopt;
  }
  m.id = *id;

  auto time = [&](std::string_view key, bool optional) -> std::optional<std::optional<TimePoint>> {
    const json::value* v = field(o, key);
    if (optional && (!v || v->is_null())) return std::optional<TimePoint>();
    auto t = v && v->is_string() ? parseTime(v->get_string()) : std::nullopt;
    if (!t) {
      why = std::string(key) + ": must be a UTC time like \"2025-03-01T14:22:33Z\"";
      return std::nullopt;
    }
    return std::optional<TimePoint>(*t);
  };
  auto started = time("started", false);
  if (!started) return std::nullopt;
  m.started = **started;
  auto ended = time("ended", true);
  if (!ended) return std::nullopt;
  m.ended = *ended;

  auto language = textField(o, "language", 35, true, why);
  if (!language) return std::nullopt;
  m.language = *language;

  const json::value* players = field(o, "players");
  if (!players || !players->is_object()) {
    why = "players: must be an object naming who sat at you, goat and sheep";
    return std::nullopt;
  }
  for (Seat s : allSeats) {
    auto player = textField(players->get_object(), code(s), 64, false, why);
    if (!player) {
      why = "players." + why;
      return std::nullopt;
    }
    m.players[s] = *player;
  }

  const json::value* origin = field(o, "origin");
  auto parsedOrigin = origin && origin->is_string() ? parseSetOrigin(origin->get_string()) : std::nullopt;
  if (!parsedOrigin) {
    why = "origin: must be \"played\" or \"simulated\"";
    return std::nullopt;
  }
  m.origin = *parsedOrigin;

  const json::value* options = field(o, "options");
  const json::object* opt = options ? options->if_object() : nullptr;
  if (!opt) {
    why = "options: must be an object with seed, shuffle and games";
    return std::nullopt;
  }
  const json::value* seed = field(*opt, "seed");
  if (seed && seed->is_uint64())
    m.options.seed = seed->get_uint64();
  else if (seed && seed->is_int64() && seed->get_int64() >= 0)
    m.options.seed = static_cast<std::uint64_t>(seed->get_int64());
  else {
    why = "options.seed: must be a whole number from 0 to 2^64-1";
    return std::nullopt;
  }
  const json::value* shuffle = field(*opt, "shuffle");
  if (shuffle && shuffle->is_string() && shuffle->get_string() == "light")
    m.options.shuffle = Shuffle::Light;
  else if (shuffle && shuffle->is_string() && shuffle->get_string() == "full")
    m.options.shuffle = Shuffle::Full;
  else {
    why = "options.shuffle: must be \"light\" or \"full\"";
    return std::nullopt;
  }
  const json::value* games = field(*opt, "games");
  auto count = games ? wholeNumber(*games) : std::nullopt;
  if (!count || *count < 1 || *count > setMaxGames) {
    why = "options.games: must be a whole number from 1 to " + std::to_string(setMaxGames);
    return std::nullopt;
  }
  m.options.games = static_cast<int>(*count);
  // Absent in the files written before sets could be abandoned: not abandoned.
  if (const json::value* abandoned = field(o, "abandoned")) {
    if (!abandoned->is_bool()) {
      why = "abandoned: must be true or false";
      return std::nullopt;
    }
    m.abandoned = abandoned->get_bool();
  }
  return m;
}

std::string serializeSet(const StoredSet& set, const SetSummary& summary) {
  json::object header;
  header["format"] = setFileFormat;
  header["version"] = setFileVersion;
  for (auto& [key, value] : metadataToJson(set.metadata)) header[key] = value;
  if (summary.finished()) {
    json::array winners;
    for (Seat s : allSeats)
      if (summary.winners()[s]) winners.emplace_back(code(s));
    header["result"] = json::object{{"totals", perSeat(summary.totals())}, {"winners", std::move(winners)}};
  }
  // One game per line keeps the file readable and its diffs small; it is still one JSON object.
  std::string text = json::serialize(header);
  text.pop_back();  // the closing brace; the games follow
  text += ",\"games\":[";
  for (std::size_t g = 0; g < set.games.size(); ++g) {
    text += g == 0 ? "\n" : ",\n";
    text += json::serialize(toJson(set.games[g]));
  }
  text += "\n]}\n";
  return text;
}

SetFileReading parseSet(std::string_view text) {
  SetFileReading out;
  auto fail = [&](SetFileProblem problem, std::string why) {
    out.problem = problem;
    out.why = std::move(why);
    out.set.reset();
    return out;
  };
  if (text.size() > setFileMaxBytes)
    return fail(SetFileProblem::TooLarge, "larger than " + std::to_string(setFileMaxBytes >> 20) + " MB");
  std::string why;
  auto value = parseLimitedJson(text, why);
  if (!value) return fail(SetFileProblem::NotJson, "not valid JSON: " + why);
  const json::object* o = value->if_object();
  const json::value* format = o ? field(*o, "format") : nullptr;
  if (!format || !format->is_string() || format->get_string() != setFileFormat)
    return fail(SetFileProblem::NotASetFile, "not a Bizon set file (no \"format\": \"bizon-set\")");
  const json::value* version = field(*o, "version");
  auto number = version ? wholeNumber(*version) : std::nullopt;
  if (version && version->is_uint64() && !number)  // beyond int64: still "newer"
    return fail(SetFileProblem::NewerVersion, "written by a newer Bizon (version " +
                                                  std::to_string(version->get_uint64()) + ")");
  if (number && *number > setFileVersion)
    return fail(SetFileProblem::NewerVersion, "written by a newer Bizon (version " + std::to_string(*number) +
                                                  "; this one reads version " +
                                                  std::to_string(setFileVersion) + ")");
  if (!number || *number != setFileVersion)
    return fail(SetFileProblem::WrongVersion,
                "version: " + (version ? json::serialize(*version).substr(0, 40) : std::string("missing")) +
                    " is not a version of this format");

  auto metadata = metadataFromJson(*o, why);
  if (!metadata) return fail(SetFileProblem::Invalid, why);
  const json::value* games = field(*o, "games");
  if (!games || !games->is_array()) return fail(SetFileProblem::Invalid, "games: must be a list of game records");
  const json::array& list = games->get_array();
  if (list.size() > static_cast<std::size_t>(metadata->options.games))
    return fail(SetFileProblem::Invalid, "games: " + std::to_string(list.size()) + " records for a set of " +
                                             std::to_string(metadata->options.games) + " games");
  StoredSet set{*metadata, {}};
  for (std::size_t g = 0; g < list.size(); ++g) {
    Replay replayed = replay(list[g]);
    if (!replayed.game) return fail(SetFileProblem::Invalid, "game " + std::to_string(g + 1) + ": " + replayed.error);
    set.games.push_back(recordOf(*replayed.game));
  }
  try {
    const Match match = set.resume();
    out.summary = summarize(set.metadata, match);
  } catch (const std::invalid_argument& e) {
    return fail(SetFileProblem::Invalid, e.what());
  }
  if (auto problem = problemOf(out.summary, *o); !problem.empty()) return fail(SetFileProblem::Invalid, problem);
  out.set = std::move(set);
  return out;
}

}  // namespace bizon
