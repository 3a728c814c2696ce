// Where Bizon keeps its files (history, settings, lessons): BIZON_DATA_DIR, else $XDG_DATA_HOME/bizon or ~/.local/share/bizon (Linux), %APPDATA%\Bizon (Windows).
#pragma once

#include <filesystem>
#include <functional>

namespace bizon {

// Looks up an environment variable; nullptr when it is unset. Passed in so tests need not touch
// the process environment.
using EnvironmentLookup = std::function<const char*(const char*)>;

// The data directory as the environment decides (the XDG base directory specification); an empty
// variable counts as unset, and a relative $XDG_DATA_HOME is ignored as the specification says.
// Throws std::runtime_error if neither BIZON_DATA_DIR, XDG_DATA_HOME nor HOME gives a place.
// On Windows (DataDirectoryWindows.cpp) only BIZON_DATA_DIR is looked up; the place is otherwise
// the roaming application data folder's Bizon.
std::filesystem::path dataDirectory(const EnvironmentLookup& lookup);
// The same from the real environment of the process.
std::filesystem::path dataDirectory();

}  // namespace bizon
