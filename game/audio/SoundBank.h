// Every take of every sound as an SFML buffer, synthesised once at start-up.
#pragma once

#include <array>
#include <vector>

#include <SFML/Audio/SoundBuffer.hpp>

#include "audio/Sound.h"

namespace bizon::audio {

class SoundBank {
 public:
  // Needs the audio device open (AudioOutput checks that first).
  SoundBank();
  // `take` is wrapped into the sound's takes.
  const sf::SoundBuffer& buffer(Sound sound, int take) const;

 private:
  std::array<std::vector<sf::SoundBuffer>, allSounds.size()> buffers_;
};

}  // namespace bizon::audio
