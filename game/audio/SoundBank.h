// Every take of every sound as 16-bit samples, synthesised once at start-up, each at its index.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "audio/AudioDevice.h"
#include "audio/Sound.h"

namespace bizon::audio {

class SoundBank {
 public:
  SoundBank();
  const std::vector<Clip>& clips() const { return clips_; }
  // The index in clips() of a sound's take (`take` is wrapped into the sound's takes).
  std::size_t clip(Sound sound, int take) const;

 private:
  std::vector<Clip> clips_;
  std::array<std::size_t, allSounds.size()> first_{};  // each sound's first take
};

}  // namespace bizon::audio
