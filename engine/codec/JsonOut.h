// A JSON value that the commands' --json output and the test hooks build and print, so that they need not include Boost.JSON.
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace boost::json {
class value;
}

namespace bizon {

// Printed as Boost.JSON prints it (whole numbers as such, doubles like 0.5 or 1E0), so that what
// the commands print stays byte for byte what it was.
class JsonOut {
 public:
  JsonOut();  // null
  JsonOut(std::nullptr_t);
  JsonOut(bool b);
  JsonOut(double d);
  JsonOut(std::string_view text);
  JsonOut(const char* text) : JsonOut(std::string_view(text)) {}
  JsonOut(const std::string& text) : JsonOut(std::string_view(text)) {}
  template <std::integral T>
    requires(!std::same_as<T, bool>)
  JsonOut(T n) : JsonOut(std::in_place, n) {}
  // An object of these fields, in this order.
  JsonOut(std::initializer_list<std::pair<std::string_view, JsonOut>> fields);
  JsonOut(const JsonOut& other);
  JsonOut(JsonOut&& other) noexcept;
  JsonOut& operator=(JsonOut other) noexcept;
  ~JsonOut();

  static JsonOut object();
  static JsonOut array();
  template <class Range>
  static JsonOut arrayOf(const Range& values) {
    JsonOut a = array();
    for (const auto& v : values) a.push(JsonOut(v));
    return a;
  }

  // Sets a field of an object (the last one, if new); returns *this.
  JsonOut& set(std::string_view key, JsonOut value);
  // Appends to an array; returns *this.
  JsonOut& push(JsonOut value);
  // The value in one line.
  std::string text() const;

 private:
  JsonOut(std::in_place_t, std::int64_t n);
  JsonOut(std::in_place_t, std::uint64_t n);
  template <std::signed_integral T>
  JsonOut(std::in_place_t, T n) : JsonOut(std::in_place, static_cast<std::int64_t>(n)) {}
  template <std::unsigned_integral T>
  JsonOut(std::in_place_t, T n) : JsonOut(std::in_place, static_cast<std::uint64_t>(n)) {}

  std::unique_ptr<boost::json::value> value_;
};

}  // namespace bizon
