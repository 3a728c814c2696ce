// The levels of Goat and Sheep the game offers (easy, normal, hard), and their names in the settings, the set files and on the command line.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bizon {

enum class AiLevel : std::uint8_t { Easy, Normal, Hard };

inline constexpr std::array<AiLevel, 3> allAiLevels{AiLevel::Easy, AiLevel::Normal, AiLevel::Hard};

// "easy", "normal", "hard": how files and commands name them, readable as they always were.
constexpr std::string_view code(AiLevel level) {
  switch (level) {
    case AiLevel::Easy: return "easy";
    case AiLevel::Normal: return "normal";
    case AiLevel::Hard: return "hard";
  }
  return "hard";
}

// The kind makePlayer makes of a level, and how a set file names the player: "easy", "normal",
// "hard" (sets written before easy became the beginner's rules say "heuristic" for it).
constexpr std::string_view playerKind(AiLevel level) { return code(level); }

constexpr std::optional<AiLevel> parseAiLevel(std::string_view text) {
  for (AiLevel level : allAiLevels)
    if (code(level) == text) return level;
  return std::nullopt;
}

}  // namespace bizon
