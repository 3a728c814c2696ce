// The table's sounds by name, and the one thing the scene asks of audio: play this sound now.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bizon::audio {

enum class Sound : std::uint8_t {
  Deal,        // a card leaves the deck and lands in a hand
  GrassTurn,   // the Bizon Grass turns face up
  GrassEaten,  // the grass is eaten: it slides into the Bizon's hand
  Pass,        // a pass: a soft knock on the table
  Play,        // a card played to the trick
  Sweep,       // the trick swept to its winner's pile
  Win,         // a game scored: your side won
  Loss,        // your side lost
  Tie,         // the Bizon tied
  PassOut,     // everybody passed: the cards are thrown in
  SetEnd,      // the fifteenth game: the set is over
  Refused,     // a click the rules refuse (gentle, not a buzzer)
  Button,      // a button pressed
};

inline constexpr std::array<Sound, 13> allSounds{
    Sound::Deal, Sound::GrassTurn, Sound::GrassEaten, Sound::Pass, Sound::Play,    Sound::Sweep, Sound::Win,
    Sound::Loss, Sound::Tie,       Sound::PassOut,    Sound::SetEnd, Sound::Refused, Sound::Button};

// "deal", "grass_turn", "grass_eaten", "pass", "play", "sweep", "win", "loss", "tie", "pass_out",
// "set_end", "refused", "button": the names of the exported files.
std::string_view name(Sound sound);
std::optional<Sound> soundNamed(std::string_view name);

// Where the scene sends its sounds: the audio output, or a test's recorder. Never blocks.
class SoundPlayer {
 public:
  virtual ~SoundPlayer() = default;
  virtual void play(Sound sound) = 0;
  // Whether anything is heard at all (false without an audio device: the settings say so).
  virtual bool available() const { return true; }
};

}  // namespace bizon::audio
