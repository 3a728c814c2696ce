// A small, fast, seedable random generator (SplitMix64) so that every match is reproducible.
#pragma once

#include <cstdint>

#include "Seat.h"

namespace bizon {

class Random {
 public:
  explicit constexpr Random(std::uint64_t seed) : state_(seed) {}

  constexpr std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n), n > 0 (Lemire's multiply-shift; the tiny bias is irrelevant for n ≤ 2^16).
  constexpr std::uint32_t below(std::uint32_t n) {
    return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }

  // Uniform in [0, 1), in steps of 2^-20.
  constexpr double fraction() { return static_cast<double>(below(1u << 20)) / static_cast<double>(1u << 20); }

  // A stream derived from a seed and a label, e.g. the shuffle of game k of a set.
  static constexpr std::uint64_t derive(std::uint64_t seed, std::uint64_t label) {
    Random r(seed ^ (label * 0xD1B54A32D192ED03ull));
    r.next();
    return r.next();
  }

 private:
  std::uint64_t state_;
};

// The streams derived from a seed for the players, each named once. Their labels are those the
// players have always had: a set played again from its seed, a simulation or an arena run
// repeated, gives the same moves.
namespace seeds {

// A built-in player in a seat of a set played here (the window's Goat and Sheep, your autopilot,
// bizon bot, the arena and the AI's benches).
constexpr std::uint64_t builtInPlayer(std::uint64_t seed, Seat seat) { return Random::derive(seed, 1000 + static_cast<std::uint64_t>(index(seat))); }
// The player of a seat in `bizon simulate`.
constexpr std::uint64_t simulatedPlayer(std::uint64_t seed, Seat seat) { return Random::derive(seed, 100 + static_cast<std::uint64_t>(index(seat))); }
// A built-in player in a chair of a table server's set.
constexpr std::uint64_t servedPlayer(std::uint64_t seed, Seat seat) { return Random::derive(seed, 200 + static_cast<std::uint64_t>(index(seat))); }
// The player the test hooks put in your chair (screenshots, frame statistics).
constexpr std::uint64_t hooksAutopilot(std::uint64_t seed) { return Random::derive(seed, 3000); }
// `bizon join`'s player, from its name: the server keeps the set's seed to itself.
constexpr std::uint64_t joinPlayer(std::uint64_t nameHash) { return Random::derive(nameHash, 7); }
// The daily deal's set of a UTC date, from the date alone written as the number YYYYMMDD
// (20261207): SplitMix64 as derive() mixes it, the same on every computer and in every version.
constexpr std::uint64_t dailyDeal(std::uint64_t yyyymmdd) { return Random::derive(yyyymmdd, 5000); }
// Stands for the set's seed where this end is not told it (a table of friends: the server's).
inline constexpr std::uint64_t unknownSet = 7;

}  // namespace seeds

}  // namespace bizon
