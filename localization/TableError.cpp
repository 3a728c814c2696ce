#include "TableError.h"

namespace bizon::localization {

namespace {

// "localization table tables/fr.json, line 3, column 7: duplicate key "menu.quit""
std::string describe(const std::string& file, const std::string& problem, std::size_t line,
                     std::size_t column) {
  std::string text = "localization table " + file;
  if (line > 0) {
    text += ", line " + std::to_string(line);
    if (column > 0) text += ", column " + std::to_string(column);
  }
  return text + ": " + problem;
}

}  // namespace

TableError::TableError(std::string file, std::string problem, std::size_t line, std::size_t column)
    : std::runtime_error(describe(file, problem, line, column)),
      file_(std::move(file)),
      problem_(std::move(problem)),
      line_(line),
      column_(column) {}

}  // namespace bizon::localization
