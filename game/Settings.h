// The player's settings (language, tempo, level, colours, shuffle, packets), kept as JSON.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace bizon {

enum class Tempo : std::uint8_t { Slow, Normal, Fast, Instant };

struct Settings {
  std::string language;        // "en", "fr", "nl", "de"; empty: follow the system's locale
  Tempo tempo = Tempo::Normal;
  std::string level = "hard";  // easy, normal, hard: the kind of Goat and Sheep (hard by default)
  bool fourColours = false;
  bool fullShuffle = false;    // R17: light shuffle by default
  std::string packets = "ask";  // "ask", "3-2" or "2-3": what to deal when you deal (R16)
  // Who sits in Goat's and Sheep's chairs: empty for Bizon's own player of `level`, another
  // level, or "exec:COMMAND", a program speaking the bot protocol (ai/bot/README.md). `bot` is
  // the last program seated, offered again by the settings screen.
  std::string goat, sheep, bot;

  // How much faster than normal the animations run; 0 for instant.
  float speed() const;

  // A missing or unreadable file gives the defaults; unknown values are ignored.
  static Settings load(const std::filesystem::path& file);
  // Writes atomically (a temporary file renamed over the old one); false on failure.
  bool save(const std::filesystem::path& file) const;
};

}  // namespace bizon
