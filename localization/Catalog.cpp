#include "Catalog.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include "Placeholders.h"
#include "PluralRules.h"

namespace bizon::localization {

namespace {

// The form a plural entry shows when no count decides: "other" is in every language.
const std::string& anyForm(const Entry& entry) {
  const auto other = entry.forms.find("other");
  return other != entry.forms.end() ? other->second : entry.forms.begin()->second;
}

}  // namespace

Catalog::Catalog(const std::filesystem::path& tablesDirectory, Language language)
    : Catalog(Table::load(tablesDirectory, fallbackLanguage),
              language == fallbackLanguage ? Table::load(tablesDirectory, fallbackLanguage)
                                           : Table::load(tablesDirectory, language)) {}

Catalog::Catalog(Table english, Table chosen)
    : english_(std::move(english)), chosen_(std::move(chosen)) {
  if (english_.language() != fallbackLanguage)
    throw std::invalid_argument("Catalog: the fallback table must be English, not " +
                                std::string(code(english_.language())));
  for (const auto& [key, entry] : english_.entries())
    if (chosen_.find(key) == nullptr) missing_.push_back(key);
  for (const auto& [key, entry] : chosen_.entries())
    if (english_.find(key) == nullptr) surplus_.push_back(key);
}

const Entry* Catalog::find(std::string_view key, Language& from) const {
  if (const Entry* entry = chosen_.find(key)) {
    from = chosen_.language();
    return entry;
  }
  from = english_.language();
  return english_.find(key);
}

bool Catalog::has(std::string_view key) const {
  Language from{};
  return find(key, from) != nullptr;
}

std::string Catalog::text(std::string_view key) const {
  Language from{};
  const Entry* entry = find(key, from);
  if (entry == nullptr) return std::string(key);
  return entry->isPlural() ? anyForm(*entry) : entry->text;
}

std::string Catalog::format(std::string_view key, const Arguments& arguments) const {
  Language from{};
  const Entry* entry = find(key, from);
  if (entry == nullptr) return std::string(key);
  return fillPlaceholders(entry->isPlural() ? anyForm(*entry) : entry->text, arguments);
}

std::string Catalog::plural(std::string_view key, long long count, const Arguments& arguments) const {
  Language from{};
  const Entry* entry = find(key, from);
  if (entry == nullptr) return std::string(key);

  Arguments all = arguments;
  all.emplace_back("n", count);  // found after any "n" the caller gave, so theirs wins
  if (!entry->isPlural()) return fillPlaceholders(entry->text, all);
  const auto form = entry->forms.find(std::string(pluralCategory(from, count)));
  return fillPlaceholders(form != entry->forms.end() ? form->second : anyForm(*entry), all);
}

std::string Catalog::decimal(double value, int decimals) const {
  if (!std::isfinite(value)) return "-";
  char buffer[64];
  // to_chars, unlike printf, ignores the C locale: the separator comes from the table only.
  const auto written =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, std::clamp(decimals, 0, 9));
  std::string result(buffer, written.ptr);
  if (result.starts_with('-') && result.find_first_not_of("-0.") == std::string::npos)
    result.erase(0, 1);  // "-0.0" reads oddly
  if (const std::size_t point = result.find('.'); point != std::string::npos)
    result.replace(point, 1, text("format.decimal_separator"));
  return result;
}

}  // namespace bizon::localization
