#include "JsonOut.h"

#include <boost/json.hpp>

namespace bizon {

namespace json = boost::json;

JsonOut::JsonOut() : value_(std::make_unique<json::value>()) {}
JsonOut::JsonOut(std::nullptr_t) : JsonOut() {}
JsonOut::JsonOut(bool b) : value_(std::make_unique<json::value>(b)) {}
JsonOut::JsonOut(double d) : value_(std::make_unique<json::value>(d)) {}
JsonOut::JsonOut(std::string_view text) : value_(std::make_unique<json::value>(json::string(text))) {}
JsonOut::JsonOut(std::in_place_t, std::int64_t n) : value_(std::make_unique<json::value>(n)) {}
JsonOut::JsonOut(std::in_place_t, std::uint64_t n) : value_(std::make_unique<json::value>(n)) {}

JsonOut::JsonOut(std::initializer_list<std::pair<std::string_view, JsonOut>> fields) : JsonOut(object()) {
  for (const auto& [key, value] : fields) set(key, value);
}

JsonOut::JsonOut(const JsonOut& other) : value_(std::make_unique<json::value>(*other.value_)) {}
JsonOut::JsonOut(JsonOut&& other) noexcept : value_(std::move(other.value_)) {}
JsonOut& JsonOut::operator=(JsonOut other) noexcept {
  value_ = std::move(other.value_);
  return *this;
}
JsonOut::~JsonOut() = default;

JsonOut JsonOut::object() {
  JsonOut o;
  *o.value_ = json::object();
  return o;
}

JsonOut JsonOut::array() {
  JsonOut a;
  *a.value_ = json::array();
  return a;
}

JsonOut& JsonOut::set(std::string_view key, JsonOut value) {
  value_->as_object()[key] = std::move(*value.value_);
  return *this;
}

JsonOut& JsonOut::push(JsonOut value) {
  value_->as_array().push_back(std::move(*value.value_));
  return *this;
}

std::string JsonOut::text() const { return json::serialize(*value_); }

}  // namespace bizon
