#include "audio/Sound.h"

namespace bizon::audio {

namespace {
constexpr std::array<std::string_view, allSounds.size()> names{
    "deal", "grass_turn", "grass_eaten", "pass", "play", "sweep", "win",
    "loss", "tie",        "pass_out",    "set_end", "refused", "button"};
}  // namespace

std::string_view name(Sound sound) { return names[static_cast<std::size_t>(sound)]; }

std::optional<Sound> soundNamed(std::string_view text) {
  for (Sound s : allSounds)
    if (name(s) == text) return s;
  return std::nullopt;
}

}  // namespace bizon::audio
