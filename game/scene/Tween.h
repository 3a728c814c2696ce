// One animation of one property over time: a delay, a duration, an easing and what it changes.
#pragma once

#include <functional>

#include <SFML/System/Vector2.hpp>

#include "scene/Easing.h"

namespace bizon::scene {

class Node;

struct Tween {
  float delay = 0.f;
  float duration = 0.f;
  Ease curve = Ease::OutCubic;
  // Called once when the delay has passed: reads the starting value, so chains start where the
  // previous tween left off.
  std::function<void()> start;
  // Called with the eased progress 0..1.
  std::function<void(float)> apply;
  // Called once after apply(1).
  std::function<void()> done;

  float elapsed = 0.f;
  bool started = false;
};

// The common tweens of the table; `node` must outlive the tween.
Tween moveTo(Node& node, sf::Vector2f to, float duration, Ease curve = Ease::OutCubic,
             float delay = 0.f);
Tween rotateTo(Node& node, float degrees, float duration, Ease curve = Ease::OutCubic,
               float delay = 0.f);
Tween scaleTo(Node& node, sf::Vector2f to, float duration, Ease curve = Ease::OutCubic,
              float delay = 0.f);
Tween fadeTo(Node& node, float opacity, float duration, Ease curve = Ease::Linear,
             float delay = 0.f);
// Nothing moves; `done` runs after the delay (a pause between steps of the story).
Tween wait(float duration, std::function<void()> done = {});

}  // namespace bizon::scene
