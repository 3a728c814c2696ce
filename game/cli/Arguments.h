// The words after a subcommand: flags with values, checked, with a clear message for bad ones.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace bizon {

// Thrown for a bad command line; main prints the message and exits with status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Arguments {
 public:
  // valueFlags take a value ("--games 10"), switches do not ("--save").
  Arguments(const std::vector<std::string>& words, const std::set<std::string>& valueFlags,
            const std::set<std::string>& switches = {});

  bool has(const std::string& flag) const { return values_.count(flag) > 0; }
  std::optional<std::string> text(const std::string& flag) const;
  // A whole number in [low, high], or the fallback when absent.
  std::int64_t number(const std::string& flag, std::int64_t fallback, std::int64_t low,
                      std::int64_t high) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

}  // namespace bizon
