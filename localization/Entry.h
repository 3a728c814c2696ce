// One entry of a language table: a plain text, or the plural forms of a text chosen by a count.
#pragma once

#include <map>
#include <string>

namespace bizon::localization {

struct Entry {
  std::string text;                          // the text, when the entry is not plural
  std::map<std::string, std::string> forms;  // plural category ("one", "other") → text

  bool isPlural() const { return !forms.empty(); }
};

}  // namespace bizon::localization
