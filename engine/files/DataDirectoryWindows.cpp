// Where Bizon keeps its files on Windows: BIZON_DATA_DIR, else the user's roaming application data
// (the Known Folder API's FOLDERID_RoamingAppData, %APPDATA%) with Bizon in it.
#include "DataDirectory.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <knownfolders.h>
#include <shlobj.h>

namespace bizon {

namespace {

// The roaming application data folder, or nothing (a service account without a profile).
std::filesystem::path roamingAppData() {
  PWSTR folder = nullptr;
  std::filesystem::path path;
  if (SUCCEEDED(SHGetKnownFolderPath(FOLDERID_RoamingAppData, KF_FLAG_DEFAULT, nullptr, &folder))) path = folder;
  CoTaskMemFree(folder);
  return path;
}

}  // namespace

std::filesystem::path dataDirectory(const EnvironmentLookup& lookup) {
  if (const char* own = lookup("BIZON_DATA_DIR"); own && *own) return std::filesystem::path(std::u8string(reinterpret_cast<const char8_t*>(own)));
  if (auto appData = roamingAppData(); !appData.empty()) return appData / "Bizon";
  throw std::runtime_error("no data directory: set BIZON_DATA_DIR (Windows gave no application data folder)");
}

std::filesystem::path dataDirectory() {
  // The variable as Windows keeps it (UTF-16), so that any folder name reaches the game whole.
  const wchar_t* own = _wgetenv(L"BIZON_DATA_DIR");
  if (own && *own) return std::filesystem::path(own);
  return dataDirectory([](const char*) -> const char* { return nullptr; });
}

}  // namespace bizon
