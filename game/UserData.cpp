#include "UserData.h"

#include <cstdlib>

namespace bizon {

std::filesystem::path userDataDirectory() {
  if (const char* dir = std::getenv("BIZON_DATA_DIR"); dir && *dir) return dir;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "bizon";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".local" / "share" / "bizon";
  return std::filesystem::current_path() / "bizon-data";
}

}  // namespace bizon
