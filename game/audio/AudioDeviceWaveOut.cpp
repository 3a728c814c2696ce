// The sound output through Windows' own waveOut: the Windows build's AudioDevice. OpenAL Soft's
// sources are not to be had from Debian's mirror here, and SFML's audio needs it; waveOut is on
// every Windows, and the few voices of a card game mix in a thread of ours.
#include "audio/AudioDevice.h"

#include <windows.h>
#include <mmsystem.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <mutex>
#include <thread>

#include "audio/Synth.h"

namespace bizon::audio {

namespace {

constexpr std::size_t voiceCount = 8;
// Four blocks of 1024 samples queued: some 90 ms between a play and its sound at 44.1 kHz,
// which a card landing hides, and room for a late frame of the mixer.
constexpr std::size_t blockCount = 4;
constexpr std::size_t blockSamples = 1024;

struct Voice {
  const Clip* clip = nullptr;  // none: silent
  double at = 0;               // where in the clip, in samples (a pitch steps by other than 1)
  double step = 1;
  float volume = 0;
};

class WaveOutDevice final : public AudioDevice {
 public:
  WaveOutDevice(HWAVEOUT out, HANDLE ready) : out_(out), ready_(ready) {
    for (std::size_t b = 0; b < blockCount; ++b) {
      headers_[b].lpData = reinterpret_cast<LPSTR>(blocks_[b].data());
      headers_[b].dwBufferLength = static_cast<DWORD>(blockSamples * sizeof(std::int16_t));
      waveOutPrepareHeader(out_, &headers_[b], sizeof(WAVEHDR));
      headers_[b].dwFlags |= WHDR_DONE;  // free to fill
    }
    mixer_ = std::jthread([this](std::stop_token stop) { run(stop); });
  }

  ~WaveOutDevice() override {
    mixer_.request_stop();
    SetEvent(ready_);
    mixer_.join();
    waveOutReset(out_);  // hands back every queued block
    for (WAVEHDR& header : headers_) waveOutUnprepareHeader(out_, &header, sizeof(WAVEHDR));
    waveOutClose(out_);
    CloseHandle(ready_);
  }

  void load(const std::vector<Clip>& clips) override {
    std::lock_guard lock(mutex_);
    clips_ = clips;
  }

  void play(std::size_t clip, float pitch, float volume) override {
    std::lock_guard lock(mutex_);
    if (clip >= clips_.size()) return;
    auto free = std::find_if(voices_.begin(), voices_.end(), [](const Voice& v) { return !v.clip; });
    Voice& voice = free != voices_.end() ? *free : voices_[next_];
    if (free == voices_.end()) next_ = (next_ + 1) % voices_.size();  // the oldest gives way
    voice = {&clips_[clip], 0.0, static_cast<double>(pitch), volume};
  }

 private:
  void run(std::stop_token stop) {
    while (!stop.stop_requested()) {
      for (std::size_t b = 0; b < blockCount; ++b) {
        if (!(headers_[b].dwFlags & WHDR_DONE)) continue;
        mix(blocks_[b]);
        headers_[b].dwFlags &= ~static_cast<DWORD>(WHDR_DONE);
        waveOutWrite(out_, &headers_[b], sizeof(WAVEHDR));
      }
      WaitForSingleObject(ready_, 100);
    }
  }

  // The voices' sum for the next block, each clip read between its samples at its pitch.
  void mix(std::array<std::int16_t, blockSamples>& block) {
    std::array<float, blockSamples> sum{};
    {
      std::lock_guard lock(mutex_);
      for (Voice& voice : voices_) {
        if (!voice.clip) continue;
        const Clip& clip = *voice.clip;
        for (float& out : sum) {
          const auto k = static_cast<std::size_t>(voice.at);
          if (k + 1 >= clip.size()) {
            voice.clip = nullptr;
            break;
          }
          const double part = voice.at - static_cast<double>(k);
          out += voice.volume * static_cast<float>(clip[k] * (1.0 - part) + clip[k + 1] * part);
          voice.at += voice.step;
        }
      }
    }
    for (std::size_t k = 0; k < blockSamples; ++k)
      block[k] = static_cast<std::int16_t>(std::clamp(std::lround(sum[k]), -32768L, 32767L));
  }

  HWAVEOUT out_;
  HANDLE ready_;  // set by waveOut as each block is played
  std::array<std::array<std::int16_t, blockSamples>, blockCount> blocks_{};
  std::array<WAVEHDR, blockCount> headers_{};
  std::mutex mutex_;  // the clips and the voices, between play() and the mixer
  std::vector<Clip> clips_;
  std::array<Voice, voiceCount> voices_{};
  std::size_t next_ = 0;
  std::jthread mixer_;  // last: stopped before the rest goes
};

}  // namespace

std::unique_ptr<AudioDevice> openAudioDevice() {
  WAVEFORMATEX format{};
  format.wFormatTag = WAVE_FORMAT_PCM;
  format.nChannels = 1;
  format.nSamplesPerSec = sampleRate;
  format.wBitsPerSample = 16;
  format.nBlockAlign = static_cast<WORD>(format.nChannels * format.wBitsPerSample / 8);
  format.nAvgBytesPerSec = format.nSamplesPerSec * format.nBlockAlign;
  HANDLE ready = CreateEventW(nullptr, FALSE, FALSE, nullptr);
  if (!ready) return nullptr;
  HWAVEOUT out = nullptr;
  if (waveOutOpen(&out, WAVE_MAPPER, &format, reinterpret_cast<DWORD_PTR>(ready), 0, CALLBACK_EVENT) !=
      MMSYSERR_NOERROR) {
    CloseHandle(ready);
    return nullptr;
  }
  return std::make_unique<WaveOutDevice>(out, ready);
}

}  // namespace bizon::audio
