// Plays the scene's sounds through a few SFML voices at the settings' volume, on SFML's own
// thread; silent, after one line on stderr, on a machine with no audio device.
#pragma once

#include <chrono>
#include <memory>
#include <vector>

#include <SFML/Audio/Sound.hpp>

#include "settings/Settings.h"
#include "audio/Sound.h"
#include "audio/SoundBank.h"
#include "audio/SoundCue.h"

namespace bizon::audio {

class AudioOutput : public SoundPlayer {
 public:
  // Opens the device and synthesises the bank; reads the volume, mute and tempo at each sound.
  explicit AudioOutput(const Settings& settings);
  ~AudioOutput() override;

  // Starts the sound on a free voice (or the oldest one) and returns at once.
  void play(Sound sound) override;
  bool available() const override { return bank_ != nullptr; }

 private:
  const Settings& settings_;
  SoundCues cues_;
  std::unique_ptr<SoundBank> bank_;  // none without an audio device
  std::vector<sf::Sound> voices_;
  std::size_t next_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace bizon::audio
