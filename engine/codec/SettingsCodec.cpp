#include "SettingsCodec.h"

#include "FieldReader.h"

namespace bizon {

namespace json = boost::json;

namespace {

constexpr const char* tempoCodes[] = {"slow", "normal", "fast", "instant"};
constexpr const char* volumeCodes[] = {"off", "low", "medium", "high"};

// What a chair may hold besides the level's own player: another level, or a program.
bool chairKind(std::string_view kind) { return kind.starts_with("exec:") || parseAiLevel(kind); }

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

Settings parseSettings(std::string_view text) {
  Settings s;
  std::string why;
  const auto value = parseLimitedJson(text, why);
  if (!value || !value->is_object()) return s;
  // Lenient: every field is optional and a bad one keeps its default, so the reader's problems
  // are not reported (the window has nothing to say about a hand-edited settings file).
  FieldReader o(value->get_object());
  auto textOr = [&o](std::string_view key, std::string_view fallback) {
    return std::string(o.find(key) ? o.text(key).value_or(fallback) : fallback);
  };
  s.language = textOr("language", s.language);
  const std::string tempo = textOr("tempo", "normal");
  for (int i = 0; i < 4; ++i)
    if (tempo == tempoCodes[i]) s.tempo = static_cast<Tempo>(i);
  s.level = parseAiLevel(textOr("level", code(s.level))).value_or(s.level);
  if (o.find("four_colours")) s.fourColours = o.flag("four_colours").value_or(s.fourColours);
  s.fullShuffle = textOr("shuffle", "light") == "full";
  const std::string packets = textOr("packets", s.packets);
  if (packets == "ask" || packets == "3-2" || packets == "2-3") s.packets = packets;
  const std::string volume = textOr("volume", "medium");
  for (int i = 0; i < 4; ++i)
    if (volume == volumeCodes[i]) s.volume = static_cast<Volume>(i);
  if (o.find("muted")) s.muted = o.flag("muted").value_or(s.muted);
  if (const std::string bot = textOr("bot", ""); bot.starts_with("exec:")) s.bot = bot;
  for (auto [key, chair] : {std::pair{"goat", &s.goat}, std::pair{"sheep", &s.sheep}})
    if (const std::string kind = textOr(key, ""); chairKind(kind)) *chair = kind;
  s.deck = textOr("deck", "");
  if (o.find("coach")) s.coach = o.flag("coach").value_or(s.coach);
  return s;
}

std::string settingsText(const Settings& s) {
  json::object o;
  o["language"] = s.language;
  o["tempo"] = tempoCodes[static_cast<int>(s.tempo)];
  o["level"] = code(s.level);
  o["four_colours"] = s.fourColours;
  o["shuffle"] = s.fullShuffle ? "full" : "light";
  o["packets"] = s.packets;
  o["volume"] = volumeCodes[static_cast<int>(s.volume)];
  o["muted"] = s.muted;
  if (!s.goat.empty()) o["goat"] = s.goat;
  if (!s.sheep.empty()) o["sheep"] = s.sheep;
  if (!s.bot.empty()) o["bot"] = s.bot;
  if (!s.deck.empty()) o["deck"] = s.deck;
  if (!s.coach) o["coach"] = false;  // written only when turned off: older files read back byte for byte
  return json::serialize(o) + "\n";
}

}  // namespace bizon
