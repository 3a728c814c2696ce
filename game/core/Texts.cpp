#include "core/Texts.h"

#include <array>
#include <iostream>


namespace bizon {

using localization::Catalog;
using localization::Language;
using localization::Table;

Texts::Texts(const DataPaths& paths, Language language) : language_(language) {
  try {
    catalog_.emplace(paths.tables, language);
  } catch (const std::exception& e) {
    // Without tables the keys themselves show, which is ugly but playable and easy to report.
    std::cerr << "bizon: " << e.what() << "\n";
  }
}

const Catalog* Texts::owner(std::string_view) const { return catalog_ ? &*catalog_ : nullptr; }

std::string Texts::operator()(std::string_view key) const {
  const Catalog* c = owner(key);
  return c ? c->text(key) : std::string(key);
}

bool Texts::has(std::string_view key) const {
  const Catalog* c = owner(key);
  return c && c->has(key);
}

std::string Texts::format(std::string_view key, const localization::Arguments& arguments) const {
  const Catalog* c = owner(key);
  return c ? c->format(key, arguments) : std::string(key);
}

std::string Texts::plural(std::string_view key, long long count, const localization::Arguments& arguments) const {
  const Catalog* c = owner(key);
  return c ? c->plural(key, count, arguments) : std::string(key);
}

std::string Texts::decimal(double value, int decimals) const {
  const Catalog* c = owner("format.decimal_separator");
  return c ? c->decimal(value, decimals) : std::to_string(value);
}

std::string Texts::list(const std::vector<std::string>& items) const {
  if (items.size() == 2) return format("list.two", {{"first", items[0]}, {"second", items[1]}});
  if (items.size() == 3) return format("list.three", {{"first", items[0]}, {"second", items[1]}, {"third", items[2]}});
  return items.empty() ? std::string() : items[0];
}

std::string Texts::seat(Seat s) const { return names_[s].empty() ? ownName(s) : names_[s]; }

std::string Texts::ownName(Seat s) const {
  constexpr std::array<const char*, 3> keys{"seat.you", "seat.goat", "seat.sheep"};
  return (*this)(keys[static_cast<std::size_t>(s)]);
}

std::string Texts::suit(Suit s) const {
  return (*this)(std::string("suit.") + code(s));
}

std::string Texts::card(Card c) const { return (*this)("card.object." + code(c)); }

}  // namespace bizon
