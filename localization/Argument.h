// A named value that fills a placeholder of a text: {"player", "Goat"} fills "{player}".
#pragma once

#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace bizon::localization {

struct Argument {
  std::string name;
  std::string value;

  Argument(std::string_view argumentName, std::string_view argumentValue)
      : name(argumentName), value(argumentValue) {}
  Argument(std::string_view argumentName, const char* argumentValue)
      : name(argumentName), value(argumentValue) {}
  Argument(std::string_view argumentName, const std::string& argumentValue)
      : name(argumentName), value(argumentValue) {}
  // Whole numbers are written in plain digits: {"gp", 12} fills "{gp}" with "12".
  template <std::integral Number>
    requires(!std::same_as<Number, bool> && !std::same_as<Number, char>)
  Argument(std::string_view argumentName, Number argumentValue)
      : name(argumentName), value(std::to_string(argumentValue)) {}
};

using Arguments = std::vector<Argument>;

}  // namespace bizon::localization
