// What a tap on the table means, the same at a set and in a lesson: a button of the box, the grass or the deck (eat or pass in the first round), or the card of your hand drawn under it.
#pragma once

#include <optional>

#include <SFML/System/Vector2.hpp>

#include "session/Awaiting.h"
#include "table/TableScene.h"

namespace bizon::table {

struct Tap {
  std::optional<Action> action;  // a button, or the grass or the deck standing for one
  std::optional<Card> card;      // the card of your hand under the tap (while you are to play)
  bool button = false;           // the action is a button's (it sounds)
};

// Read where the table lies now, before a landing moves anything.
Tap tapOn(const TableScene& scene, sf::Vector2f point, Awaiting awaiting);

}  // namespace bizon::table
