#include "TemporaryFolder.h"

#include <string>
#include <system_error>

#include "AtomicFileParts.h"

namespace bizon {

std::filesystem::path makeTemporaryFolder(std::string_view prefix) {
  const std::filesystem::path temporary = std::filesystem::temp_directory_path();
  for (int attempt = 0; attempt < 16; ++attempt) {
    std::string name(prefix);
    std::uint64_t value = unguessableBits();
    for (int digit = 0; digit < 16; ++digit, value >>= 4) name += "0123456789abcdef"[value & 15];
    // create_directory says whether it made the folder: one planted at the name is never used.
    if (const std::filesystem::path folder = temporary / name; std::filesystem::create_directory(folder)) {
      std::filesystem::permissions(folder, std::filesystem::perms::owner_all);
      return folder;
    }
  }
  throw std::system_error(std::make_error_code(std::errc::file_exists), "cannot make a temporary folder in " + temporary.string());
}

}  // namespace bizon
