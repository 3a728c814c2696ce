#include "audio/Synth.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace bizon::audio {

namespace {

constexpr double pi = 3.14159265358979323846;
constexpr double rate = sampleRate;

using Samples = std::vector<float>;

// White noise from a seed (xorshift64*), uniform in [-1, 1]: the same seed, the same noise.
class Noise {
 public:
  explicit Noise(std::uint64_t seed) : state_((seed + 1) * 0x9E3779B97F4A7C15ull) {}
  float next() {
    state_ ^= state_ >> 12;
    state_ ^= state_ << 25;
    state_ ^= state_ >> 27;
    const std::uint64_t r = state_ * 0x2545F4914F6CDD1Dull;
    return static_cast<float>(static_cast<double>(r >> 11) * (2.0 / 9007199254740992.0) - 1.0);
  }
  // A number in [low, high]: the small differences between the takes of a sound.
  double between(double low, double high) { return low + (high - low) * (next() * 0.5 + 0.5); }

 private:
  std::uint64_t state_;
};

// A second-order filter of the RBJ cookbook (transposed direct form II) that may be retuned while
// it runs, for the glides of a card through the air.
class Biquad {
 public:
  enum class Kind : std::uint8_t { LowPass, HighPass, BandPass };
  Biquad(Kind kind, double frequency, double q) : kind_(kind) { tune(frequency, q); }

  void tune(double frequency, double q) {
    frequency = std::clamp(frequency, 20.0, rate * 0.45);
    const double w = 2.0 * pi * frequency / rate;
    const double c = std::cos(w), alpha = std::sin(w) / (2.0 * q);
    double b0 = 0, b1 = 0, b2 = 0;
    switch (kind_) {
      case Kind::LowPass: b0 = (1 - c) / 2, b1 = 1 - c, b2 = (1 - c) / 2; break;
      case Kind::HighPass: b0 = (1 + c) / 2, b1 = -(1 + c), b2 = (1 + c) / 2; break;
      case Kind::BandPass: b0 = alpha, b1 = 0, b2 = -alpha; break;  // 0 dB at the centre
    }
    const double a0 = 1 + alpha;
    b0_ = b0 / a0, b1_ = b1 / a0, b2_ = b2 / a0;
    a1_ = -2 * c / a0, a2_ = (1 - alpha) / a0;
  }

  float operator()(float x) {
    const double y = b0_ * x + z1_;
    z1_ = b1_ * x - a1_ * y + z2_;
    z2_ = b2_ * x - a2_ * y;
    return static_cast<float>(y);
  }

 private:
  Kind kind_;
  double b0_ = 0, b1_ = 0, b2_ = 0, a1_ = 0, a2_ = 0, z1_ = 0, z2_ = 0;
};

// 0 before t = 0, then a quarter sine up to 1 over `attack` seconds.
double rise(double t, double attack) {
  if (t <= 0) return 0;
  if (t >= attack) return 1;
  const double s = std::sin(pi / 2 * t / attack);
  return s * s;
}

// A smooth bump from 0 up to 1 and back to 0 over `length` seconds (a card moving through air).
double hump(double t, double length) {
  if (t <= 0 || t >= length) return 0;
  const double s = std::sin(pi * t / length);
  return s * s;
}

// A decaying sine, amplitude·e^(−t/τ)·sin(2πft) sample after sample, at the price of one complex
// multiplication each (the tunes hold dozens of partials for seconds: sin and exp would be slow).
class Ring {
 public:
  Ring(double frequency, double tau, double amplitude = 1.0)
      : z_(amplitude, 0.0), step_(std::polar(std::exp(-1.0 / (tau * rate)), 2.0 * pi * frequency / rate)) {}
  double operator()() {
    const double v = z_.imag();
    z_ *= step_;
    return v;
  }

