// The player's settings file in the user's folder: read with limits, written atomically (the settings and their JSON: codec/SettingsCodec.h).
#pragma once

#include <filesystem>
#include <string>

#include "codec/SettingsCodec.h"

namespace bizon {

// A missing or unreadable file gives the defaults (and, unless it is simply missing, why in
// *problem: "not a regular file (a named pipe)", "larger than 64 KiB (…)"…); unknown values are
// ignored.
Settings loadSettings(const std::filesystem::path& file, std::string* problem = nullptr);
// Writes atomically (AtomicFile.h: temporary file, fsync, rename); false on failure.
bool saveSettings(const Settings& settings, const std::filesystem::path& file);

}  // namespace bizon
