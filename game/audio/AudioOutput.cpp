#include "audio/AudioOutput.h"

#include <iostream>

namespace bizon::audio {

namespace {

// The share of the device's full volume for each setting: a soft game, even at high.
float shareOf(Volume volume) {
  switch (volume) {
    case Volume::Off: return 0.f;
    case Volume::Low: return 0.22f;
    case Volume::Medium: return 0.5f;
    case Volume::High: return 1.f;
  }
  return 0.5f;
}

}  // namespace

AudioOutput::AudioOutput(const Settings& settings) : settings_(settings), device_(openAudioDevice()) {
  if (!device_) {
    std::cerr << "bizon: no audio device, playing without sound\n";
    return;
  }
  bank_ = std::make_unique<SoundBank>();
  device_->load(bank_->clips());
}

void AudioOutput::play(Sound sound) {
  if (!device_ || settings_.muted || settings_.volume == Volume::Off) return;
  const double now = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::optional<Cue> cue = cues_.cue(sound, settings_.tempo, now);
  if (!cue) return;
  device_->play(bank_->clip(cue->sound, cue->take), cue->pitch, shareOf(settings_.volume) * cue->gain);
}

}  // namespace bizon::audio
