#include "audio/Wav.h"

#include <algorithm>
#include <cmath>
#include <fstream>

namespace bizon::audio {

namespace {

void put(std::string& out, std::uint32_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
}

}  // namespace

std::vector<std::int16_t> pcm16(const Wave& wave) {
  std::vector<std::int16_t> pcm;
  pcm.reserve(wave.samples.size());
  for (float x : wave.samples)
    pcm.push_back(static_cast<std::int16_t>(std::lround(std::clamp(x, -1.f, 1.f) * 32767.f)));
  return pcm;
}

std::string wavBytes(const Wave& wave) {
  const std::vector<std::int16_t> pcm = pcm16(wave);
  const auto data = static_cast<std::uint32_t>(pcm.size() * 2);
  std::string out = "RIFF";
  put(out, 36 + data, 4);
  out += "WAVEfmt ";
  put(out, 16, 4);                   // the size of the format chunk
  put(out, 1, 2);                    // PCM
  put(out, 1, 2);                    // mono
  put(out, sampleRate, 4);
  put(out, sampleRate * 2, 4);       // bytes per second
  put(out, 2, 2);                    // bytes per frame
  put(out, 16, 2);                   // bits per sample
  out += "data";
  put(out, data, 4);
  for (std::int16_t s : pcm) put(out, static_cast<std::uint16_t>(s), 2);
  return out;
}

bool writeWav(const std::filesystem::path& file, const Wave& wave) {
  std::ofstream out(file, std::ios::binary);
  const std::string bytes = wavBytes(wave);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return static_cast<bool>(out.flush());
}

}  // namespace bizon::audio
