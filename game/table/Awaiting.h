// What the table waits for from you, and the actions you take with buttons, keys, the grass and the deck.
#pragma once

#include <cstdint>

namespace bizon::table {

enum class Awaiting : std::uint8_t { Nothing, Packets, Bid1, Bid2, Play, Keep };

enum class Action : std::uint8_t { Packets32, Packets23, Eat, Pass, Clubs, Diamonds, Hearts, Spades, Hint, Keep,
                                   Menu, TakeBack };

}  // namespace bizon::table
