// What DataPaths asks of each system (DataPathsPosix.cpp, DataPathsWindows.cpp): where the
// running program's installed data would be, and where the DejaVu fonts are.
#pragma once

#include <filesystem>

namespace bizon {

struct SystemPlaces {
  std::filesystem::path installedShare;  // holds localization/ and assets/ when installed; may not exist
  std::filesystem::path fonts;           // DejaVuSans.ttf and DejaVuSans-Bold.ttf
};

SystemPlaces systemPlaces();

}  // namespace bizon
