#include "FlatObjectCodec.h"

#include "FieldReader.h"

namespace bizon {

namespace json = boost::json;

std::optional<FlatObject> parseFlatObject(std::string_view text) {
  std::string why;
  const auto value = parseLimitedJson(text, why);
  if (!value || !value->is_object()) return std::nullopt;
  FlatObject fields;
  for (const auto& [key, v] : value->get_object()) {
    if (v.is_string()) fields.emplace_back(key, std::string(v.get_string()));
    if (v.is_bool()) fields.emplace_back(key, v.get_bool());
  }
  return fields;
}

std::string flatObjectText(const FlatObject& fields) {
  json::object o;
  for (const auto& [key, value] : fields) {
    if (const std::string* text = std::get_if<std::string>(&value)) o[key] = *text;
    else o[key] = std::get<bool>(value);
  }
  return json::serialize(o) + "\n";
}

namespace {

template <class T>
std::optional<T> field(const FlatObject& fields, std::string_view key) {
  for (const auto& [name, value] : fields)
    if (name == key) return std::holds_alternative<T>(value) ? std::optional<T>(std::get<T>(value)) : std::nullopt;
  return std::nullopt;
}

}  // namespace

std::optional<std::string> flatText(const FlatObject& fields, std::string_view key) {
  return field<std::string>(fields, key);
}

std::optional<bool> flatFlag(const FlatObject& fields, std::string_view key) { return field<bool>(fields, key); }

}  // namespace bizon
