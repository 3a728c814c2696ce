// The checks every set of language tables must pass (keys, placeholders, plural forms, empty or
// ragged texts), as a list of problems, so that tests can run them on broken tables too.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "Placeholders.h"
#include "PluralRules.h"
#include "Table.h"

namespace bizon::localization::test {

// Every text of an entry: the text, or each plural form.
inline std::vector<std::string> textsOf(const Entry& entry) {
  if (!entry.isPlural()) return {entry.text};
  std::vector<std::string> texts;
  for (const auto& [form, text] : entry.forms) texts.push_back(text);
  return texts;
}

inline std::set<std::string> placeholdersOfEntry(const Entry& entry) {
  std::set<std::string> names;
  for (const std::string& text : textsOf(entry)) names.merge(placeholdersOf(text));
  return names;
}

inline std::string listed(const std::set<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "{" : ", {") + name + "}";
  return text.empty() ? "(none)" : text;
}

// One line per problem, e.g. "nl: missing key menu.quit"; English is the reference.
inline std::vector<std::string> tableProblems(const std::map<Language, Table>& tables) {
  std::vector<std::string> problems;
  const Table& english = tables.at(Language::English);
  for (const auto& [language, table] : tables) {
    const std::string lang(code(language));
    for (const auto& [key, entry] : english.entries()) {
      const Entry* translated = table.find(key);
      if (translated == nullptr) {
        problems.push_back(lang + ": missing key " + key);
        continue;
      }
      if (translated->isPlural() != entry.isPlural())
        problems.push_back(lang + ": " + key + " is " + (translated->isPlural() ? "" : "not ") +
                           "plural, unlike English");
      const auto expected = placeholdersOfEntry(entry);
      for (const std::string& text : textsOf(*translated))
        if (placeholdersOf(text) != expected)
          problems.push_back(lang + ": " + key + " has placeholders " + listed(placeholdersOf(text)) +
                             ", English has " + listed(expected) + ": " + text);
    }
    for (const auto& [key, entry] : table.entries()) {
      if (english.find(key) == nullptr) problems.push_back(lang + ": key " + key + " is not in English");
      if (entry.isPlural()) {
        const auto categories = pluralCategories(language);
        const std::set<std::string> needed(categories.begin(), categories.end());
        std::set<std::string> forms;
        for (const auto& [form, text] : entry.forms) forms.insert(form);
        if (forms != needed) problems.push_back(lang + ": " + key + " lacks or has extra plural forms");
        if (!placeholdersOfEntry(entry).contains("n")) problems.push_back(lang + ": " + key + " never says {n}");
      }
      for (const std::string& text : textsOf(entry)) {
        const std::string where = lang + ": " + key;
        if (text.empty()) {
          problems.push_back(where + " is empty");
          continue;
        }
        if (text.front() == ' ' || text.back() == ' ') problems.push_back(where + " starts or ends with a space");
        if (text.find("  ") != std::string::npos) problems.push_back(where + " has two spaces in a row");
        for (char c : text)
          if (static_cast<unsigned char>(c) < 0x20) {  // char is unsigned on arm64, signed on x86
            problems.push_back(where + " has a control character");
            break;
          }
        // Filling every placeholder must leave no brace: a "{player" or "player}" would show.
        Arguments arguments;
        for (const std::string& name : placeholdersOf(text)) arguments.emplace_back(name, "x");
        if (fillPlaceholders(text, arguments).find_first_of("{}") != std::string::npos)
          problems.push_back(where + " has a brace that is no placeholder: " + text);
      }
    }
  }
  return problems;
}

}  // namespace bizon::localization::test
