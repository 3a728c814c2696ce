#include "Placeholders.h"

namespace bizon::localization {

namespace {

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Calls onText for the plain runs and onPlaceholder for each placeholder's name, in order.
template <class OnText, class OnPlaceholder>
void scan(std::string_view text, OnText onText, OnPlaceholder onPlaceholder) {
  std::size_t start = 0;  // beginning of the plain run not yet reported
  std::size_t at = 0;
  while ((at = text.find('{', at)) != std::string_view::npos) {
    const std::size_t close = text.find('}', at + 1);
    if (close == std::string_view::npos) break;
    const std::string_view name = text.substr(at + 1, close - at - 1);
    if (!isPlaceholderName(name)) {
      ++at;
      continue;
    }
    onText(text.substr(start, at - start));
    onPlaceholder(name);
    start = at = close + 1;
  }
  onText(text.substr(start));
}

}  // namespace

bool isPlaceholderName(std::string_view name) {
  if (name.empty()) return false;
  for (char c : name)
    if (!isNameChar(c)) return false;
  return true;
}

std::set<std::string> placeholdersOf(std::string_view text) {
  std::set<std::string> names;
  scan(text, [](std::string_view) {}, [&](std::string_view name) { names.emplace(name); });
  return names;
}

std::string fillPlaceholders(std::string_view text, const Arguments& arguments) {
  std::string result;
  result.reserve(text.size() + 16);
  scan(
      text, [&](std::string_view plain) { result += plain; },
      [&](std::string_view name) {
        for (const Argument& argument : arguments)
          if (argument.name == name) {
            result += argument.value;
            return;
          }
        result += '{';
        result += name;
        result += '}';
      });
  return result;
}

}  // namespace bizon::localization
