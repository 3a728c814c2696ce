#include "core/DataPaths.h"

#include <system_error>

#include "core/DataPathsSystem.h"

namespace bizon {

DataPaths DataPaths::locate() {
  namespace fs = std::filesystem;
  DataPaths paths;
  const SystemPlaces places = systemPlaces();
  std::error_code ec;
  if (!places.installedShare.empty() && fs::exists(places.installedShare / "localization", ec)) {
    paths.share = fs::weakly_canonical(places.installedShare, ec);
    paths.tables = paths.share / "localization";
  } else {
    // A development build reads the tables and assets straight from the source tree.
    paths.share = BIZON_SOURCE_DIR;
    paths.tables = paths.share / "localization" / "tables";
  }
  paths.assets = paths.share / "assets";
  paths.fontRegular = places.fonts / "DejaVuSans.ttf";
  paths.fontBold = places.fonts / "DejaVuSans-Bold.ttf";
  return paths;
}

}  // namespace bizon
