// Tests of Locale: the game's language from the system's locale variables.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "Locale.h"

using namespace bizon::localization;

TEST_CASE("languageFromLocale reads the language of a locale name", "[locale]") {
  using Row = std::tuple<std::string, Language>;
  const auto [locale, expected] = GENERATE(table<std::string, Language>({
      Row{"fr_BE.UTF-8", Language::French},
      Row{"fr_FR", Language::French},
      Row{"fr", Language::French},
      Row{"FR_be.utf8", Language::French},
      Row{"nl_BE.UTF-8", Language::Dutch},
      Row{"nl_NL", Language::Dutch},
      Row{"de_DE.UTF-8", Language::German},
      Row{"de_AT@euro", Language::German},
      Row{"de-CH", Language::German},
      Row{"en_GB.UTF-8", Language::English},
      Row{"en_US", Language::English},
      Row{"C", Language::English},
      Row{"C.UTF-8", Language::English},
      Row{"POSIX", Language::English},
      Row{"", Language::English},
      Row{"es_ES.UTF-8", Language::English},
      Row{"frisian", Language::English},
      Row{"French_Belgium.1252", Language::French},
      Row{"Dutch_Belgium.1252", Language::Dutch},
      Row{"German_Germany.1252", Language::German},
  }));
  CAPTURE(locale);
  CHECK(languageFromLocale(locale) == expected);
}

TEST_CASE("languageFromLocale takes a LANGUAGE list's first supported language", "[locale]") {
  CHECK(languageFromLocale("nl_BE:nl:en") == Language::Dutch);
  CHECK(languageFromLocale("es:de:fr") == Language::German);
  CHECK(languageFromLocale("es:it") == Language::English);
  CHECK(languageFromLocale("::fr") == Language::French);
}

TEST_CASE("languageFromEnvironment: LANGUAGE, then LC_ALL, LC_MESSAGES, LANG", "[locale]") {
  std::map<std::string, std::string> environment;
  const auto lookup = [&](const char* name) -> const char* {
    const auto found = environment.find(name);
    return found == environment.end() ? nullptr : found->second.c_str();
  };
  // Whole strings moved in: assigning a literal trips a false -Wrestrict in GCC 12.
  const auto set = [&](const char* name, const char* value) {
    environment.insert_or_assign(name, std::string(value));
  };

  CHECK(languageFromEnvironment(lookup) == Language::English);

  set("LANG", "de_DE.UTF-8");
  CHECK(languageFromEnvironment(lookup) == Language::German);

  set("LC_MESSAGES", "nl_BE.UTF-8");
  CHECK(languageFromEnvironment(lookup) == Language::Dutch);

  set("LC_ALL", "fr_BE.UTF-8");
  CHECK(languageFromEnvironment(lookup) == Language::French);

  set("LANGUAGE", "de:fr");
  CHECK(languageFromEnvironment(lookup) == Language::German);

  SECTION("an empty variable is skipped") {
    environment["LANGUAGE"].clear();
    CHECK(languageFromEnvironment(lookup) == Language::French);
  }
  SECTION("the first set variable decides, even for English") {
    set("LC_ALL", "C");
    environment.erase("LANGUAGE");
    CHECK(languageFromEnvironment(lookup) == Language::English);
  }
}

TEST_CASE("language codes and names", "[locale]") {
  CHECK(code(Language::French) == "fr");
  CHECK(languageFromCode("nl") == Language::Dutch);
  CHECK_FALSE(languageFromCode("NL").has_value());
  CHECK_FALSE(languageFromCode("es").has_value());
  CHECK(nativeName(Language::German) == "Deutsch");
  CHECK(nativeName(Language::French) == "Fran\u00e7ais");
}
