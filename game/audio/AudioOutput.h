// Plays the scene's sounds on the system's audio device at the settings' volume; silent, after
// one line on stderr, on a machine with no audio device.
#pragma once

#include <chrono>
#include <memory>

#include "settings/Settings.h"
#include "audio/AudioDevice.h"
#include "audio/Sound.h"
#include "audio/SoundBank.h"
#include "audio/SoundCue.h"

namespace bizon::audio {

class AudioOutput : public SoundPlayer {
 public:
  // Opens the device and synthesises the bank; reads the volume, mute and tempo at each sound.
  explicit AudioOutput(const Settings& settings);

  // Starts the sound on a free voice (or the oldest one) and returns at once.
  void play(Sound sound) override;
  bool available() const override { return device_ != nullptr; }

 private:
  const Settings& settings_;
  SoundCues cues_;
  std::unique_ptr<SoundBank> bank_;
  std::unique_ptr<AudioDevice> device_;  // none without an audio device
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace bizon::audio
