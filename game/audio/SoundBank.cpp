#include "audio/SoundBank.h"

#include "audio/Synth.h"
#include "audio/Wav.h"

namespace bizon::audio {

SoundBank::SoundBank() {
  for (Sound sound : allSounds) {
    first_[static_cast<std::size_t>(sound)] = clips_.size();
    for (int take = 0; take < takesOf(sound); ++take) clips_.push_back(pcm16(synthesize(sound, take)));
  }
}

std::size_t SoundBank::clip(Sound sound, int take) const {
  const auto takes = static_cast<std::size_t>(takesOf(sound));
  return first_[static_cast<std::size_t>(sound)] + static_cast<std::size_t>(take) % takes;
}

}  // namespace bizon::audio
