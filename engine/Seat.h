// The three seats at the table, clockwise you → goat → sheep (R1), and their record codes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bizon {

enum class Seat : std::uint8_t { You, Goat, Sheep };

inline constexpr std::array<Seat, 3> allSeats{Seat::You, Seat::Goat, Seat::Sheep};

constexpr int index(Seat s) { return static_cast<int>(s); }
constexpr Seat seatAt(int i) { return static_cast<Seat>(i % 3); }

// The next seat clockwise: "the player to the left of X" (R1).
constexpr Seat leftOf(Seat s) { return seatAt(index(s) + 1); }

// The code used in records and on the command line: "you", "goat", "sheep".
constexpr std::string_view code(Seat s) {
  constexpr std::array<std::string_view, 3> codes{"you", "goat", "sheep"};
  return codes[static_cast<std::size_t>(s)];
}

constexpr std::optional<Seat> parseSeat(std::string_view text) {
  for (Seat s : allSeats)
    if (code(s) == text) return s;
  return std::nullopt;
}

// Per-seat values (GP, SP, trick counts), indexed by seat.
template <class T>
struct PerSeat {
  std::array<T, 3> values{};
  constexpr T& operator[](Seat s) { return values[static_cast<std::size_t>(s)]; }
  constexpr const T& operator[](Seat s) const { return values[static_cast<std::size_t>(s)]; }
  friend constexpr bool operator==(const PerSeat&, const PerSeat&) = default;
};

}  // namespace bizon
