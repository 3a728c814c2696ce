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

std::optional<std::pair<std::string, HistoryIndex::Entry>> entryFromJson(const json::value& v) {
  const json::object* o = v.if_object();
  if (!o) return std::nullopt;
  const json::value* file = o->if_contains("file");
  const json::value* stamp = o->if_contains("stamp");
  const json::value* metadata = o->if_contains("metadata");
  const json::value* games = o->if_contains("games");
  if (!file || !file->is_string() || !stamp || !stamp->is_array() || stamp->get_array().size() != 3 || !metadata ||
      !metadata->is_object() || !games || !games->is_string())
    return std::nullopt;
  const json::array& st = stamp->get_array();
  auto inode = unsignedNumber(&st[0]);
  auto size = unsignedNumber(&st[1]);
  if (!inode || !size || !st[2].is_int64()) return std::nullopt;
  std::string why;
  auto m = metadataFromJson(metadata->get_object(), why);
  // The entry must describe the file it is filed under, or a stale copy could shadow another set.
  if (!m || file->get_string() != m->id + ".json") return std::nullopt;
  auto summaries = gamesFromText(games->get_string());
  if (!summaries || summaries->size() > static_cast<std::size_t>(m->options.games)) return std::nullopt;
  return std::pair{std::string(file->get_string()),
                   HistoryIndex::Entry{{*inode, *size, st[2].get_int64()}, {std::move(*m), std::move(*summaries)}}};
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

// The text of the sets list as write() lays it out: from "sets": to the closing brace. Empty if
// the layout is another (then the checksum does not match and the index is rebuilt).
std::string_view setsText(std::string_view text) {
  const auto key = text.find("\"sets\":");
  const auto end = text.find_last_not_of(" \t\r\n");
  if (key == std::string_view::npos || end == std::string_view::npos || text[end] != '}') return {};
  const auto start = key + 7;
  return start < end ? text.substr(start, end - start) : std::string_view();
}

}  // namespace

HistoryIndex::Stamp stampFrom(const struct stat& info) {
  return HistoryIndex::Stamp{static_cast<std::uint64_t>(info.st_ino), static_cast<std::uint64_t>(info.st_size),
                             static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec};
}

std::optional<HistoryIndex::Stamp> stampOf(const std::filesystem::path& file) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) return std::nullopt;
  return stampFrom(info);
}

HistoryIndex HistoryIndex::read(const std::filesystem::path& file, std::string* problem) {
  FileText read = readFileLimited(file, indexMaxBytes);
  if (read.text) return parse(*read.text, problem);
  if (problem && read.refusal != ReadRefusal::Missing) *problem = read.why;
  return HistoryIndex();
}

HistoryIndex HistoryIndex::parse(std::string_view text, std::string* problem) {
  HistoryIndex index;
  std::string why;
  auto refuse = [&](std::string reason) {
    if (problem) *problem = "not a usable index (" + std::move(reason) + ")";
    return HistoryIndex();
  };
  auto value = parseLimitedJson(text, why);
  const json::object* o = value ? value->if_object() : nullptr;
  if (!o) return refuse(value ? "not a JSON object" : "not valid JSON: " + why);
  const json::value* f = o->if_contains("format");
  const json::value* v = o->if_contains("version");
  const json::value* c = o->if_contains("checksum");
  const json::value* sets = o->if_contains("sets");
  if (!f || !f->is_string() || f->get_string() != format || !v || !v->is_int64() || v->get_int64() != version ||
      !sets || !sets->is_array() || !c || !c->is_string())
    return refuse("not a version " + std::to_string(version) + " index");
  // An entry is believed without reading its file, so the entries must be those Bizon wrote: the
  // checksum catches a damaged or hand-edited index, which is then rebuilt from the set files.
  if (c->get_string() != checksumOf(setsText(text))) return refuse("its checksum does not match");
  index.entries_.reserve(sets->get_array().size());
  for (const json::value& e : sets->get_array())
    if (auto entry = entryFromJson(e)) index.entries_.insert_or_assign(entry->first, std::move(entry->second));
  return index;
}

void HistoryIndex::write(const std::filesystem::path& file) const {
  json::array sets;
  sets.reserve(entries_.size());
  for (const auto& [name, entry] : entries_) {
    sets.emplace_back(json::object{{"file", name},
                                   {"stamp", json::array{entry.stamp.inode, entry.stamp.size, entry.stamp.modifiedNs}},
                                   {"metadata", metadataToJson(entry.summary.metadata)},
                                   {"games", gamesToText(entry.summary.games)}});
  }
  // Laid out by hand so that the sets come last, where parse() finds their text for the checksum.
  json::object head{{"format", format},
                    {"version", version},
                    {"note", "a cache of the set files' summaries: it may be deleted, Bizon rebuilds it"}};
  const std::string list = json::serialize(sets);
  std::string text = json::serialize(head);
  text.pop_back();  // the closing brace
  text.append(",\"checksum\":\"").append(checksumOf(list)).append("\",\"sets\":").append(list).append("}\n");
  writeFileAtomically(file, text);
}

const SetSummary* HistoryIndex::find(const std::string& fileName, const Stamp& stamp) const {
  auto it = entries_.find(fileName);
  return it != entries_.end() && it->second.stamp == stamp ? &it->second.summary : nullptr;
}

void HistoryIndex::put(const std::string& fileName, const Stamp& stamp, const SetSummary& summary) {
  entries_.insert_or_assign(fileName, Entry{stamp, summary});
}

bool HistoryIndex::retainOnly(const std::unordered_set<std::string>& fileNames) {
  return std::erase_if(entries_, [&](const auto& entry) { return !fileNames.contains(entry.first); }) > 0;
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
