#include "Arguments.h"

#include <charconv>

namespace bizon {

Arguments::Arguments(const std::vector<std::string>& words, const std::set<std::string>& valueFlags,
                     const std::set<std::string>& switches) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.size() < 2 || w.rfind("--", 0) != 0) {
      positional_.push_back(w);
      continue;
    }
    if (switches.count(w)) {
      values_[w] = "";
    } else if (valueFlags.count(w)) {
      if (i + 1 == words.size()) throw UsageError(w + " needs a value");
      values_[w] = words[++i];
    } else {
      throw UsageError("unknown option " + w);
    }
  }
}

std::optional<std::string> Arguments::text(const std::string& flag) const {
  auto it = values_.find(flag);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::int64_t Arguments::number(const std::string& flag, std::int64_t fallback, std::int64_t low,
                               std::int64_t high) const {
  auto t = text(flag);
  if (!t) return fallback;
  std::int64_t n = 0;
  auto [end, ec] = std::from_chars(t->data(), t->data() + t->size(), n);
  if (ec != std::errc() || end != t->data() + t->size() || n < low || n > high)
    throw UsageError(flag + " takes a whole number from " + std::to_string(low) + " to " +
                     std::to_string(high) + ", not \"" + *t + "\"");
  return n;
}

}  // namespace bizon
