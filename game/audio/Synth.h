// Every sound of the game made from numbers: noise, filters and decaying partials (no SFML, no samples).
#pragma once

#include <vector>

#include "audio/Sound.h"

namespace bizon::audio {

inline constexpr int sampleRate = 44100;

// Mono samples in [-1, 1] at sampleRate.
struct Wave {
  std::vector<float> samples;
  double seconds() const { return static_cast<double>(samples.size()) / sampleRate; }
};

// How many takes of a sound exist: the card sounds have several, each with its own noise and
// pitch, so that a deal of 24 cards never sounds like a machine gun; the others have one.
int takesOf(Sound sound);

// Deterministic: the same sound and take give the same samples, bit for bit. Every sound starts
// and ends in silence (faded over a few milliseconds) and peaks well below full scale.
Wave synthesize(Sound sound, int take = 0);

}  // namespace bizon::audio
