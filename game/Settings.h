// The player's settings (language, tempo, level, colours, shuffle, packets), kept as JSON.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace bizon {

enum class Tempo : std::uint8_t { Slow, Normal, Fast, Instant };
enum class Volume : std::uint8_t { Off, Low, Medium, High };

struct Settings {
  std::string language;        // "en", "fr", "nl", "de"; empty: follow the system's locale
  Tempo tempo = Tempo::Normal;
  std::string level = "hard";  // easy, normal, hard: the kind of Goat and Sheep (hard by default)
  bool fourColours = false;
  bool fullShuffle = false;    // R17: light shuffle by default
  std::string packets = "ask";  // "ask", "3-2" or "2-3": what to deal when you deal (R16)
  Volume volume = Volume::Medium;
  bool muted = false;           // M: silence without losing the volume
  // Who sits in Goat's and Sheep's chairs: empty for Bizon's own player of `level`, another
  // level, or "exec:COMMAND", a program speaking the bot protocol (ai/bot/README.md). `bot` is
  // the last program seated, offered again by the settings screen.
  std::string goat, sheep, bot;
  // The cards' deck, a name from decks::DeckCatalog ("paris", "painted" …); empty: the default.
  std::string deck;

  // How much faster than normal the animations run; 0 for instant.
  float speed() const;

  // A settings file is a few hundred bytes; a larger one is refused unread.
  static constexpr std::size_t maxBytes = 64 * 1024;
  // A missing or unreadable file gives the defaults (and, unless it is simply missing, why in
  // *problem: "not a regular file (a named pipe)", "larger than 64 KiB (…)"…); unknown values are
  // ignored.
  static Settings load(const std::filesystem::path& file, std::string* problem = nullptr);
  // The settings in a file's text; anything unusable gives the defaults (the fuzz target's entry).
  static Settings parse(std::string_view text);
  // Writes atomically (AtomicFile.h: temporary file, fsync, rename); false on failure.
  bool save(const std::filesystem::path& file) const;
};

}  // namespace bizon