 private:
  std::complex<double> z_, step_;
};

// Adds f(t) for t from 0 to `length` seconds into the samples from `at` seconds; f is called in
// order, so it may keep filters. The piece's last 5 ms fade out: a tail cut short would click.
template <class F>
void add(Samples& s, double at, double length, F&& f) {
  const auto first = static_cast<std::size_t>(std::lround(at * rate));
  const auto count = static_cast<std::size_t>(std::lround(length * rate));
  const double release = std::min(0.005, length / 4);
  for (std::size_t i = 0; i < count && first + i < s.size(); ++i) {
    const double t = static_cast<double>(i) / rate;
    s[first + i] += static_cast<float>(f(t) * rise(length - t, release));
  }
}

// Air over a card's face: band-passed noise whose centre glides from f0 to f1 under a hump.
void swish(Samples& s, Noise& noise, double at, double length, double f0, double f1, double q, double gain) {
  Biquad band(Biquad::Kind::BandPass, f0, q);
  int step = 0;
  add(s, at, length, [&](double t) {
    if (step++ % 8 == 0) band.tune(f0 * std::pow(f1 / f0, t / length), q);
    return gain * hump(t, length) * band(noise.next());
  });
}

// A card landing flat: a low-passed slap of noise and the short thump of the table under it.
void slap(Samples& s, Noise& noise, double at, double cutoff, double thump, double gain) {
  Biquad low(Biquad::Kind::LowPass, cutoff, 0.8);
  Ring body(thump, 0.016, 0.6);
  add(s, at, 0.07, [&](double t) {
    const double air = low(noise.next()) * std::exp(-t / 0.007);
    return gain * rise(t, 0.0012) * (air + body());
  });
}

// A card's edge: a very short high-passed click of noise.
void tick(Samples& s, Noise& noise, double at, double cutoff, double gain) {
  Biquad high(Biquad::Kind::HighPass, cutoff, 0.7);
  add(s, at, 0.012, [&](double t) { return gain * rise(t, 0.0005) * high(noise.next()) * std::exp(-t / 0.0018); });
}

// A knuckle on a wooden table: a few low modes of the board, struck by a tick of felted noise.
void knock(Samples& s, Noise& noise, double at, double gain) {
  Biquad low(Biquad::Kind::LowPass, 1600, 0.7);
  Ring low1(172, 0.032, 0.9), mode2(398, 0.017, 0.45), mode3(1090, 0.006, 0.2);
  add(s, at, 0.11, [&](double t) {
    const double board = low1() + mode2() + mode3();
    return gain * rise(t, 0.0015) * (board + 0.8 * low(noise.next()) * std::exp(-t / 0.003));
  });
}

// A soft mallet on a wooden bar: the fundamental, and upper partials (a marimba's near-fourth and
// ninth) that die away much faster; `brightness` scales them, low for the sad and gentle tones.
void mallet(Samples& s, double at, double frequency, double gain, double tau, double brightness = 1.0) {
  Ring first(frequency, tau), fourth(frequency * 3.98, tau * 0.18, brightness * 0.30),
      ninth(frequency * 9.1, tau * 0.06, brightness * 0.08);
  add(s, at, tau * 7, [&](double t) { return gain * rise(t, 0.004) * (first() + fourth() + ninth()); });
}

// A small wooden room (Schroeder: four damped combs in parallel, two all-passes in series) mixed
// under the musical sounds, so that they do not sound dry and close.
void room(Samples& s, double wet) {
  struct Line {
    std::vector<float> buffer;
    std::size_t at = 0;
    float memory = 0;
    float& here() { return buffer[at]; }
    void advance() {
      if (++at == buffer.size()) at = 0;
    }
  };
  std::array<Line, 4> combs{Line{Samples(1116)}, Line{Samples(1188)}, Line{Samples(1277)}, Line{Samples(1356)}};
  std::array<Line, 2> passes{Line{Samples(556)}, Line{Samples(441)}};
  constexpr float feedback = 0.70f, damping = 0.35f;
  for (float& x : s) {
    float y = 0;
    for (Line& c : combs) {
      const float out = c.here();
      c.memory = out * (1 - damping) + c.memory * damping;
      c.here() = x + c.memory * feedback;
      c.advance();
      y += out;
    }
    y *= 0.25f;
    for (Line& a : passes) {
      const float delayed = a.here();
      a.here() = y + delayed * 0.5f;
      a.advance();
      y = delayed - y;
    }
    x += static_cast<float>(wet) * y;
  }
}

// The cloth of the table takes the hiss off the cards: a gentle low-pass over the whole sound, so
// that an hour of dealing stays soft.
void felt(Samples& s) {
  Biquad low(Biquad::Kind::LowPass, 7000, 0.6);
  for (float& x : s) x = low(x);
}

// Scales the samples to `peak` and fades both ends (a quarter sine), so that no sound starts or
// stops with a click.
Wave finish(Samples s, double peak, double fadeOut = 0.012, double fadeIn = 0.004) {
  const auto in = static_cast<std::size_t>(fadeIn * rate), out = static_cast<std::size_t>(fadeOut * rate);
  const std::size_t n = s.size();
  for (std::size_t i = 0; i < n; ++i) {
    double gain = 1;
    if (i < in) gain *= rise(static_cast<double>(i) / rate, fadeIn);
    if (n - 1 - i < out) gain *= rise(static_cast<double>(n - 1 - i) / rate, fadeOut);
    s[i] = static_cast<float>(s[i] * gain);
  }
  float top = 0;
  for (float x : s) top = std::max(top, std::abs(x));
  if (top > 0)
    for (float& x : s) x = static_cast<float>(x * peak / top);
  return Wave{std::move(s)};
}

struct Note {
  double at, frequency, gain, tau, brightness = 1.0;
};

// Mallet notes in the small room: the tunes of the results.
Wave tune(double seconds, std::initializer_list<Note> notes, double peak, double fadeOut, double wet = 0.3);

Samples silence(double seconds) { return Samples(static_cast<std::size_t>(std::lround(seconds * rate)), 0.f); }

// The notes of the tunes (equal temperament, A4 = 440 Hz).
constexpr double C4 = 261.63, Cs4 = 277.18, Eb4 = 311.13, G3 = 196.00, A3 = 220.00, G4 = 392.00, D5 = 587.33,
                 C5 = 523.25, E5 = 659.26, G5 = 783.99, C6 = 1046.50;

Wave tune(double seconds, std::initializer_list<Note> notes, double peak, double fadeOut, double wet) {
  Samples s = silence(seconds);
  for (const Note& n : notes) mallet(s, n.at, n.frequency, n.gain, n.tau, n.brightness);
  room(s, wet);
  return finish(std::move(s), peak, fadeOut);
}

// The cards on the cloth: dealt, played, turned, eaten, swept, thrown in. Each take sits a little
// higher or lower (pitch), louder or softer (level).
Wave cardSound(Sound sound, Noise& noise, double pitch, double level) {
  switch (sound) {
    case Sound::Deal: {
      // Flicked off the deck: the edge lets go, the card flies a moment, lands light and high.
      Samples s = silence(0.15);
      tick(s, noise, 0.0, 3200 * pitch, 0.45);
      swish(s, noise, 0.004, 0.050, 1700 * pitch, 3900 * pitch, 1.4, 1.0);
      slap(s, noise, 0.056, 2400 * pitch, 155 * pitch, 0.9);
      felt(s);
      return finish(std::move(s), 0.46 * level);
    }
    case Sound::Play: {
      // Put down on purpose: a shorter flight, a firmer and lower slap, a crisp edge on landing.
      Samples s = silence(0.15);
      swish(s, noise, 0.0, 0.030, 1100 * pitch, 2600 * pitch, 1.0, 0.55);
      slap(s, noise, 0.026, 1500 * pitch, 118 * pitch, 1.0);
      tick(s, noise, 0.027, 4200 * pitch, 0.25);
      felt(s);
      return finish(std::move(s), 0.5 * level);
    }
    case Sound::GrassTurn: {
      // Lifted by its edge, flipped through the air (up, then down), and laid face up.
      Samples s = silence(0.26);
      tick(s, noise, 0.0, 3000, 0.35);
      swish(s, noise, 0.005, 0.07, 1200, 4200, 1.2, 1.0);
      swish(s, noise, 0.07, 0.07, 4200, 1500, 1.2, 0.8);
      slap(s, noise, 0.14, 2600, 190, 0.8);
      felt(s);
      return finish(std::move(s), 0.45);
    }
    case Sound::GrassEaten: {
      // The grass slides into the Bizon's hand under two rising notes: taken.
      Samples s = silence(0.75);
      mallet(s, 0.05, G4, 0.8, 0.14, 0.6);
      mallet(s, 0.15, D5, 0.9, 0.18, 0.6);
      room(s, 0.25);
      swish(s, noise, 0.0, 0.16, 3000, 900, 0.8, 0.7);
      slap(s, noise, 0.15, 1400, 130, 0.45);
      felt(s);
      return finish(std::move(s), 0.36, 0.1);
    }
    case Sound::Sweep: {
      // The three cards of the trick slide together across the cloth, then settle on the pile.
      Samples s = silence(0.46);
      swish(s, noise, 0.00, 0.26, 900, 2800, 0.9, 1.0);
      swish(s, noise, 0.05, 0.26, 1000, 3000, 0.9, 0.8);
      swish(s, noise, 0.10, 0.24, 1100, 2600, 0.9, 0.7);
      slap(s, noise, 0.33, 1600, 140, 0.5);
      felt(s);
      return finish(std::move(s), 0.42);
    }
    case Sound::PassOut: {
      // Nobody ate the grass: the cards are thrown in (a riffle slowing down) over one low note.
      Samples s = silence(0.75);
      double at = 0.0, gap = 0.022, gain = 1.0;
      for (int k = 0; k < 9; ++k) {
        Biquad band(Biquad::Kind::BandPass, 2600 + 180 * k, 1.5);
        add(s, at, 0.03, [&](double t) { return gain * rise(t, 0.0008) * band(noise.next()) * std::exp(-t / 0.004); });
        at += gap;
        gap *= 1.12;
        gain *= 0.88;
      }
      mallet(s, 0.02, A3, 0.22, 0.18, 0.3);
      room(s, 0.15);
      felt(s);
      return finish(std::move(s), 0.4, 0.15);
    }
    default: return {};
  }
}

// The knocks and clicks: a pass, a refused move, a button.
Wave signalSound(Sound sound, Noise& noise) {
  switch (sound) {
    case Sound::Pass: {
      // Two soft knocks on the table, the second lighter.
      Samples s = silence(0.34);
      knock(s, noise, 0.004, 1.0);
      knock(s, noise, 0.134, 0.65);
      room(s, 0.15);
      return finish(std::move(s), 0.45, 0.04);
    }
    case Sound::Refused: {
      // "Uh-uh": two short, dull, low notes, the second lower; a hint, not a buzzer.
      Samples s = silence(0.3);
      mallet(s, 0.0, Eb4, 0.8, 0.05, 0.2);
      mallet(s, 0.085, Cs4, 0.7, 0.06, 0.2);
      mallet(s, 0.0, C4 / 2, 0.25, 0.05, 0.0);
      return finish(std::move(s), 0.32, 0.06);
    }
    case Sound::Button: {
      // A small wooden click.
      Samples s = silence(0.05);
      Ring high(1500, 0.006, 0.6), low(740, 0.011, 0.5);
      add(s, 0.0, 0.05, [&](double t) { return rise(t, 0.0008) * (high() + low()); });
      tick(s, noise, 0.0, 4000, 0.3);
      return finish(std::move(s), 0.28, 0.012);
    }
    default: return {};
  }
}

// The tunes that end a game or the set.
Wave ending(Sound sound) {
  switch (sound) {
    case Sound::Win:
      // A rising major arpeggio on soft mallets, the top note held.
      return tune(1.35, {{0.00, C5, 0.7, 0.25}, {0.09, E5, 0.7, 0.25}, {0.18, G5, 0.75, 0.28}, {0.30, C6, 0.9, 0.32}},
                  0.34, 0.3);
    case Sound::Loss:
      // A falling minor third, low and dull (few upper partials).
      return tune(1.2, {{0.00, G4, 0.8, 0.28, 0.35}, {0.22, Eb4, 0.9, 0.32, 0.35}}, 0.3, 0.3);
    case Sound::Tie:
      // The same note twice, even.
      return tune(1.0, {{0.00, D5, 0.8, 0.22, 0.7}, {0.17, D5, 0.8, 0.26, 0.7}}, 0.28, 0.25);
    case Sound::SetEnd:
      // The fifteenth game: an arpeggio resolving into a held chord.
      return tune(2.3,
                  {{0.00, C5, 0.5, 0.3}, {0.12, E5, 0.5, 0.3}, {0.24, G5, 0.5, 0.3}, {0.42, G3, 0.35, 0.5, 0.5},
                   {0.42, C5, 0.35, 0.5, 0.5}, {0.42, E5, 0.35, 0.5, 0.5}, {0.42, G5, 0.35, 0.5, 0.5},
                   {0.42, C6, 0.45, 0.55, 0.5}},
                  0.36, 0.45, 0.35);
    default: return {};
  }
}

}  // namespace

int takesOf(Sound sound) { return sound == Sound::Deal || sound == Sound::Play ? 6 : 1; }

Wave synthesize(Sound sound, int take) {
  Noise noise(static_cast<std::uint64_t>(sound) * 1000 + static_cast<std::uint64_t>(std::max(0, take)));
  // Each take of a card sound sits a little higher or lower, and louder or softer.
  const double pitch = take == 0 ? 1.0 : noise.between(0.92, 1.08);
  const double level = take == 0 ? 1.0 : noise.between(0.88, 1.0);
  switch (sound) {
    case Sound::Deal:
    case Sound::Play:
    case Sound::GrassTurn:
    case Sound::GrassEaten:
    case Sound::Sweep:
    case Sound::PassOut: return cardSound(sound, noise, pitch, level);
    case Sound::Pass:
    case Sound::Refused:
    case Sound::Button: return signalSound(sound, noise);
    case Sound::Win:
    case Sound::Loss:
    case Sound::Tie:
    case Sound::SetEnd: return ending(sound);
  }
  return {};
}

}  // namespace bizon::audio
