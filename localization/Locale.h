// Picks the game's language from the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
#pragma once

#include <functional>
#include <string_view>

#include "Language.h"

namespace bizon::localization {

// One locale value as the environment gives it: "fr_BE.UTF-8" → French, "nl_BE" → Dutch,
// "de_DE.UTF-8@euro" → German, "C", "POSIX", "" or an unsupported language → English.
// A LANGUAGE-style list ("es:fr:en") gives its first supported language. Windows-style names
// ("French_Belgium.1252") are understood too.
Language languageFromLocale(std::string_view locale);

// Reads how environment variables are looked up (std::getenv by default; tests pass their own).
using EnvironmentLookup = std::function<const char*(const char* name)>;

// The first non-empty variable among LANGUAGE, LC_ALL, LC_MESSAGES and LANG decides, through
// languageFromLocale; when none is set, English.
Language languageFromEnvironment(const EnvironmentLookup& lookup = {});

}  // namespace bizon::localization
