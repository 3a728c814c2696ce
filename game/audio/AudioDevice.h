// The system's sound output, the one place where Linux (SFML over OpenAL) and Windows (waveOut)
// differ: clips of mono 16-bit samples at sampleRate, played on a few voices by index.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace bizon::audio {

using Clip = std::vector<std::int16_t>;

class AudioDevice {
 public:
  virtual ~AudioDevice() = default;
  // Keeps these clips, to be played by their index (once, before any play).
  virtual void load(const std::vector<Clip>& clips) = 0;
  // Starts a clip on a free voice (or the oldest started) at this pitch (1 = as made) and volume
  // (0..1), and returns at once.
  virtual void play(std::size_t clip, float pitch, float volume) = 0;
};

// The default output, or none on a machine without an audio device (said by nobody: the caller
// tells the player, once).
std::unique_ptr<AudioDevice> openAudioDevice();

}  // namespace bizon::audio
