// Finds and fills the named placeholders of a text: "{player} has {gp} GP".
#pragma once

#include <set>
#include <string>
#include <string_view>

#include "Argument.h"

namespace bizon::localization {

// A placeholder is "{" name "}" where the name is letters, digits and "_". Any other brace is
// plain text.
std::set<std::string> placeholdersOf(std::string_view text);

// The text with each placeholder replaced by the argument of that name. A placeholder with no
// argument stays as it is, so that the omission shows on screen instead of vanishing.
std::string fillPlaceholders(std::string_view text, const Arguments& arguments);

// Whether a name can be a placeholder's or a key segment's: [A-Za-z0-9_]+.
bool isPlaceholderName(std::string_view name);

}  // namespace bizon::localization
