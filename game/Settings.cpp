#include "Settings.h"

#include <boost/json.hpp>

#include "history/AtomicFile.h"

namespace bizon {

namespace json = boost::json;

namespace {

constexpr const char* tempoCodes[] = {"slow", "normal", "fast", "instant"};
constexpr const char* volumeCodes[] = {"off", "low", "medium", "high"};

// Goat and Sheep's levels, the same for the whole table and for one chair.
bool isLevel(const std::string& kind) { return kind == "easy" || kind == "normal" || kind == "hard"; }

std::string textOr(const json::object& o, const char* key, const std::string& fallback) {
  const json::value* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : fallback;
}

}  // namespace

float Settings::speed() const {
  switch (tempo) {
    case Tempo::Slow: return 0.6f;
    case Tempo::Normal: return 1.f;
    case Tempo::Fast: return 2.2f;
    case Tempo::Instant: return 0.f;
  }
  return 1.f;
}

Settings Settings::load(const std::filesystem::path& file, std::string* problem) {
  // Never through a link, never a pipe or a device, never more than a settings file can hold.
  FileText read = readFileLimited(file, maxBytes);
  if (!read.text) {
    if (problem && read.refusal != ReadRefusal::Missing) *problem = read.why;
    return Settings();
  }
  return parse(*read.text);
}

Settings Settings::parse(std::string_view text) {
  Settings s;
  json::error_code ec;
  const json::value v = json::parse(text, ec);
  if (ec || !v.is_object()) return s;
  const json::object& o = v.as_object();
  s.language = textOr(o, "language", s.language);
  const std::string tempo = textOr(o, "tempo", "normal");
  for (int i = 0; i < 4; ++i)
    if (tempo == tempoCodes[i]) s.tempo = static_cast<Tempo>(i);
  const std::string level = textOr(o, "level", s.level);
  if (isLevel(level)) s.level = level;
  if (const json::value* f = o.if_contains("four_colours"); f && f->is_bool()) s.fourColours = f->as_bool();
  s.fullShuffle = textOr(o, "shuffle", "light") == "full";
  const std::string packets = textOr(o, "packets", s.packets);
  if (packets == "ask" || packets == "3-2" || packets == "2-3") s.packets = packets;
  const std::string volume = textOr(o, "volume", "medium");
  for (int i = 0; i < 4; ++i)
    if (volume == volumeCodes[i]) s.volume = static_cast<Volume>(i);
  if (const json::value* m = o.if_contains("muted"); m && m->is_bool()) s.muted = m->as_bool();
  if (const std::string bot = textOr(o, "bot", ""); bot.starts_with("exec:")) s.bot = bot;
  for (auto [key, chair] : {std::pair{"goat", &s.goat}, std::pair{"sheep", &s.sheep}})
    if (const std::string kind = textOr(o, key, ""); kind.starts_with("exec:") || isLevel(kind))
      *chair = kind;
  s.deck = textOr(o, "deck", "");
  return s;
}

bool Settings::save(const std::filesystem::path& file) const {
  json::object o;
  o["language"] = language;
  o["tempo"] = tempoCodes[static_cast<int>(tempo)];
  o["level"] = level;
  o["four_colours"] = fourColours;
  o["shuffle"] = fullShuffle ? "full" : "light";
  o["packets"] = packets;
  o["volume"] = volumeCodes[static_cast<int>(volume)];
  o["muted"] = muted;
  if (!goat.empty()) o["goat"] = goat;
  if (!sheep.empty()) o["sheep"] = sheep;
  if (!bot.empty()) o["bot"] = bot;
  if (!deck.empty()) o["deck"] = deck;
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  // Like a set: a temporary file nobody can plant, flushed to disk, renamed over the old one.
  try {
    writeFileAtomically(file, json::serialize(o) + "\n");
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace bizon
