// Where the player's own files live: settings and the set in progress (BIZON_DATA_DIR overrides).
#pragma once

#include <filesystem>

namespace bizon {

// $BIZON_DATA_DIR, else $XDG_DATA_HOME/bizon, else ~/.local/share/bizon.
std::filesystem::path userDataDirectory();

}  // namespace bizon
