#include "DataDirectory.h"

#include <cstdlib>
#include <stdexcept>

namespace bizon {

std::filesystem::path dataDirectory(const EnvironmentLookup& lookup) {
  auto value = [&](const char* name) -> std::string {
    const char* v = lookup(name);
    return v ? std::string(v) : std::string();
  };
  if (auto own = value("BIZON_DATA_DIR"); !own.empty()) return own;
  if (auto xdg = value("XDG_DATA_HOME"); !xdg.empty() && std::filesystem::path(xdg).is_absolute())
    return std::filesystem::path(xdg) / "bizon";
  if (auto home = value("HOME"); !home.empty())
    return std::filesystem::path(home) / ".local" / "share" / "bizon";
  throw std::runtime_error("no data directory: set BIZON_DATA_DIR, XDG_DATA_HOME or HOME");
}

std::filesystem::path dataDirectory() {
  return dataDirectory([](const char* name) { return std::getenv(name); });
}

}  // namespace bizon
