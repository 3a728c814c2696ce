#include "Locale.h"

#include <array>
#include <cstdlib>
#include <string>

namespace bizon::localization {

namespace {

std::string lowered(std::string_view text) {
  std::string result(text);
  for (char& c : result)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return result;
}

// One locale name such as "fr_BE.UTF-8", "de-AT", "nl" or "French_Belgium.1252".
std::optional<Language> languageOfOne(std::string_view locale) {
  const std::size_t end = locale.find_first_of("_-.@");
  const std::string name = lowered(locale.substr(0, end));
  if (auto language = languageFromCode(name)) return language;
  // Windows spells the language out; a few common names are worth knowing.
  struct Spelled {
    std::string_view name;
    Language language;
  };
  constexpr std::array<Spelled, 6> spelled{{{"english", Language::English},
                                            {"french", Language::French},
                                            {"dutch", Language::Dutch},
                                            {"flemish", Language::Dutch},
                                            {"german", Language::German},
                                            {"deutsch", Language::German}}};
  for (const Spelled& s : spelled)
    if (s.name == name) return s.language;
  return std::nullopt;
}

}  // namespace

Language languageFromLocale(std::string_view locale) {
  // LANGUAGE holds a list in order of preference; a single locale is a list of one.
  while (!locale.empty()) {
    const std::size_t colon = locale.find(':');
    if (auto language = languageOfOne(locale.substr(0, colon))) return *language;
    if (colon == std::string_view::npos) break;
    locale.remove_prefix(colon + 1);
  }
  return fallbackLanguage;
}

Language languageFromEnvironment(const EnvironmentLookup& lookup) {
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = lookup ? lookup(name) : std::getenv(name);
    if (value != nullptr && *value != '\0') return languageFromLocale(value);
  }
  return fallbackLanguage;
}

}  // namespace bizon::localization
