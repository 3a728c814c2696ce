// Which plural form ("one", "other") a count takes in each language, after CLDR's rules.
#pragma once

#include <span>
#include <string_view>

#include "Language.h"

namespace bizon::localization {

// The forms a plural entry of this language's table must give, in a fixed order.
std::span<const std::string_view> pluralCategories(Language language);

// The form a count takes: English, Dutch and German say "1 trick" but "0 tricks"; French says
// "0 pli" and "1 pli" but "2 plis". Negative counts take the form of their absolute value.
std::string_view pluralCategory(Language language, long long count);

}  // namespace bizon::localization
