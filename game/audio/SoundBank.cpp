#include "audio/SoundBank.h"

#include "audio/Synth.h"
#include "audio/Wav.h"

namespace bizon::audio {

SoundBank::SoundBank() {
  for (Sound sound : allSounds) {
    auto& takes = buffers_[static_cast<std::size_t>(sound)];
    const int count = takesOf(sound);
    takes.resize(static_cast<std::size_t>(count));
    for (int take = 0; take < count; ++take) {
      const std::vector<std::int16_t> pcm = pcm16(synthesize(sound, take));
      takes[static_cast<std::size_t>(take)].loadFromSamples(pcm.data(), pcm.size(), 1, sampleRate);
    }
  }
}

const sf::SoundBuffer& SoundBank::buffer(Sound sound, int take) const {
  const auto& takes = buffers_[static_cast<std::size_t>(sound)];
  return takes[static_cast<std::size_t>(take) % takes.size()];
}

}  // namespace bizon::audio
