#include "FieldReader.h"

#include <cmath>

namespace bizon {

namespace json = boost::json;

std::optional<json::value> parseLimitedJson(std::string_view text, std::string& why) {
  json::parse_options options;
  options.max_depth = jsonMaxDepth;
  json::stream_parser parser({}, options);
  // One arena for the whole document: the index holds thousands of small objects, and freeing
  // them one by one cost more than parsing them.
  parser.reset(json::make_shared_resource<json::monotonic_resource>());
  boost::system::error_code ec;
  // The stream parser tells how far it got, so the message can point at the damage.
  const std::size_t consumed = parser.write(text.data(), text.size(), ec);
  if (!ec) parser.finish(ec);
  if (ec) {
    why = ec.message() + " at byte " + std::to_string(consumed);
    return std::nullopt;
  }
  return parser.release();
}

std::optional<json::object> parseLimitedObject(std::string_view text, std::string& why) {
  auto value = parseLimitedJson(text, why);
  if (!value) return std::nullopt;
  if (!value->is_object()) {
    why = "not a JSON object";
    return std::nullopt;
  }
  return std::move(value->as_object());
}

std::string shown(const json::value& value) {
  constexpr std::size_t most = 40;
  std::string text = value.is_string() && !value.get_string().empty() ? std::string(value.get_string())
                                                                      : json::serialize(value);
  if (text.size() > most) text = text.substr(0, most) + "…";
  return text;
}

FieldReader::FieldReader(const json::object& object)
    : FieldReader(object, {}, false, std::make_shared<std::string>()) {}

FieldReader::FieldReader(const json::object& object, std::string where, bool byPlace,
                         std::shared_ptr<std::string> error)
    : object_(&object), where_(std::move(where)), byPlace_(byPlace), error_(std::move(error)) {}

FieldReader FieldReader::inside(const json::object& object, std::string_view key) const {
  return FieldReader(object, label(key), byPlace_, error_);
}

FieldReader FieldReader::entry(const json::object& object, std::string place) const {
  return FieldReader(object, std::move(place), true, error_);
}

std::string FieldReader::label(std::string_view key) const {
  if (byPlace_) return where_;
  return where_.empty() ? std::string(key) : where_ + "." + std::string(key);
}

const json::value* FieldReader::find(std::string_view key) const {
  auto it = object_->find(key);
  return it == object_->end() ? nullptr : &it->value();
}

const json::value* FieldReader::require(std::string_view key) {
  const json::value* v = find(key);
  if (!v) fail(key, byPlace_ ? "missing " + std::string(key) : std::string("missing"));
  return v;
}

bool FieldReader::fail(std::string_view key, std::string_view problem) {
  if (error_->empty()) *error_ = label(key) + ": " + std::string(problem);
  return false;
}

bool FieldReader::failValue(std::string_view key, const json::value& value, std::string_view what) {
  return fail(key, shown(value) + " is not " + std::string(what));
}

std::optional<std::string_view> FieldReader::text(std::string_view key) {
  const json::value* v = require(key);
  if (v && !v->is_string()) failValue(key, *v, "a string");
  if (!v || !v->is_string()) return std::nullopt;
  return std::string_view(v->get_string());
}

std::optional<Seat> FieldReader::seat(std::string_view key) {
  return parsed<Seat>(key, [](std::string_view t) { return parseSeat(t); }, "a seat");
}

std::optional<Card> FieldReader::card(std::string_view key) {
  return parsed<Card>(key, [](std::string_view t) { return parseCard(t); }, "a card");
}

std::optional<Suit> FieldReader::suit(std::string_view key) {
  return parsed<Suit>(key, [](std::string_view t) { return parseSuit(t); }, "a suit");
}

std::optional<std::int64_t> FieldReader::whole(std::string_view key, std::int64_t min, std::int64_t max) {
  const json::value* v = require(key);
  if (!v) return std::nullopt;
  std::optional<std::int64_t> n;
  if (v->is_int64()) n = v->get_int64();
  if (v->is_uint64() && v->get_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    n = static_cast<std::int64_t>(v->get_uint64());
  if (n && *n >= min && *n <= max) return n;
  failValue(key, *v, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
  return std::nullopt;
}

std::optional<std::uint64_t> FieldReader::natural(std::string_view key) {
  const json::value* v = require(key);
  if (!v) return std::nullopt;
  if (v->is_uint64()) return v->get_uint64();
  if (v->is_int64() && v->get_int64() >= 0) return static_cast<std::uint64_t>(v->get_int64());
  failValue(key, *v, "a whole number from 0 to 2^64-1");
  return std::nullopt;
}

std::optional<double> FieldReader::number(std::string_view key, double min, double max) {
  const json::value* v = require(key);
  if (!v) return std::nullopt;
  if (v->is_number()) {
    const double d = v->to_number<double>();
    if (std::isfinite(d) && d >= min && d <= max) return d;
  }
  // Whole bounds, as every format has them, are shown as such: "from -20 to 20".
  failValue(key, *v, "a number from " + std::to_string(std::lround(min)) + " to " + std::to_string(std::lround(max)));
  return std::nullopt;
}

std::optional<bool> FieldReader::flag(std::string_view key) {
  const json::value* v = require(key);
  if (v && v->is_bool()) return v->get_bool();
  if (v) failValue(key, *v, "true or false");
  return std::nullopt;
}

const json::array* FieldReader::list(std::string_view key) {
  const json::value* v = require(key);
  if (v && !v->is_array()) failValue(key, *v, "a list");
  return v ? v->if_array() : nullptr;
}

std::optional<FieldReader> FieldReader::object(std::string_view key) {
  const json::value* v = require(key);
  if (v && !v->is_object()) failValue(key, *v, "an object");
  if (!v || !v->is_object()) return std::nullopt;
  return inside(v->get_object(), key);
}

std::optional<FieldReader> FieldReader::element(std::string_view key, const json::array& list, std::size_t i) {
  const std::string place = std::string(key) + "[" + std::to_string(i) + "]";
  if (!list[i].is_object()) return failValue(place, list[i], "an object"), std::nullopt;
  return inside(list[i].get_object(), place);
}

}  // namespace bizon
