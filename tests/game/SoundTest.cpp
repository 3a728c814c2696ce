// The sounds: every table event that should sound maps to one sound, the synthesis is
// deterministic, every sound clears the bars of `bizon sounds export`, and the cues thin out with
// the tempo.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <variant>

#include "audio/SoundCue.h"
#include "audio/Synth.h"
#include "audio/Wav.h"

using namespace bizon;
using audio::Sound;

namespace {

// One example of every kind of table event, in the order of the Event variant.
std::vector<Event> oneOfEach() {
  Trick trick;
  trick.winner = Seat::Goat;
  Score score = scorePassOut();
  return {GameStarted{1, Seat::You, Deck{}},
          PacketsChosen{Seat::You, Packets::ThreeTwo},
          PacketDealt{Seat::Goat, CardSet{}, false},
          GrassTurned{Card{}},
          TurnStarted{Seat::You, Decision::Bid, 1},
          BidMade{Seat::Sheep, Bid::pass(), 1},
          GrassEaten{Seat::Goat, Card{}, Suit::Hearts, 1},
          AllPassed{},
          CardPlayed{Seat::You, Card{}},
          TrickTaken{0, trick},
          GameScored{score},
          SetFinished{}};
}

struct Measure {
  double seconds = 0, rms = 0, peak = 0, headPeak = 0, tailPeak = 0, first = 0, last = 0;
};

// What the exported file holds: the 16-bit samples.
Measure measure(const audio::Wave& wave) {
  const std::vector<std::int16_t> pcm = audio::pcm16(wave);
  Measure m;
  m.seconds = static_cast<double>(pcm.size()) / audio::sampleRate;
  const std::size_t edge = audio::sampleRate * 2 / 1000;  // 2 ms
  double sum = 0;
  for (std::size_t i = 0; i < pcm.size(); ++i) {
    const double x = std::abs(pcm[i] / 32768.0);
    sum += x * x;
    m.peak = std::max(m.peak, x);
    if (i < edge) m.headPeak = std::max(m.headPeak, x);
    if (i + edge >= pcm.size()) m.tailPeak = std::max(m.tailPeak, x);
  }
  m.rms = std::sqrt(sum / static_cast<double>(pcm.size()));
  m.first = std::abs(pcm.front() / 32768.0);
  m.last = std::abs(pcm.back() / 32768.0);
  return m;
}

}  // namespace

TEST_CASE("every kind of table event is covered by the sound mapping", "[sound]") {
  const auto events = oneOfEach();
  REQUIRE(events.size() == std::variant_size_v<Event>);
  for (std::size_t i = 0; i < events.size(); ++i) CHECK(events[i].index() == i);
}

TEST_CASE("every table event that should sound maps to exactly its one sound", "[sound]") {
  const auto events = oneOfEach();
  const auto heard = [](const Event& e) { return audio::soundOf(e, Seat::You); };
  CHECK(heard(events[2]) == Sound::Deal);        // each card of a packet
  CHECK(heard(events[3]) == Sound::GrassTurn);
  CHECK(heard(events[5]) == Sound::Pass);
  CHECK(heard(events[6]) == Sound::GrassEaten);
  CHECK(heard(events[8]) == Sound::Play);
  CHECK(heard(events[9]) == Sound::Sweep);
  CHECK(heard(events[10]) == Sound::PassOut);
  CHECK(heard(events[11]) == Sound::SetEnd);
  // Silent: a game or a turn starting, the packets chosen, the pass-out announced (it sounds
  // when it is scored), and an eat bid (the grass eaten right after it sounds).
  for (std::size_t i : {0, 1, 4, 7}) CHECK_FALSE(heard(events[i]));
  CHECK_FALSE(heard(BidMade{Seat::You, Bid::eatGrass(), 1}));
  CHECK_FALSE(heard(BidMade{Seat::You, Bid::eatGrass(Suit::Clubs), 2}));
  // Every sound of the table is some event's.
  std::set<Sound> made;
  for (const Event& e : events)
    if (auto s = heard(e)) made.insert(*s);
  CHECK(made.size() == 8);
}

TEST_CASE("a scored game sounds as won, lost or tied from the listener's seat (R13 outcomes)", "[sound]") {
  const PerSeat<int> gp{};
  const auto scoreOf = [&](Outcome outcome) {
    Score s = scoreGame(Seat::Goat, gp);
    s.outcome = outcome;
    return s;
  };
  for (Outcome won : {Outcome::BizonWon, Outcome::BizonWonAll}) {
    CHECK(audio::resultSound(scoreOf(won), Seat::Goat) == Sound::Win);   // the Bizon
    CHECK(audio::resultSound(scoreOf(won), Seat::You) == Sound::Loss);   // an Otter
  }
  for (Outcome lost : {Outcome::BizonLost, Outcome::BizonLostZero}) {
    CHECK(audio::resultSound(scoreOf(lost), Seat::Goat) == Sound::Loss);
    CHECK(audio::resultSound(scoreOf(lost), Seat::Sheep) == Sound::Win);
  }
  CHECK(audio::resultSound(scoreOf(Outcome::BizonTie), Seat::You) == Sound::Tie);
  CHECK(audio::resultSound(scorePassOut(), Seat::You) == Sound::PassOut);
  CHECK(audio::soundOf(GameScored{scoreOf(Outcome::BizonWon)}, Seat::Goat) == Sound::Win);
}

TEST_CASE("every sound has a unique name", "[sound]") {
  std::set<std::string_view> names;
  for (Sound s : audio::allSounds) {
    names.insert(audio::name(s));
    CHECK(audio::soundNamed(audio::name(s)) == s);
  }
  CHECK(names.size() == audio::allSounds.size());
  CHECK_FALSE(audio::soundNamed("buzzer"));
}

