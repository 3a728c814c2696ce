// Every text the player sees, looked up by key in the localization tables (never written in code).
#pragma once

#include <optional>
#include <string>
#include <vector>
#include <string_view>

#include "Card.h"
#include "Catalog.h"
#include "core/DataPaths.h"
#include "Seat.h"

namespace bizon {

class Texts {
 public:
  // Reads the tables of `language` (English filling its gaps).
  Texts(const DataPaths& paths, localization::Language language);

  std::string operator()(std::string_view key) const;
  // Whether a table has the key (a name the tables translate where they know it).
  bool has(std::string_view key) const;
  std::string format(std::string_view key, const localization::Arguments& arguments) const;
  // The plural form that fits count ({n} is the count unless arguments set it).
  std::string plural(std::string_view key, long long count, const localization::Arguments& arguments = {}) const;
  // A number with the language's decimal separator: 1.5 → "1,5" in French.
  std::string decimal(double value, int decimals) const;
  localization::Language language() const { return language_; }

  // Names used inside messages: a name said in the seat's place (nameSeats), or its own.
  std::string seat(Seat s) const;
  // The seat's own name (You, Goat, Sheep), whatever is said in its place.
  std::string ownName(Seat s) const;
  // Names said instead of a seat's own (people at an online table), empty for the seat's own;
  // the table sets them while it sets out its words, and takes them back after.
  void nameSeats(PerSeat<std::string> names) { names_ = std::move(names); }
  // One, two or three items as the language lists them: "a", "a and b", "a, b and c".
  std::string list(const std::vector<std::string>& items) const;
  std::string suit(Suit s) const;
  std::string card(Card c) const;  // "the 10 of clubs", as an object in a sentence

 private:
  const localization::Catalog* owner(std::string_view key) const;

  localization::Language language_;
  std::optional<localization::Catalog> catalog_;
  PerSeat<std::string> names_;
};

}  // namespace bizon
