// `bizon sounds export DIR`: each of the game's sounds as a 16-bit WAV, to listen to and check.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>

#include "Arguments.h"
#include "Commands.h"
#include "audio/Synth.h"
#include "audio/Wav.h"

namespace bizon {

namespace {

constexpr const char* soundsUsage = "sounds takes: export DIR";

// One line per file: its name, length, loudness (RMS) and peak, as written.
std::string describe(const std::string& file, const audio::Wave& wave) {
  double sum = 0, peak = 0;
  for (std::int16_t s : audio::pcm16(wave)) {
    const double x = s / 32768.0;
    sum += x * x;
    peak = std::max(peak, std::abs(x));
  }
  const double rms = std::sqrt(sum / static_cast<double>(std::max<std::size_t>(1, wave.samples.size())));
  char line[160];
  std::snprintf(line, sizeof line, "%-16s %6.3f s  rms %.3f  peak %5.1f dBFS", file.c_str(), wave.seconds(), rms,
                20.0 * std::log10(std::max(peak, 1e-9)));
  return line;
}

}  // namespace

int soundsCommand(const std::vector<std::string>& args) {
  const Arguments arguments(args, {});
  const auto& words = arguments.positional();
  if (words.size() != 2 || words[0] != "export") throw UsageError(soundsUsage);
  const std::filesystem::path dir = words[1];
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir))
    throw std::runtime_error("cannot make the folder " + dir.string() + (ec ? ": " + ec.message() : ""));
  for (audio::Sound sound : audio::allSounds) {
    const std::string file = std::string(audio::name(sound)) + ".wav";
    const audio::Wave wave = audio::synthesize(sound);
    if (!audio::writeWav(dir / file, wave)) throw std::runtime_error("cannot write " + (dir / file).string());
    std::cout << describe(file, wave) << "\n";
  }
  return 0;
}

}  // namespace bizon
