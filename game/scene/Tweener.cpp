#include "scene/Tweener.h"

#include <algorithm>

namespace bizon::scene {

void Tweener::add(Tween tween) {
  if (updating_)
    added_.push_back(std::move(tween));
  else
    tweens_.push_back(std::move(tween));
}

void Tweener::update(float dt) {
  updating_ = true;
  for (Tween& t : tweens_) {
    float left = dt;
    if (!t.started) {
      if (t.delay > left) {
        t.delay -= left;
        continue;
      }
      left -= t.delay;
      t.delay = 0.f;
      t.started = true;
      if (t.start) t.start();
    }
    t.elapsed += left;
    const float p = t.duration <= 0.f ? 1.f : std::min(1.f, t.elapsed / t.duration);
    if (t.apply) t.apply(ease(t.curve, p));
    if (p >= 1.f) {
      t.duration = -1.f;  // marks it finished
      if (t.done) t.done();
    }
  }
  std::erase_if(tweens_, [](const Tween& t) { return t.duration < 0.f; });
  updating_ = false;
  for (Tween& t : added_) tweens_.push_back(std::move(t));
  added_.clear();
}

void Tweener::finishAll() {
  // Callbacks may add follow-up tweens; finish those too, with a bound in case one loops.
  for (int guard = 0; guard < 64 && !tweens_.empty(); ++guard) {
    std::vector<Tween> running;
    running.swap(tweens_);
    updating_ = true;
    for (Tween& t : running) {
      if (!t.started && t.start) t.start();
      if (t.apply) t.apply(1.f);
      if (t.done) t.done();
    }
    updating_ = false;
    for (Tween& t : added_) tweens_.push_back(std::move(t));
    added_.clear();
  }
}

}  // namespace bizon::scene
