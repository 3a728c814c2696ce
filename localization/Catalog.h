// The texts the game shows in one language, with English filling in whatever that language lacks.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "Argument.h"
#include "Language.h"
#include "Table.h"

namespace bizon::localization {

// Lookups never fail: a key the language lacks comes from the English table (and is listed in
// missing() so it can be reported); a key no table has comes back as the key itself, so that the
// gap shows on screen. All lookups are const and touch no shared state: any thread may call them.
class Catalog {
 public:
  // Reads `en.json` and, for another language, its own table from `tablesDirectory`.
  // Throws TableError if a table is missing or broken.
  Catalog(const std::filesystem::path& tablesDirectory, Language language);
  // From tables already read; `english` must be the English table.
  Catalog(Table english, Table chosen);

  Language language() const { return chosen_.language(); }

  // The text of a key ("menu.quit" → "Quit"); a plural entry gives its "other" form.
  std::string text(std::string_view key) const;
  // The text with its placeholders filled: format("message.player_has_gp", {{"player", "Goat"},
  // {"gp", 12}}) → "Goat has 12 GP". A placeholder with no argument stays visible as "{name}".
  std::string format(std::string_view key, const Arguments& arguments) const;
  // The plural form that fits `count`, with {n} set to the count unless `arguments` sets it:
  // plural("count.tricks", 1) → "1 trick", plural("count.tricks", 3) → "3 tricks".
  // A key that is not plural is simply formatted.
  std::string plural(std::string_view key, long long count, const Arguments& arguments = {}) const;

  // A number with `decimals` digits after the language's decimal separator: 1.5 → "1,5" in French.
  std::string decimal(double value, int decimals) const;

  // Whether any table (the language's or English) has the key.
  bool has(std::string_view key) const;

  // Keys the English table has and the language's table lacks, sorted; English is shown for them.
  const std::vector<std::string>& missing() const { return missing_; }
  // Keys the language's table has and English lacks, sorted: most likely misspelt, never shown.
  const std::vector<std::string>& surplus() const { return surplus_; }

  const Table& english() const { return english_; }
  const Table& chosen() const { return chosen_; }

 private:
  // The entry and the language of the table it came from (which decides its plural rules).
  const Entry* find(std::string_view key, Language& from) const;

  Table english_;
  Table chosen_;
  std::vector<std::string> missing_;
  std::vector<std::string> surplus_;
};

}  // namespace bizon::localization
