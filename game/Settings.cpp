#include "Settings.h"

#include "history/AtomicFile.h"

namespace bizon {

Settings loadSettings(const std::filesystem::path& file, std::string* problem) {
  // Never through a link, never a pipe or a device, never more than a settings file can hold.
  FileText read = readFileLimited(file, Settings::maxBytes);
  if (!read.text) {
    if (problem && read.refusal != ReadRefusal::Missing) *problem = read.why;
    return Settings();
  }
  return parseSettings(*read.text);
}

bool saveSettings(const Settings& settings, const std::filesystem::path& file) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  // Like a set: a temporary file nobody can plant, flushed to disk, renamed over the old one.
  try {
    writeFileAtomically(file, settingsText(settings));
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace bizon
