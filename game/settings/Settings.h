// The player's settings (language, tempo, level, colours, shuffle, packets, …), the text of their file (settings.json) and the file itself: read with limits, written atomically.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "AiLevel.h"
#include "Move.h"

namespace bizon {

enum class Tempo : std::uint8_t { Slow, Normal, Fast, Instant };
enum class Volume : std::uint8_t { Off, Low, Medium, High };

struct Settings {
  std::string language;        // "en", "fr", "nl", "de"; empty: follow the system's locale
  Tempo tempo = Tempo::Normal;
  // The kind of Goat and Sheep: normal for a new player (at hard a newcomer who followed the
  // hint lost four Bizons out of four and learned "never eat"); a file keeps its own.
  AiLevel level = AiLevel::Normal;
  bool fourColours = false;
  bool fullShuffle = false;    // R17: light shuffle by default
  // What to deal when you deal (R16): always these packets, or none to be asked each time.
  std::optional<Packets> packets;
  Volume volume = Volume::Medium;
  bool muted = false;           // M: silence without losing the volume
  // Who sits in Goat's and Sheep's chairs: empty for Bizon's own player of `level`, another
  // level ("normal"), or "exec:COMMAND", a program speaking the bot protocol (ai/bot/README.md).
  // `bot` is the last program seated, offered again by the settings screen.
  std::string goat, sheep, bot;
  // The cards' deck, a name from decks::DeckCatalog ("paris", "painted" …); empty: the default.
  std::string deck;
  // The coach: a line in the communication box when a decision of yours was a mistake or a
  // blunder, and a word at the end of each game. On for a new player and for an older file.
  bool coach = true;
  // Play with friends: the name shown in your chair, and the last table joined (its server's
  // HOST:PORT and its code), offered again; all empty until first used.
  std::string playerName, tableAddress, tableCode;

  // How much faster than normal the animations run; 0 for instant.
  float speed() const;

  // A settings file is a few hundred bytes; a larger one is refused unread.
  static constexpr std::size_t maxBytes = 64 * 1024;
};

// The settings in a file's text: anything unusable (not JSON, an unknown value) gives the
// default in its place. Never fails (the fuzz target's entry).
Settings parseSettings(std::string_view text);
// The file's text: one JSON object and a newline, byte for byte as every earlier version wrote it.
std::string settingsText(const Settings& settings);

// A missing or unreadable file gives the defaults (and, unless it is simply missing, why in
// *problem: "not a regular file (a named pipe)", "larger than 64 KiB (…)"…); unknown values are
// ignored.
Settings loadSettings(const std::filesystem::path& file, std::string* problem = nullptr);
// Writes atomically (files/AtomicFile.h: temporary file, fsync, rename); false on failure.
bool saveSettings(const Settings& settings, const std::filesystem::path& file);

}  // namespace bizon
