// A new folder for one process's scratch files, under a name nobody can guess in the system's temporary folder (mkdtemp's job, on every system).
#pragma once

#include <filesystem>
#include <string_view>

namespace bizon {

// Makes TEMP/<prefix><16 random hex digits>, readable by its owner only, and returns its path.
// Throws std::system_error if no such folder can be made.
std::filesystem::path makeTemporaryFolder(std::string_view prefix);

}  // namespace bizon
