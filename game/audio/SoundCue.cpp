#include "audio/SoundCue.h"

#include "audio/Synth.h"

namespace bizon::audio {

namespace {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};

// splitmix64: a well-mixed number from a counter (the variation of the n-th card sound).
std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

float unit(std::uint64_t bits) { return static_cast<float>(bits & 0xFFFF) / 65535.f; }

constexpr double fastGap = 0.09, repeatGap = 0.03;

}  // namespace

Sound resultSound(const Score& score, Seat listener) {
  switch (score.outcome) {
    case Outcome::AllPassed: return Sound::PassOut;
    case Outcome::BizonTie: return Sound::Tie;
    case Outcome::BizonWon:
    case Outcome::BizonWonAll: return score.bizon == listener ? Sound::Win : Sound::Loss;
    case Outcome::BizonLost:
    case Outcome::BizonLostZero: return score.bizon == listener ? Sound::Loss : Sound::Win;
  }
  return Sound::Tie;
}

std::optional<Sound> soundOf(const Event& event, Seat listener) {
  using Heard = std::optional<Sound>;
  return std::visit(Overloaded{
                        [](const PacketDealt&) -> Heard { return Sound::Deal; },
                        [](const GrassTurned&) -> Heard { return Sound::GrassTurn; },
                        [](const BidMade& e) -> Heard { return e.bid.eat ? Heard{} : Sound::Pass; },
                        [](const GrassEaten&) -> Heard { return Sound::GrassEaten; },
                        [](const CardPlayed&) -> Heard { return Sound::Play; },
                        [](const TrickTaken&) -> Heard { return Sound::Sweep; },
                        [listener](const GameScored& e) -> Heard { return resultSound(e.score, listener); },
                        [](const SetFinished&) -> Heard { return Sound::SetEnd; },
                        [](const auto&) -> Heard { return std::nullopt; },
                    },
                    event);
}

bool isResult(Sound sound) {
  return sound == Sound::Win || sound == Sound::Loss || sound == Sound::Tie || sound == Sound::PassOut ||
         sound == Sound::SetEnd;
}

bool isCardMove(Sound sound) {
  return sound == Sound::Deal || sound == Sound::Play || sound == Sound::GrassTurn || sound == Sound::Sweep;
}

std::optional<Cue> SoundCues::cue(Sound sound, Tempo tempo, double now) {
  const bool yours = sound == Sound::Button || sound == Sound::Refused;
  if (tempo == Tempo::Instant && !isResult(sound) && !yours) return std::nullopt;
  double& last = last_[static_cast<std::size_t>(sound)];
  if (now - last < repeatGap) return std::nullopt;
  if (isCardMove(sound) && tempo == Tempo::Fast && now - lastCardMove_ < fastGap) return std::nullopt;
  last = now;
  if (isCardMove(sound)) lastCardMove_ = now;
  Cue cue{sound};
  const int takes = takesOf(sound);
  if (takes > 1) {
    const std::uint64_t bits = mix(count_++);
    // Any take but the one just heard.
    cue.take = lastTake_ < 0 ? static_cast<int>(bits % static_cast<std::uint64_t>(takes))
                             : (lastTake_ + 1 + static_cast<int>(bits % static_cast<std::uint64_t>(takes - 1))) % takes;
    lastTake_ = cue.take;
    cue.pitch = 0.96f + 0.08f * unit(bits >> 16);
    cue.gain = 0.8f + 0.2f * unit(bits >> 32);
  }
  return cue;
}

}  // namespace bizon::audio
