// Reading the fields of a JSON object with every check, for every format: the first problem names the field and the value ("play 4: ZZ is not a card").
#pragma once

#include <boost/json.hpp>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "Card.h"
#include "Seat.h"

namespace bizon {

// Deep enough for every format (the set file and the index nest 6 levels), shallow enough to
// refuse nesting bombs.
inline constexpr unsigned jsonMaxDepth = 12;

// Parses JSON text with that depth limit; nullopt and why ("syntax error at byte 12") on failure.
std::optional<boost::json::value> parseLimitedJson(std::string_view text, std::string& why);

// The same for text that must hold an object: "not a JSON object" otherwise.
std::optional<boost::json::object> parseLimitedObject(std::string_view text, std::string& why);

// A value as a message shows it: a string as it is, anything else as JSON; cut after 40 characters.
std::string shown(const boost::json::value& value);

class FieldReader {
 public:
  // Reads the fields of a top-level object: a problem is told by the field's name ("dealer: …").
  explicit FieldReader(const boost::json::object& object);
  // The reader keeps a pointer to the object: never one of a temporary.
  explicit FieldReader(boost::json::object&&) = delete;

  // The reader of an object inside this one (`key` is where it was found): its problems are told
  // as "key.field: …" and it shares this reader's first problem.
  FieldReader inside(const boost::json::object& object, std::string_view key) const;
  // The reader of one entry of a list: its problems are told by the entry's place ("play 4: …").
  FieldReader entry(const boost::json::object& object, std::string place) const;

  // The field, or nullptr when it is absent (no problem recorded).
  const boost::json::value* find(std::string_view key) const;
  // The field; a problem "key: missing" when it is absent.
  const boost::json::value* require(std::string_view key);

  std::optional<std::string_view> text(std::string_view key);
  // A text that `parse` turns into a T: "key: X is not WHAT" when it does not.
  template <class T, class Parse>
  std::optional<T> parsed(std::string_view key, Parse parse, std::string_view what) {
    const boost::json::value* v = require(key);
    if (!v) return std::nullopt;
    std::optional<T> value = v->is_string() ? parse(std::string_view(v->get_string())) : std::nullopt;
    if (!value) failValue(key, *v, what);
    return value;
  }
  std::optional<Seat> seat(std::string_view key);
  std::optional<Card> card(std::string_view key);
  std::optional<Suit> suit(std::string_view key);
  // A whole number from min to max: "key: X is not a whole number from MIN to MAX".
  std::optional<std::int64_t> whole(std::string_view key, std::int64_t min, std::int64_t max);
  // A whole number from 0 to 2^64-1.
  std::optional<std::uint64_t> natural(std::string_view key);
  // A finite number from min to max.
  std::optional<double> number(std::string_view key, double min, double max);
  std::optional<bool> flag(std::string_view key);
  // An optional field: absent, `into` keeps its value and this is true; present, `read()` (one of
  // the readers above, on the same key) must read it, or this is false with the problem recorded.
  template <class T, class Read>
  bool optional(std::string_view key, T& into, Read read) {
    if (!find(key)) return true;
    auto value = read();
    if (!value) return false;
    into = static_cast<T>(*value);
    return true;
  }
  const boost::json::array* list(std::string_view key);
  // The reader of the object in a field (see inside), or nullopt: "key: X is not an object".
  std::optional<FieldReader> object(std::string_view key);
  // The reader of the object at list[i], the list of field `key` ("games[2].seat: …"), or
  // nullopt: "games[2]: 5 is not an object".
  std::optional<FieldReader> element(std::string_view key, const boost::json::array& list, std::size_t i);

  // Records a problem with a field unless one is recorded already ("label: problem"); false.
  bool fail(std::string_view key, std::string_view problem);
  // The same for a value that is not what the field needs ("label: X is not WHAT").
  bool failValue(std::string_view key, const boost::json::value& value, std::string_view what);

  bool ok() const { return error_->empty(); }
  // The first problem, or empty.
  const std::string& error() const { return *error_; }

 private:
  FieldReader(const boost::json::object& object, std::string where, bool byPlace,
              std::shared_ptr<std::string> error);
  // How messages name a field: "key", "where.key", or the entry's place.
  std::string label(std::string_view key) const;

  const boost::json::object* object_;
  std::string where_;
  bool byPlace_ = false;
  std::shared_ptr<std::string> error_;
};

}  // namespace bizon
