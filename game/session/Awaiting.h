// What the table waits for from you, and the actions you take with buttons, keys, the grass and the deck.
#pragma once

#include <cstdint>

namespace bizon::table {

// Next and Finish: a lesson's page read (Learn to play), Finish the last one, which starts a set.
enum class Awaiting : std::uint8_t { Nothing, Packets, Bid1, Bid2, Play, Keep, Next, Finish };

enum class Action : std::uint8_t { Packets32, Packets23, Eat, Pass, Clubs, Diamonds, Hearts, Spades, Hint, Keep,
                                   Menu, Next, Review, TakeBack };

}  // namespace bizon::table
