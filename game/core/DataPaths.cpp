#include "core/DataPaths.h"

#include <system_error>

namespace bizon {

DataPaths DataPaths::locate() {
  namespace fs = std::filesystem;
  DataPaths paths;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  const fs::path installed = exe.parent_path() / ".." / "share" / "bizon";
  if (!ec && fs::exists(installed / "localization", ec)) {
    paths.share = fs::weakly_canonical(installed, ec);
    paths.tables = paths.share / "localization";
    paths.assets = paths.share / "assets";
  } else {
    // A development build reads the tables and assets straight from the source tree.
    paths.share = BIZON_SOURCE_DIR;
    paths.tables = paths.share / "localization" / "tables";
    paths.assets = paths.share / "assets";
  }
  const fs::path fonts = "/usr/share/fonts/truetype/dejavu";
  paths.fontRegular = fonts / "DejaVuSans.ttf";
  paths.fontBold = fonts / "DejaVuSans-Bold.ttf";
  return paths;
}

}  // namespace bizon
