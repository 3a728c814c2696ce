// Runs the tweens of a scene each frame; the scene is idle when none is left.
#pragma once

#include <vector>

#include "scene/Tween.h"

namespace bizon::scene {

class Tweener {
 public:
  void add(Tween tween);
  // Advances every tween by dt seconds (scaled by the tempo before it gets here).
  void update(float dt);
  // Jumps every running tween to its end, in order: a click skips the animation this way.
  void finishAll();
  bool idle() const { return tweens_.empty(); }
  std::size_t size() const { return tweens_.size(); }

 private:
  std::vector<Tween> tweens_;
  std::vector<Tween> added_;  // tweens added from callbacks while updating
  bool updating_ = false;
};

}  // namespace bizon::scene
