// The certificates of table servers reached without an invitation, as first seen: pinned by address in the data directory (trust on first use, as ssh's known_hosts), so that a later visit finds the same server or is refused.
#pragma once

#include <filesystem>
#include <string>

namespace bizon {

std::filesystem::path knownServersFile(const std::filesystem::path& dataDirectory);
// The fingerprint pinned for HOST:PORT, or empty. A damaged file pins nothing (and is rewritten
// at the next pin).
std::string knownFingerprint(const std::filesystem::path& dataDirectory, const std::string& address);
// Pins a fingerprint for HOST:PORT (flushed: it is what keeps the next visit honest). Throws
// std::system_error if it cannot be written.
void pinFingerprint(const std::filesystem::path& dataDirectory, const std::string& address, const std::string& fingerprint);

}  // namespace bizon
