// Tests of PluralRules: which form a count takes in each language.
#include <catch2/catch.hpp>

#include <algorithm>

#include "PluralRules.h"

using namespace bizon::localization;

TEST_CASE("English, Dutch and German use \"one\" for 1 only", "[plural]") {
  for (Language language : {Language::English, Language::Dutch, Language::German}) {
    CAPTURE(code(language));
    CHECK(pluralCategory(language, 0) == "other");
    CHECK(pluralCategory(language, 1) == "one");
    CHECK(pluralCategory(language, 2) == "other");
    CHECK(pluralCategory(language, 15) == "other");
    CHECK(pluralCategory(language, -1) == "one");
  }
}

TEST_CASE("French uses \"one\" for 0 and 1", "[plural]") {
  CHECK(pluralCategory(Language::French, 0) == "one");
  CHECK(pluralCategory(Language::French, 1) == "one");
  CHECK(pluralCategory(Language::French, 2) == "other");
  CHECK(pluralCategory(Language::French, 40) == "other");
}

TEST_CASE("every language's categories include the ones its rule picks", "[plural]") {
  for (Language language : allLanguages) {
    const auto categories = pluralCategories(language);
    for (long long n = -3; n <= 100; ++n) {
      const auto category = pluralCategory(language, n);
      CHECK(std::find(categories.begin(), categories.end(), category) != categories.end());
    }
  }
}
