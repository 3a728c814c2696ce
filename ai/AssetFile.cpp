#include "AssetFile.h"

#include <system_error>

namespace bizon {

std::filesystem::path assetFile(std::string_view name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  const fs::path installed = exe.parent_path() / ".." / "share" / "bizon" / "assets" / name;
  if (!ec && fs::exists(installed, ec)) return installed;
  return fs::path(BIZON_SOURCE_DIR) / "assets" / name;
}

}  // namespace bizon
