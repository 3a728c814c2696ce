#include "HistoryIndex.h"

#include <boost/json.hpp>
#include <sys/stat.h>

#include "AtomicFile.h"
#include "SetFile.h"

namespace bizon {

namespace json = boost::json;

namespace {

// A generous ceiling (10,000 sets take about 7 MB) that still refuses absurd files outright.
constexpr std::size_t indexMaxBytes = std::size_t{256} << 20;

std::optional<std::uint64_t> unsignedNumber(const json::value* v) {
  if (v && v->is_uint64()) return v->get_uint64();
  if (v && v->is_int64() && v->get_int64() >= 0) return static_cast<std::uint64_t>(v->get_int64());
  return std::nullopt;
}

std::optional<Outcome> parseOutcome(std::string_view text) {
  for (int o = 0; o <= static_cast<int>(Outcome::AllPassed); ++o)
    if (code(static_cast<Outcome>(o)) == text) return static_cast<Outcome>(o);
  return std::nullopt;
}

// ["bizon_won", "you", 3, 0, 0]: outcome, Bizon ("" after a pass-out), SP of you, goat, sheep.
json::array gameToJson(const GameSummary& g) {
  json::array a;
  a.emplace_back(code(g.outcome));
  a.emplace_back(g.bizon ? code(*g.bizon) : std::string_view());
  for (Seat s : allSeats) a.emplace_back(g.sp[s]);
  return a;
}

std::optional<GameSummary> gameFromJson(const json::value& v) {
  const json::array* a = v.if_array();
  if (!a || a->size() != 5 || !(*a)[0].is_string() || !(*a)[1].is_string()) return std::nullopt;
  GameSummary g;
  auto outcome = parseOutcome((*a)[0].get_string());
  if (!outcome) return std::nullopt;
  g.outcome = *outcome;
  if (!(*a)[1].get_string().empty()) {
    g.bizon = parseSeat((*a)[1].get_string());
    if (!g.bizon) return std::nullopt;
  }
  if ((*outcome == Outcome::AllPassed) != !g.bizon) return std::nullopt;
  for (Seat s : allSeats) {
    const json::value& sp = (*a)[static_cast<std::size_t>(2 + index(s))];
    // R13: set points of one game lie between -10 and +10.
    if (!sp.is_int64() || sp.get_int64() < -10 || sp.get_int64() > 10) return std::nullopt;
    g.sp[s] = static_cast<int>(sp.get_int64());
  }
  return g;
}

std::optional<std::pair<std::string, HistoryIndex::Entry>> entryFromJson(const json::value& v) {
  const json::object* o = v.if_object();
  if (!o) return std::nullopt;
  const json::value* file = o->if_contains("file");
  const json::value* metadata = o->if_contains("metadata");
  const json::value* games = o->if_contains("games");
  auto inode = unsignedNumber(o->if_contains("inode"));
  auto size = unsignedNumber(o->if_contains("size"));
  const json::value* modified = o->if_contains("modified_ns");
  if (!file || !file->is_string() || !metadata || !metadata->is_object() || !games || !games->is_array() ||
      !inode || !size || !modified || !modified->is_int64())
    return std::nullopt;
  std::string why;
  auto m = metadataFromJson(metadata->get_object(), why);
  // The entry must describe the file it is filed under, or a stale copy could shadow another set.
  if (!m || file->get_string() != m->id + ".json") return std::nullopt;
  HistoryIndex::Entry entry{{*inode, *size, modified->get_int64()}, {*m, {}}};
  if (games->get_array().size() > static_cast<std::size_t>(m->options.games)) return std::nullopt;
  for (const json::value& g : games->get_array()) {
    auto game = gameFromJson(g);
    if (!game) return std::nullopt;
    entry.summary.games.push_back(*game);
  }
  return std::pair{std::string(file->get_string()), std::move(entry)};
}

}  // namespace

std::optional<HistoryIndex::Stamp> stampOf(const std::filesystem::path& file) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) return std::nullopt;
  return HistoryIndex::Stamp{static_cast<std::uint64_t>(info.st_ino), static_cast<std::uint64_t>(info.st_size),
                             static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec};
}

HistoryIndex HistoryIndex::read(const std::filesystem::path& file) {
  std::string why;
  bool tooLarge = false;
  auto text = readFileLimited(file, indexMaxBytes, why, tooLarge);
  return text ? parse(*text) : HistoryIndex();
}

HistoryIndex HistoryIndex::parse(std::string_view text) {
  HistoryIndex index;
  std::string why;
  auto value = parseLimitedJson(text, why);
  const json::object* o = value ? value->if_object() : nullptr;
  if (!o) return index;
  const json::value* f = o->if_contains("format");
  const json::value* v = o->if_contains("version");
  const json::value* sets = o->if_contains("sets");
  if (!f || !f->is_string() || f->get_string() != format || !v || !v->is_int64() || v->get_int64() != version ||
      !sets || !sets->is_array())
    return index;
  for (const json::value& e : sets->get_array())
    if (auto entry = entryFromJson(e)) index.entries_.insert_or_assign(entry->first, std::move(entry->second));
  return index;
}

void HistoryIndex::write(const std::filesystem::path& file) const {
  json::array sets;
  sets.reserve(entries_.size());
  for (const auto& [name, entry] : entries_) {
    json::array games;
    for (const GameSummary& g : entry.summary.games) games.emplace_back(gameToJson(g));
    sets.emplace_back(json::object{{"file", name},
                                   {"inode", entry.stamp.inode},
                                   {"size", entry.stamp.size},
                                   {"modified_ns", entry.stamp.modifiedNs},
                                   {"metadata", metadataToJson(entry.summary.metadata)},
                                   {"games", std::move(games)}});
  }
  json::object o{{"format", format},
                 {"version", version},
                 {"note", "a cache of the set files' summaries: it may be deleted, Bizon rebuilds it"},
                 {"sets", std::move(sets)}};
  writeFileAtomically(file, json::serialize(o));
}

const SetSummary* HistoryIndex::find(const std::string& fileName, const Stamp& stamp) const {
  auto it = entries_.find(fileName);
  return it != entries_.end() && it->second.stamp == stamp ? &it->second.summary : nullptr;
}

void HistoryIndex::put(const std::string& fileName, const Stamp& stamp, const SetSummary& summary) {
  entries_.insert_or_assign(fileName, Entry{stamp, summary});
}

bool operator==(const HistoryIndex& a, const HistoryIndex& b) {
  if (a.entries_.size() != b.entries_.size()) return false;
  for (const auto& [name, entry] : a.entries_) {
    auto it = b.entries_.find(name);
    if (it == b.entries_.end() || !(it->second.stamp == entry.stamp) || !(it->second.summary == entry.summary))
      return false;
  }
  return true;
}

}  // namespace bizon
