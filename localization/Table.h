// One language's texts as read from its JSON file: dotted keys to texts or plural forms.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "Entry.h"
#include "Language.h"

namespace bizon::localization {

// A table file is one JSON object whose keys are dotted names ("table.scoresheet.title") and
// whose values are either a text or an object of plural forms ({"one": …, "other": …}, exactly
// the forms the language needs). Anything else — invalid JSON or UTF-8, a duplicate key, an
// empty text, a missing or unknown plural form — throws TableError naming the file and the place.
class Table {
 public:
  using Entries = std::map<std::string, Entry, std::less<>>;

  // Reads `directory/<code>.json`, e.g. "assets/localization/fr.json".
  static Table load(const std::filesystem::path& directory, Language language);
  // Reads one file written in `language`.
  static Table loadFile(const std::filesystem::path& file, Language language);
  // Reads a table from memory; `source` names it in error messages.
  static Table parse(std::string_view json, std::string source, Language language);

  // Where `language`'s table lives in a tables directory.
  static std::filesystem::path fileFor(const std::filesystem::path& directory, Language language);

  Language language() const { return language_; }
  const std::string& source() const { return source_; }
  const Entries& entries() const { return entries_; }
  // The entry for a key, or nullptr.
  const Entry* find(std::string_view key) const;

 private:
  Table(Language language, std::string source, Entries entries);

  Language language_;
  std::string source_;
  Entries entries_;
};

}  // namespace bizon::localization