TEST_CASE("the synthesis is deterministic, and the takes of a card differ", "[sound]") {
  for (Sound s : audio::allSounds)
    for (int take = 0; take < audio::takesOf(s); ++take) {
      INFO(audio::name(s) << " take " << take);
      CHECK(audio::wavBytes(audio::synthesize(s, take)) == audio::wavBytes(audio::synthesize(s, take)));
    }
  CHECK(audio::takesOf(Sound::Deal) >= 4);
  std::set<std::vector<float>> takes;
  for (int take = 0; take < audio::takesOf(Sound::Deal); ++take) takes.insert(audio::synthesize(Sound::Deal, take).samples);
  CHECK(takes.size() == static_cast<std::size_t>(audio::takesOf(Sound::Deal)));
}

TEST_CASE("every sound clears the bars: 30 ms to 2.5 s, audible, below -1 dBFS, faded at both ends", "[sound]") {
  REQUIRE(audio::allSounds.size() >= 10);
  std::set<std::vector<float>> distinct;
  for (Sound s : audio::allSounds)
    for (int take = 0; take < audio::takesOf(s); ++take) {
      INFO(audio::name(s) << " take " << take);
      const audio::Wave wave = audio::synthesize(s, take);
      const Measure m = measure(wave);
      CHECK(m.seconds >= 0.030);
      CHECK(m.seconds <= 2.5);
      CHECK(m.rms >= 0.01);
      CHECK(m.peak < std::pow(10.0, -1.0 / 20.0));
      // No click: silence at both ends, at most half the peak in the first 2 ms (a fade in) and
      // a tenth of it in the last 2 ms (a fade out).
      CHECK(m.first < 0.001);
      CHECK(m.last < 0.001);
      CHECK(m.headPeak <= 0.5 * m.peak);
      CHECK(m.tailPeak <= 0.1 * m.peak);
      if (take == 0) distinct.insert(wave.samples);
    }
  CHECK(distinct.size() == audio::allSounds.size());
}

TEST_CASE("a WAV file is 16-bit mono PCM at the synthesis rate", "[sound]") {
  const audio::Wave wave = audio::synthesize(Sound::Button);
  const std::string bytes = audio::wavBytes(wave);
  const auto u32 = [&](std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return v;
  };
  REQUIRE(bytes.size() == 44 + 2 * wave.samples.size());
  CHECK(bytes.substr(0, 4) == "RIFF");
  CHECK(u32(4) == bytes.size() - 8);
  CHECK(bytes.substr(8, 8) == "WAVEfmt ");
  CHECK((u32(20) & 0xFFFF) == 1);          // PCM
  CHECK((u32(20) >> 16) == 1);             // mono
  CHECK(u32(24) == audio::sampleRate);
  CHECK((u32(32) >> 16) == 16);            // bits per sample
  CHECK(bytes.substr(36, 4) == "data");
  CHECK(u32(40) == 2 * wave.samples.size());
}

TEST_CASE("at instant tempo only the results and the set's end are heard", "[sound]") {
  audio::SoundCues cues;
  double now = 0;
  for (Sound s : audio::allSounds) {
    now += 1.0;
    const bool heard = cues.cue(s, Tempo::Instant, now).has_value();
    const bool yours = s == Sound::Button || s == Sound::Refused;
    CHECK(heard == (audio::isResult(s) || yours));
  }
  CHECK(audio::isResult(Sound::Win));
  CHECK(audio::isResult(Sound::SetEnd));
  CHECK_FALSE(audio::isResult(Sound::Deal));
}

TEST_CASE("at fast tempo the card sounds are thinned, at normal tempo every card is heard", "[sound]") {
  // A deal of 24 cards, one leaving the deck every 70 ms of animation.
  const auto heardOf = [](Tempo tempo, double speed) {
    audio::SoundCues cues;
    int heard = 0;
    for (int card = 0; card < 24; ++card) heard += cues.cue(Sound::Deal, tempo, card * 0.07 / speed).has_value();
    return heard;
  };
  CHECK(heardOf(Tempo::Normal, 1.0) == 24);
  CHECK(heardOf(Tempo::Slow, 0.6) == 24);
  const int fast = heardOf(Tempo::Fast, 2.2);
  CHECK(fast >= 6);
  CHECK(fast <= 12);
  // The same sound twice at once (an animation skipped by a tap) is heard once, at any tempo.
  audio::SoundCues cues;
  CHECK(cues.cue(Sound::Play, Tempo::Normal, 5.0));
  CHECK_FALSE(cues.cue(Sound::Play, Tempo::Normal, 5.0));
  CHECK(cues.cue(Sound::Pass, Tempo::Normal, 5.0));  // another sound is not held back
}

TEST_CASE("the cards of a deal vary in take, pitch and level, the same way every run", "[sound]") {
  audio::SoundCues first, second;
  std::set<int> takes;
  float low = 2, high = 0, quiet = 2, loud = 0;
  int previous = -1;
  for (int card = 0; card < 24; ++card) {
    const auto a = first.cue(Sound::Deal, Tempo::Normal, card * 0.07);
    const auto b = second.cue(Sound::Deal, Tempo::Normal, card * 0.07);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->take == b->take);
    CHECK(a->pitch == b->pitch);
    CHECK(a->gain == b->gain);
    CHECK(a->take != previous);
    previous = a->take;
    takes.insert(a->take);
    low = std::min(low, a->pitch), high = std::max(high, a->pitch);
    quiet = std::min(quiet, a->gain), loud = std::max(loud, a->gain);
    CHECK(a->pitch >= 0.95f);
    CHECK(a->pitch <= 1.05f);
  }
  CHECK(takes.size() >= 4);
  CHECK(high - low >= 0.04f);
  CHECK(loud - quiet >= 0.1f);
}
