// Windows' places: everything in the folder of bizon.exe (the portable folder, or where the
// installer put it), the DejaVu fonts in its fonts\.
#include "core/DataPathsSystem.h"

#include <system_error>
#include <vector>

#include <windows.h>

namespace bizon {

SystemPlaces systemPlaces() {
  namespace fs = std::filesystem;
  std::vector<wchar_t> name(MAX_PATH);
  DWORD length = 0;
  while ((length = GetModuleFileNameW(nullptr, name.data(), static_cast<DWORD>(name.size()))) == name.size())
    name.resize(name.size() * 2);
  const fs::path folder = length ? fs::path(std::wstring(name.data(), length)).parent_path() : fs::path();
  std::error_code ec;
  // A build run from its build folder (under Wine, the tests) has no fonts\ of its own: the build
  // machine's, which Wine shows on its drive Z:.
  const fs::path fonts = fs::exists(folder / "fonts" / "DejaVuSans.ttf", ec) ? folder / "fonts"
                                                                              : fs::path("Z:/usr/share/fonts/truetype/dejavu");
  return {folder, fonts};
}

}  // namespace bizon
