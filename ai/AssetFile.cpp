#include "AssetFile.h"

#include <utility>

#include <system_error>

#include "files/AtomicFile.h"

namespace bizon {

std::filesystem::path assetFile(std::string_view name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  const fs::path installed = exe.parent_path() / ".." / "share" / "bizon" / "assets" / name;
  if (!ec && fs::exists(installed, ec)) return installed;
  return fs::path(BIZON_SOURCE_DIR) / "assets" / name;
}

std::optional<std::string> assetText(const std::filesystem::path& file, std::size_t limit, std::string& why) {
  FileText read = readFileLimited(file, limit, Links::Follow);
  if (!read.text) why = inFile(file, read.why);
  return std::move(read.text);
}

}  // namespace bizon
