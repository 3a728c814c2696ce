// A JSON object of texts and flags, in its order (the game's settings.json): read leniently and written back byte for byte, so that the game's own files need no JSON of their own.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace bizon {

using FlatValue = std::variant<std::string, bool>;
using FlatObject = std::vector<std::pair<std::string, FlatValue>>;

// The object's text and flag fields in their order; a field of any other kind (a number, a list,
// an object, null) is left out, as if absent. nullopt when the text is not one JSON object (within
// the depth limit of every format).
std::optional<FlatObject> parseFlatObject(std::string_view text);
// One line: the fields as JSON in the given order, and a newline.
std::string flatObjectText(const FlatObject& fields);

// The text of a field, if it is there and is a text; the flag, if it is there and is a flag.
std::optional<std::string> flatText(const FlatObject& fields, std::string_view key);
std::optional<bool> flatFlag(const FlatObject& fields, std::string_view key);

}  // namespace bizon
