// Which table event makes which sound, and which of the sounds the scene cues are heard at each tempo.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "Events.h"
#include "settings/Settings.h"
#include "audio/Sound.h"

namespace bizon::audio {

// The sound an event makes when its animation starts, heard from `listener`'s seat (who won, who
// lost); none for the silent ones (a game or a turn starting, the packets chosen, an eat bid
// whose sound is the grass eaten, the pass-out announced before it is scored). A dealt packet
// sounds once per card: the scene cues Deal as each card leaves the deck.
std::optional<Sound> soundOf(const Event& event, Seat listener = Seat::You);

// A scored game as `listener` hears it: Win or Loss for its side, Tie, or PassOut.
Sound resultSound(const Score& score, Seat listener);

// The sounds of a game's end: heard at every tempo, instant included.
bool isResult(Sound sound);
// A card moving (dealt, turned, played, swept): thinned when the cards fly fast.
bool isCardMove(Sound sound);

// One sound to start now: which take of it, at what playback pitch and gain.
struct Cue {
  Sound sound = Sound::Button;
  int take = 0;
  float pitch = 1.f;
  float gain = 1.f;
};

// Decides, as the scene cues them, which sounds are heard and how each card sounds.
class SoundCues {
 public:
  // `now` in seconds on a steady clock. At instant tempo only the results and the set's end
  // sound (and your own clicks); at fast tempo a card move within 90 ms of the one heard before
  // is dropped; at any tempo the same sound twice within 30 ms plays once (a tap that skips an
  // animation starts all its sounds at once). The card sounds cycle through their takes, never
  // the same take twice in a row, and vary in pitch and level: the same sequence every run.
  std::optional<Cue> cue(Sound sound, Tempo tempo, double now);

 private:
  std::array<double, allSounds.size()> last_ = filled(-1e9);
  double lastCardMove_ = -1e9;
  std::uint64_t count_ = 0;
  int lastTake_ = -1;

  static constexpr std::array<double, allSounds.size()> filled(double value) {
    std::array<double, allSounds.size()> a{};
    a.fill(value);
    return a;
  }
};

}  // namespace bizon::audio
