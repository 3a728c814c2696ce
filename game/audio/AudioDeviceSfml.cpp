// The sound output through SFML's audio module (OpenAL): the Linux build's AudioDevice.
#include "audio/AudioDevice.h"

#include <cstdio>
#include <functional>
#include <sstream>

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>
#include <SFML/System/Err.hpp>

#include "audio/Synth.h"

#include <fcntl.h>
#include <unistd.h>

namespace bizon::audio {

namespace {

constexpr std::size_t voiceCount = 8;

// Runs `work` with SFML's error stream and the process's stderr silenced, and says whether SFML
// reported an error meanwhile. Without a sound card ALSA and OpenAL write a dozen lines to stderr
// while the device is opened, and SFML one per call after; a player needs none of them. Only at
// start-up, before any other thread writes to stderr.
bool failsQuietly(const std::function<void()>& work) {
  std::ostringstream said;
  std::streambuf* const sfml = sf::err().rdbuf(said.rdbuf());
  std::fflush(stderr);
  const int saved = dup(2);
  const int null = open("/dev/null", O_WRONLY);
  if (saved >= 0 && null >= 0) dup2(null, 2);
  work();
  std::fflush(stderr);
  if (saved >= 0) {
    dup2(saved, 2);
    close(saved);
  }
  if (null >= 0) close(null);
  sf::err().rdbuf(sfml);
  return !said.str().empty();
}

class SfmlDevice final : public AudioDevice {
 public:
  SfmlDevice() : voices_(voiceCount) {}
  ~SfmlDevice() override { voices_.clear(); }  // the voices hold the buffers

  void load(const std::vector<Clip>& clips) override {
    buffers_.resize(clips.size());
    for (std::size_t k = 0; k < clips.size(); ++k)
      buffers_[k].loadFromSamples(clips[k].data(), clips[k].size(), 1, sampleRate);
  }

  void play(std::size_t clip, float pitch, float volume) override {
    sf::Sound* voice = nullptr;
    for (sf::Sound& v : voices_)
      if (v.getStatus() == sf::Sound::Stopped) voice = &v;
    if (!voice) {
      voice = &voices_[next_];
      next_ = (next_ + 1) % voices_.size();
    }
    voice->setBuffer(buffers_[clip]);
    voice->setPitch(pitch);
    voice->setVolume(100.f * volume);
    voice->play();
  }

 private:
  std::vector<sf::SoundBuffer> buffers_;
  std::vector<sf::Sound> voices_;
  std::size_t next_ = 0;
};

}  // namespace

std::unique_ptr<AudioDevice> openAudioDevice() {
  // Opening the device is the first buffer's work: try it with one silent sample.
  std::unique_ptr<sf::SoundBuffer> probe;
  const bool failed = failsQuietly([&probe] {
    probe = std::make_unique<sf::SoundBuffer>();
    const sf::Int16 zero = 0;
    probe->loadFromSamples(&zero, 1, 1, sampleRate);
  });
  if (failed) {
    // Freeing the buffer complains too without a device.
    failsQuietly([&probe] { probe.reset(); });
    return nullptr;
  }
  return std::make_unique<SfmlDevice>();
}

}  // namespace bizon::audio
