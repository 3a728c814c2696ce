#include "settings/Settings.h"

#include <array>

#include "codec/FlatObjectCodec.h"
#include "files/AtomicFile.h"

namespace bizon {

namespace {

// The words of the file, as every version of Bizon wrote them.
constexpr std::array<std::string_view, 4> tempoCodes{"slow", "normal", "fast", "instant"};
constexpr std::array<std::string_view, 4> volumeCodes{"off", "low", "medium", "high"};
constexpr std::string_view askForPackets = "ask";

// What a chair may hold besides the level's own player: another level, or a program.
bool chairKind(std::string_view kind) { return kind.starts_with("exec:") || parseAiLevel(kind); }

// The enum whose code is `text`, if one is.
template <class Enum, std::size_t N>
std::optional<Enum> fromCode(const std::array<std::string_view, N>& codes, std::string_view text) {
  for (std::size_t i = 0; i < N; ++i)
    if (codes[i] == text) return static_cast<Enum>(i);
  return std::nullopt;
}

std::optional<Packets> packetsFromCode(std::string_view text) {
  const auto choice = parseChoice(Decision::Packets, text);
  return choice ? std::optional<Packets>(std::get<Packets>(*choice)) : std::nullopt;
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

Settings parseSettings(std::string_view text) {
  Settings s;
  // Lenient: every field is optional and a bad one keeps its default (the window has nothing to
  // say about a hand-edited settings file).
  const auto fields = parseFlatObject(text);
  if (!fields) return s;
  const auto textOf = [&fields](std::string_view key) { return flatText(*fields, key).value_or(""); };
  s.language = textOf("language");
  s.tempo = fromCode<Tempo>(tempoCodes, textOf("tempo")).value_or(s.tempo);
  s.level = parseAiLevel(textOf("level")).value_or(s.level);
  s.fourColours = flatFlag(*fields, "four_colours").value_or(s.fourColours);
  s.fullShuffle = textOf("shuffle") == "full";
  if (const std::string packets = textOf("packets"); packets != askForPackets) s.packets = packetsFromCode(packets);
  s.volume = fromCode<Volume>(volumeCodes, textOf("volume")).value_or(s.volume);
  s.muted = flatFlag(*fields, "muted").value_or(s.muted);
  if (const std::string bot = textOf("bot"); bot.starts_with("exec:")) s.bot = bot;
  for (auto [key, chair] : {std::pair{"goat", &s.goat}, std::pair{"sheep", &s.sheep}})
    if (const std::string kind = textOf(key); chairKind(kind)) *chair = kind;
  s.deck = textOf("deck");
  s.playerName = textOf("player_name");
  s.tableAddress = textOf("table_address");
  s.tableCode = textOf("table_code");
  s.coach = flatFlag(*fields, "coach").value_or(s.coach);
  return s;
}

std::string settingsText(const Settings& s) {
  // In this order, as the file has always been written.
  FlatObject o{
      {"language", s.language},
      {"tempo", std::string(tempoCodes[static_cast<std::size_t>(s.tempo)])},
      {"level", std::string(code(s.level))},
      {"four_colours", s.fourColours},
      {"shuffle", std::string(s.fullShuffle ? "full" : "light")},
      {"packets", s.packets ? choiceCode(*s.packets) : std::string(askForPackets)},
      {"volume", std::string(volumeCodes[static_cast<std::size_t>(s.volume)])},
      {"muted", s.muted},
  };
  for (auto [key, value] : {std::pair{"goat", &s.goat}, std::pair{"sheep", &s.sheep}, std::pair{"bot", &s.bot},
                            std::pair{"deck", &s.deck}, std::pair{"player_name", &s.playerName},
                            std::pair{"table_address", &s.tableAddress}, std::pair{"table_code", &s.tableCode}})
    if (!value->empty()) o.emplace_back(key, *value);
  if (!s.coach) o.emplace_back("coach", false);  // written only when turned off: older files read back byte for byte
  return flatObjectText(o);
}

Settings loadSettings(const std::filesystem::path& file, std::string* problem) {
  // Never through a link, never a pipe or a device, never more than a settings file can hold.
  FileText read = readFileLimited(file, Settings::maxBytes);
  if (!read.text) {
    if (problem && read.refusal != ReadRefusal::Missing) *problem = read.why;
    return Settings();
  }
  return parseSettings(*read.text);
}

bool saveSettings(const Settings& settings, const std::filesystem::path& file) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  // Like a set: a temporary file nobody can plant, flushed to disk, renamed over the old one.
  try {
    writeFileAtomically(file, settingsText(settings));
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace bizon
