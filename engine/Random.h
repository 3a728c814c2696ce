// A small, fast, seedable random generator (SplitMix64) so that every match is reproducible.
#pragma once

#include <cstdint>

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

}  // namespace bizon
