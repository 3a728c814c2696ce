#include "MetadataJson.h"

#include "SetFileCodec.h"

namespace bizon {

namespace json = boost::json;

namespace {

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

std::optional<std::string> plainField(FieldReader& o, std::string_view key, std::size_t maxSize, bool allowEmpty,
                                      std::string_view what) {
  const auto text = o.text(key);
  if (!text) return std::nullopt;
  if (!plainText(*text, maxSize) || (!allowEmpty && text->empty())) {
    o.failValue(key, *o.find(key), what);
    return std::nullopt;
  }
  return std::string(*text);
}

// A UTC time like "2025-03-01T14:22:33Z"; `ended` may be null or absent.
std::optional<TimePoint> timeField(FieldReader& o, std::string_view key) {
  return o.parsed<TimePoint>(key, parseTime, "a UTC time like 2025-03-01T14:22:33Z");
}

json::object playersJson(const PerSeat<std::string>& players) {
  json::object o;
  for (Seat s : allSeats) o[code(s)] = players[s];
  return o;
}

std::optional<PerSeat<std::string>> readPlayers(FieldReader& o) {
  auto players = o.object("players");
  if (!players) return std::nullopt;
  PerSeat<std::string> who;
  for (Seat s : allSeats) {
    auto player = plainField(*players, code(s), 64, false, "a player (1 to 64 printable characters)");
    if (!player) return std::nullopt;
    who[s] = *player;
  }
  return who;
}

// Absent in the files of sets whose players never changed, and of those written before changes
// were kept: none. Each change names a later game than the one before.
bool readChanges(FieldReader& o, SetMetadata& m) {
  if (!o.find("players_from")) return true;
  const json::array* list = o.list("players_from");
  if (!list) return false;
  if (list->size() > static_cast<std::size_t>(m.options.games)) return o.fail("players_from", "more changes than games");
  for (std::size_t i = 0; i < list->size(); ++i) {
    auto entry = o.element("players_from", *list, i);
    if (!entry) return false;
    const int after = m.changes.empty() ? 0 : m.changes.back().game;
    auto game = entry->whole("game", after + 1, m.options.games - 1);
    if (!game) return false;
    auto players = readPlayers(*entry);
    if (!players) return false;
    m.changes.push_back({static_cast<int>(*game), std::move(*players)});
  }
  return true;
}

// A table's code as the server gives it (letters, digits and dashes, at most 16): a file names no more.
bool tableCode(std::string_view text) {
  if (text.empty() || text.size() > 16) return false;
  for (char ch : text)
    if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-')) return false;
  return true;
}

json::object tableJson(const OnlineTable& table) {
  json::object names;
  for (Seat s : allSeats) names[code(s)] = table.names[s];
  return json::object{{"code", table.code}, {"seat", code(table.seat)}, {"names", std::move(names)}};
}

// "table" is there exactly when the set was played online.
bool readTable(FieldReader& o, SetMetadata& m) {
  if (m.origin != SetOrigin::Online) return !o.find("table") || o.fail("table", "only a set played online has one");
  auto table = o.object("table");
  if (!table) return false;
  OnlineTable online;
  auto tableCodeText = table->text("code");
  if (!tableCodeText) return false;
  if (!tableCode(*tableCodeText)) return table->failValue("code", *table->find("code"), "a table's code (letters, digits and -, at most 16)");
  online.code = *tableCodeText;
  auto seat = table->seat("seat");
  if (!seat) return false;
  online.seat = *seat;
  auto names = table->object("names");
  if (!names) return false;
  for (Seat s : allSeats) {
    auto name = plainField(*names, code(s), 64, true, "a name (up to 64 printable characters)");
    if (!name) return false;
    online.names[s] = *name;
  }
  m.online = std::move(online);
  return true;
}

const char* shuffleName(Shuffle shuffle) {
  switch (shuffle) {
    case Shuffle::Full: return "full";
    case Shuffle::Seeded: return "seeded";
    case Shuffle::Light: break;
  }
  return "light";
}

// "daily" and "practice" are there only for such sets; the others keep their shape.
void markJson(const SetMetadata& m, json::object& o) {
  if (m.daily) o["daily"] = formatDate(*m.daily);
  if (m.practice) o["practice"] = json::object{{"set", m.practice->set}, {"game", m.practice->game}};
}

bool readMarks(FieldReader& o, SetMetadata& m) {
  if (o.find("daily")) {
    m.daily = o.parsed<std::chrono::sys_days>("daily", parseDate, "a date like 2026-12-07");
    if (!m.daily) return false;
  }
  if (!o.find("practice")) return true;
  auto practice = o.object("practice");
  if (!practice) return false;
  auto set = plainField(*practice, "set", 64, false, "a set id");
  if (!set) return false;
  if (!isValidSetId(*set)) return practice->failValue("set", *practice->find("set"), "a set id (letters, digits, - and _ only)");
  auto game = practice->whole("game", 0, setMaxGames - 1);
  if (!game) return false;
  m.practice = SetMetadata::PracticeOf{*set, static_cast<int>(*game)};
  return true;
}

}  // namespace

json::object perSeatJson(const PerSeat<int>& values) {
  json::object o;
  for (Seat s : allSeats) o[code(s)] = values[s];
  return o;
}

json::array winnersJson(const SetSummary& summary) {
  json::array winners;
  for (Seat s : allSeats)
    if (summary.winners()[s]) winners.emplace_back(code(s));
  return winners;
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
  o["players"] = playersJson(m.players);
  o["origin"] = code(m.origin);
  if (m.online) o["table"] = tableJson(*m.online);
  o["options"] = json::object{{"seed", m.options.seed},
                              {"shuffle", shuffleName(m.options.shuffle)},
                              {"games", m.options.games}};
  // Only when set, so that the files of sets played through keep their shape.
  if (m.abandoned) o["abandoned"] = true;
  if (m.takeBacks > 0) o["take_backs"] = m.takeBacks;
  if (!m.changes.empty()) {
    json::array changes;
    for (const auto& c : m.changes) changes.push_back(json::object{{"game", c.game}, {"players", playersJson(c.players)}});
    o["players_from"] = std::move(changes);
  }
  markJson(m, o);
  return o;
}

std::optional<SetMetadata> readMetadata(FieldReader& o) {
  SetMetadata m;
  auto id = plainField(o, "id", 64, false, "a set id");
  if (!id) return std::nullopt;
  if (!isValidSetId(*id)) return o.failValue("id", *o.find("id"), "a set id (letters, digits, - and _ only)"), std::nullopt;
  m.id = *id;
  auto started = timeField(o, "started");
  if (!started) return std::nullopt;
  m.started = *started;
  if (const json::value* ended = o.find("ended"); ended && !ended->is_null()) {
    m.ended = timeField(o, "ended");
    if (!m.ended) return std::nullopt;
  }
  auto language = plainField(o, "language", 35, true, "a language code (up to 35 printable characters)");
  if (!language) return std::nullopt;
  m.language = *language;

  auto players = readPlayers(o);
  if (!players) return std::nullopt;
  m.players = std::move(*players);
  auto origin = o.parsed<SetOrigin>("origin", parseSetOrigin, "played, simulated or online");
  if (!origin) return std::nullopt;
  m.origin = *origin;
  if (!readTable(o, m)) return std::nullopt;

  auto options = o.object("options");
  if (!options) return std::nullopt;
  auto seed = options->natural("seed");
  if (!seed) return std::nullopt;
  m.options.seed = *seed;
  auto shuffle = options->parsed<Shuffle>(
      "shuffle",
      [](std::string_view t) -> std::optional<Shuffle> {
        if (t == "light") return Shuffle::Light;
        if (t == "full") return Shuffle::Full;
        if (t == "seeded") return Shuffle::Seeded;
        return std::nullopt;
      },
      "light, full or seeded");
  if (!shuffle) return std::nullopt;
  m.options.shuffle = *shuffle;
  auto games = options->whole("games", 1, setMaxGames);
  if (!games) return std::nullopt;
  m.options.games = static_cast<int>(*games);
  // Absent in the files written before sets could be abandoned: not abandoned.
  if (o.find("abandoned")) {
    auto abandoned = o.flag("abandoned");
    if (!abandoned) return std::nullopt;
    m.abandoned = *abandoned;
  }
  // Absent in the files of sets without take-backs, and of those written before them: none.
  if (o.find("take_backs")) {
    auto takeBacks = o.whole("take_backs", 0, 1'000'000);
    if (!takeBacks) return std::nullopt;
    m.takeBacks = static_cast<int>(*takeBacks);
  }
  if (!readChanges(o, m) || !readMarks(o, m)) return std::nullopt;
  return m;
}

}  // namespace bizon
