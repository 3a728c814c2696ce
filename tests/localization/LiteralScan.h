// Finds string literals in C++ source that look like text a player would read, so that the game's
// visible texts all come from the tables; diagnostics (std::cerr, exceptions) are allowed.
#pragma once

#include <regex>
#include <string>
#include <string_view>
#include <vector>

namespace bizon::localization::test {

struct Literal {
  std::string text;       // as written between the quotes (escapes left as they are)
  int line = 0;           // 1-based line of the opening quote
  std::string statement;  // the code around it, from the previous ; { or } to the next
};

// Every string literal of `source`, comments skipped; raw strings R"(…)" included.
inline std::vector<Literal> literalsOf(std::string_view source) {
  std::vector<Literal> literals;
  std::vector<std::size_t> open;  // literals of the statement being read
  std::string statement;
  int line = 1;
  const auto endStatement = [&] {
    for (std::size_t i : open) literals[i].statement = statement;
    open.clear();
    statement.clear();
  };
  for (std::size_t i = 0; i < source.size(); ++i) {
    const char c = source[i];
    const char next = i + 1 < source.size() ? source[i + 1] : '\0';
    if (c == '\n') ++line;
    if (c == '/' && next == '/') {
      while (i < source.size() && source[i] != '\n') ++i;
      ++line;
      statement += ' ';
      continue;
    }
    if (c == '/' && next == '*') {
      i += 2;
      while (i + 1 < source.size() && !(source[i] == '*' && source[i + 1] == '/')) line += source[i++] == '\n';
      ++i;
      continue;
    }
    if (c == '#' && (statement.find_first_not_of(" \t\n") == std::string::npos)) {
      // A preprocessor line (#include "…"): not code that shows anything.
      while (i < source.size() && source[i] != '\n') ++i;
      ++line;
      continue;
    }
    if (c == '\'') {
      // A character literal ('"' must not open a string); digit separators (1'000) are rare here.
      std::size_t j = i + 1;
      while (j < source.size() && source[j] != '\'') j += source[j] == '\\' ? 2 : 1;
      statement += source.substr(i, j - i + 1);
      i = j;
      continue;
    }
    if (c == '"') {
      Literal literal;
      literal.line = line;
      std::size_t j = i + 1;
      const bool raw = i > 0 && source[i - 1] == 'R';
      if (raw) {
        const std::size_t paren = source.find('(', j);
        const std::string close = ")" + std::string(source.substr(j, paren - j)) + "\"";
        const std::size_t end = source.find(close, paren);
        literal.text = std::string(source.substr(paren + 1, end - paren - 1));
        for (char k : literal.text) line += k == '\n';
        j = end + close.size() - 1;
      } else {
        while (j < source.size() && source[j] != '"') j += source[j] == '\\' ? 2 : 1;
        literal.text = std::string(source.substr(i + 1, j - i - 1));
      }
      open.push_back(literals.size());
      literals.push_back(std::move(literal));
      statement += "\"…\"";
      i = j;
      continue;
    }
    statement += c;
    if (c == ';' || c == '{' || c == '}') endStatement();
  }
  endStatement();
  return literals;
}

// Whether a literal reads like words for a person rather than a key, a code, a path or a format.
inline bool looksLikeText(const std::string& text) {
  static const std::regex key(R"(^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]*)+$)");   // menu.quit, outcome_you.
  static const std::regex file(R"(^[\w.-]+\.(json|png|ttf|tmp|txt|jsonl)$)");
  static const std::regex capitalised(R"((^|[^A-Za-z])[A-Z][a-z]+)");     // Pass, Your turn
  static const std::regex words(R"([A-Za-z]{2,}[ ,:;!?]+[A-Za-z]{2,})");  // you win, eat or pass
  if (text.find('/') != std::string::npos) return false;
  if (std::regex_search(text, key) || std::regex_search(text, file)) return false;
  if (std::regex_search(text, capitalised) || std::regex_search(text, words)) return true;
  // Letters beyond ASCII (é, ß …) are words in some language.
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0xC3 && static_cast<unsigned char>(c) <= 0xC5) return true;
  return false;
}

// Statements that talk to the terminal or a log, never to the window.
inline bool isDiagnostic(const std::string& statement) {
  for (const char* mark : {"std::cerr", "std::cout", "std::clog", "throw ", "_error(", "invalid_argument(",
                           "mark(", "getenv(", "static_assert("})
    if (statement.find(mark) != std::string::npos) return true;
  return false;
}

// "file:line: text" for each literal that looks like visible text outside a diagnostic.
inline std::vector<std::string> hardCodedTexts(std::string_view source, const std::string& file) {
  std::vector<std::string> found;
  for (const Literal& literal : literalsOf(source))
    if (looksLikeText(literal.text) && !isDiagnostic(literal.statement))
      found.push_back(file + ":" + std::to_string(literal.line) + ": \"" + literal.text + "\"");
  return found;
}

}  // namespace bizon::localization::test
