// The languages Bizon speaks, their table codes ("en", "fr", "nl", "de") and their own names.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bizon::localization {

enum class Language : std::uint8_t { English, French, Dutch, German };

inline constexpr std::array<Language, 4> allLanguages{Language::English, Language::French,
                                                      Language::Dutch, Language::German};

// English is what every other table falls back to.
inline constexpr Language fallbackLanguage = Language::English;

// The ISO 639-1 code, which is also the table's file name without ".json".
constexpr std::string_view code(Language language) {
  constexpr std::array<std::string_view, 4> codes{"en", "fr", "nl", "de"};
  return codes[static_cast<std::size_t>(language)];
}

// The language's name in that language, for the language setting: "Français", "Deutsch" …
constexpr std::string_view nativeName(Language language) {
  constexpr std::array<std::string_view, 4> names{"English", "Fran\u00e7ais", "Nederlands",
                                                  "Deutsch"};
  return names[static_cast<std::size_t>(language)];
}

// "en", "fr", "nl", "de" (exactly, lower case); anything else is not a language of the game.
constexpr std::optional<Language> languageFromCode(std::string_view text) {
  for (Language language : allLanguages)
    if (code(language) == text) return language;
  return std::nullopt;
}

}  // namespace bizon::localization
