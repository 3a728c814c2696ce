// libFuzzer target for the settings file's reader: any bytes give settings (the defaults where unusable) that save and load back the same.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "settings/Settings.h"
#include "TestDirectory.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bizon;
  const Settings settings = parseSettings(std::string_view(reinterpret_cast<const char*>(data), size));
  static const test::TestDirectory dir;
  if (!saveSettings(settings, dir.path() / "settings.json")) std::abort();
  const Settings again = loadSettings(dir.path() / "settings.json");
  if (again.language != settings.language || again.tempo != settings.tempo || again.level != settings.level ||
      again.fourColours != settings.fourColours || again.fullShuffle != settings.fullShuffle ||
      again.packets != settings.packets || again.volume != settings.volume || again.muted != settings.muted ||
      again.goat != settings.goat || again.sheep != settings.sheep || again.bot != settings.bot ||
      again.deck != settings.deck || again.coach != settings.coach)
    std::abort();
  return 0;
}
