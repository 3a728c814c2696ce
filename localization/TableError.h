// The error thrown when a language table cannot be read: which file, where, and what is wrong.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace bizon::localization {

class TableError : public std::runtime_error {
 public:
  // line and column count from 1; 0 when the problem is not at a place in the file.
  TableError(std::string file, std::string problem, std::size_t line = 0, std::size_t column = 0);

  const std::string& file() const { return file_; }
  const std::string& problem() const { return problem_; }
  std::size_t line() const { return line_; }
  std::size_t column() const { return column_; }

 private:
  std::string file_;
  std::string problem_;
  std::size_t line_;
  std::size_t column_;
};

}  // namespace bizon::localization
