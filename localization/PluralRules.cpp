#include "PluralRules.h"

#include <array>

namespace bizon::localization {

namespace {
constexpr std::array<std::string_view, 2> oneOther{"one", "other"};
}

std::span<const std::string_view> pluralCategories(Language /*language*/) {
  // All four languages need exactly these two for whole numbers (CLDR cardinal rules);
  // a language with more forms (Polish, Russian …) would return its own list here.
  return oneOther;
}

std::string_view pluralCategory(Language language, long long count) {
  const unsigned long long n =
      count < 0 ? 0ULL - static_cast<unsigned long long>(count) : static_cast<unsigned long long>(count);
  switch (language) {
    case Language::French:
      return n <= 1 ? "one" : "other";
    case Language::English:
    case Language::Dutch:
    case Language::German:
      break;
  }
  return n == 1 ? "one" : "other";
}

}  // namespace bizon::localization
