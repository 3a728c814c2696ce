#include "IndexCodec.h"

#include "FieldReader.h"
#include "MetadataJson.h"

namespace bizon {

namespace json = boost::json;

namespace {

// Each finished game in five characters, the whole scoresheet in one string: the index is read
// at every opening, and 15 small arrays per set made it twice as big and slow. Outcome W won,
// A won all, T tie, L lost, Z lost with 0 GP, P passed; the Bizon y, g, s or - ; then the SP of
// you, goat and sheep as 'a' + 10 + SP (R13 keeps them within -10..10).
constexpr std::string_view outcomeLetters = "WATLZP";  // in the order of enum Outcome
constexpr std::string_view seatLetters = "ygs";

std::string gamesToText(const std::vector<GameSummary>& games) {
  std::string text;
  text.reserve(games.size() * 5);
  for (const GameSummary& g : games) {
    text += outcomeLetters[static_cast<std::size_t>(g.outcome)];
    text += g.bizon ? seatLetters[static_cast<std::size_t>(index(*g.bizon))] : '-';
    for (Seat s : allSeats) text += static_cast<char>('a' + 10 + g.sp[s]);
  }
  return text;
}

std::optional<std::vector<GameSummary>> gamesFromText(std::string_view text) {
  if (text.size() % 5 != 0) return std::nullopt;
  std::vector<GameSummary> games;
  games.reserve(text.size() / 5);
  for (std::size_t at = 0; at < text.size(); at += 5) {
    GameSummary g;
    const auto outcome = outcomeLetters.find(text[at]);
    if (outcome == std::string_view::npos) return std::nullopt;
    g.outcome = static_cast<Outcome>(outcome);
    if (text[at + 1] != '-') {
      const auto seat = seatLetters.find(text[at + 1]);
      if (seat == std::string_view::npos) return std::nullopt;
      g.bizon = seatAt(static_cast<int>(seat));
    }
    if ((g.outcome == Outcome::AllPassed) != !g.bizon) return std::nullopt;
    for (Seat s : allSeats) {
      const int sp = text[at + 2 + static_cast<std::size_t>(index(s))] - 'a' - 10;
      if (sp < -10 || sp > 10) return std::nullopt;
      g.sp[s] = sp;
    }
    games.push_back(g);
  }
  return games;
}

// One entry, or nullopt if any of its fields fails (then the set file is read instead).
std::optional<std::pair<std::string, IndexEntry>> entryFromJson(const json::value& v) {
  const json::object* object = v.if_object();
  if (!object) return std::nullopt;
  FieldReader o(*object);
  const auto file = o.text("file");
  const json::array* stamp = o.list("stamp");
  auto metadata = o.object("metadata");
  const auto games = o.text("games");
  if (!file || !stamp || stamp->size() != 3 || !metadata || !games) return std::nullopt;
  const json::value& inode = (*stamp)[0];
  const json::value& size = (*stamp)[1];
  auto natural = [](const json::value& n) -> std::optional<std::uint64_t> {
    if (n.is_uint64()) return n.get_uint64();
    if (n.is_int64() && n.get_int64() >= 0) return static_cast<std::uint64_t>(n.get_int64());
    return std::nullopt;
  };
  if (!natural(inode) || !natural(size) || !(*stamp)[2].is_int64()) return std::nullopt;
  auto m = readMetadata(*metadata);
  // The entry must describe the file it is filed under, or a stale copy could shadow another set.
  if (!m || *file != m->id + ".json") return std::nullopt;
  auto summaries = gamesFromText(*games);
  if (!summaries || summaries->size() > static_cast<std::size_t>(m->options.games)) return std::nullopt;
  return std::pair{std::string(*file), IndexEntry{{*natural(inode), *natural(size), (*stamp)[2].get_int64()},
                                                  {std::move(*m), std::move(*summaries)}}};
}

// FNV-1a, 64 bits, in hex: cheap (a few ms for 10,000 sets) and enough to notice any change.
std::string checksumOf(std::string_view text) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ull;
  static constexpr char digits[] = "0123456789abcdef";
  std::string hex(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) hex[static_cast<std::size_t>(i)] = digits[hash & 15];
  return hex;
}

// The text of the sets list as indexText lays it out: from "sets": to the closing brace. Empty
// if the layout is another (then the checksum does not match and the index is rebuilt).
std::string_view setsText(std::string_view text) {
  const auto key = text.find("\"sets\":");
  const auto end = text.find_last_not_of(" \t\r\n");
  if (key == std::string_view::npos || end == std::string_view::npos || text[end] != '}') return {};
  const auto start = key + 7;
  return start < end ? text.substr(start, end - start) : std::string_view();
}

}  // namespace

std::optional<IndexEntries> parseIndex(std::string_view text, std::string& why) {
  auto value = parseLimitedJson(text, why);
  const json::object* object = value ? value->if_object() : nullptr;
  if (!object) return why = value ? "not a JSON object" : "not valid JSON: " + why, std::nullopt;
  const json::value* f = object->if_contains("format");
  const json::value* v = object->if_contains("version");
  const json::value* c = object->if_contains("checksum");
  const json::value* sets = object->if_contains("sets");
  if (!f || !f->is_string() || f->get_string() != indexFormat || !v || !v->is_int64() ||
      v->get_int64() != indexVersion || !sets || !sets->is_array() || !c || !c->is_string())
    return why = "not a version " + std::to_string(indexVersion) + " index", std::nullopt;
  // An entry is believed without reading its file, so the entries must be those Bizon wrote: the
  // checksum catches a damaged or hand-edited index, which is then rebuilt from the set files.
  if (c->get_string() != checksumOf(setsText(text))) return why = "its checksum does not match", std::nullopt;
  IndexEntries entries;
  entries.reserve(sets->get_array().size());
  for (const json::value& e : sets->get_array())
    if (auto entry = entryFromJson(e)) entries.insert_or_assign(entry->first, std::move(entry->second));
  return entries;
}

std::string indexText(const IndexEntries& entries) {
  json::array sets;
  sets.reserve(entries.size());
  for (const auto& [name, entry] : entries) {
    sets.emplace_back(json::object{{"file", name},
                                   {"stamp", json::array{entry.stamp.inode, entry.stamp.size, entry.stamp.modifiedNs}},
                                   {"metadata", metadataToJson(entry.summary.metadata)},
                                   {"games", gamesToText(entry.summary.games)}});
  }
  // Laid out by hand so that the sets come last, where parseIndex finds their text for the checksum.
  json::object head{{"format", indexFormat},
                    {"version", indexVersion},
                    {"note", "a cache of the set files' summaries: it may be deleted, Bizon rebuilds it"}};
  const std::string list = json::serialize(sets);
  std::string text = json::serialize(head);
  text.pop_back();  // the closing brace
  text.append(",\"checksum\":\"").append(checksumOf(list)).append("\",\"sets\":").append(list).append("}\n");
  return text;
}

}  // namespace bizon
