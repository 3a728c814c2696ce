// A sound as 16-bit PCM, and as a WAV file (what `bizon sounds export` writes).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "audio/Synth.h"

namespace bizon::audio {

// The samples rounded to 16 bits (what the sound buffers and the WAV files hold).
std::vector<std::int16_t> pcm16(const Wave& wave);
// A whole mono 16-bit WAV file at sampleRate: the RIFF header and the samples, little-endian.
std::string wavBytes(const Wave& wave);
// Writes wavBytes to `file`; false when it cannot be written.
bool writeWav(const std::filesystem::path& file, const Wave& wave);

}  // namespace bizon::audio
