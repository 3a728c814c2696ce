// Linux's places: the package's share/bizon beside the program's bin/, and the system's DejaVu.
#include "core/DataPathsSystem.h"

#include <system_error>

namespace bizon {

SystemPlaces systemPlaces() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return {ec ? fs::path() : exe.parent_path() / ".." / "share" / "bizon", "/usr/share/fonts/truetype/dejavu"};
}

}  // namespace bizon
