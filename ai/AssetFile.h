// Where a built-in player finds a file it reads from assets/: installed beside the program, else the source tree.
#pragma once

#include <filesystem>
#include <string_view>

namespace bizon {

// <exe>/../share/bizon/assets/<name> when installed, else the source tree's assets/<name>.
std::filesystem::path assetFile(std::string_view name);

}  // namespace bizon
