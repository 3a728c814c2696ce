// Where a built-in player finds a file it reads from assets/: installed beside the program, else the source tree.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace bizon {

// <exe>/../share/bizon/assets/<name> when installed, else the source tree's assets/<name>.
std::filesystem::path assetFile(std::string_view name);
// A learned file's text, read whole if no larger than `limit` bytes, or nullopt and why.
std::optional<std::string> assetText(const std::filesystem::path& file, std::size_t limit, std::string& why);
// `why` a parse gave, prefixed with the file it is about.
inline std::string inFile(const std::filesystem::path& file, const std::string& why) { return file.string() + ": " + why; }

}  // namespace bizon
