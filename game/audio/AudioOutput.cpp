#include "audio/AudioOutput.h"

#include <cstdio>
#include <functional>
#include <iostream>
#include <sstream>

#include <SFML/System/Err.hpp>

#include "audio/Synth.h"

#if __has_include(<unistd.h>)
#define BIZON_QUIET_STDERR 1
#include <fcntl.h>
#include <unistd.h>
#endif

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
#if BIZON_QUIET_STDERR
  const int saved = dup(2);
  const int null = open("/dev/null", O_WRONLY);
  if (saved >= 0 && null >= 0) dup2(null, 2);
#endif
  work();
  std::fflush(stderr);
#if BIZON_QUIET_STDERR
  if (saved >= 0) {
    dup2(saved, 2);
    close(saved);
  }
  if (null >= 0) close(null);
#endif
  sf::err().rdbuf(sfml);
  return !said.str().empty();
}

// sf::Sound's volume (0..100) for each setting: a soft game, even at high.
float percentOf(Volume volume) {
  switch (volume) {
    case Volume::Off: return 0.f;
    case Volume::Low: return 22.f;
    case Volume::Medium: return 50.f;
    case Volume::High: return 100.f;
  }
  return 50.f;
}

}  // namespace

AudioOutput::AudioOutput(const Settings& settings) : settings_(settings) {
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
    std::cerr << "bizon: no audio device, playing without sound\n";
    return;
  }
  bank_ = std::make_unique<SoundBank>();
  voices_.resize(voiceCount);
}

AudioOutput::~AudioOutput() {
  voices_.clear();  // the voices hold the bank's buffers
  bank_.reset();
}

void AudioOutput::play(Sound sound) {
  if (!bank_ || settings_.muted || settings_.volume == Volume::Off) return;
  const double now = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::optional<Cue> cue = cues_.cue(sound, settings_.tempo, now);
  if (!cue) return;
  sf::Sound* voice = nullptr;
  for (sf::Sound& v : voices_)
    if (v.getStatus() == sf::Sound::Stopped) voice = &v;
  if (!voice) {
    // Every voice busy: the oldest started gives way.
    voice = &voices_[next_];
    next_ = (next_ + 1) % voices_.size();
  }
  voice->setBuffer(bank_->buffer(cue->sound, cue->take));
  voice->setPitch(cue->pitch);
  voice->setVolume(percentOf(settings_.volume) * cue->gain);
  voice->play();
}

}  // namespace bizon::audio
