// Where the game finds its read-only data (localization tables, assets) and the system fonts.
#pragma once

#include <filesystem>

namespace bizon {

struct DataPaths {
  std::filesystem::path share;         // <exe>/../share/bizon (Linux) or <exe>\.. (Windows) when installed, else the source tree
  std::filesystem::path tables;        // the localization tables (en.json, fr.json …)
  std::filesystem::path assets;        // the game's own assets
  std::filesystem::path fontRegular;   // DejaVuSans.ttf: the system's on Linux, the package's on Windows
  std::filesystem::path fontBold;      // DejaVuSans-Bold.ttf

  // Looks next to the running executable first, then in the source tree of a development build.
  static DataPaths locate();
};

}  // namespace bizon
