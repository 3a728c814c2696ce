#include "scene/Tween.h"

#include <memory>

#include "scene/Node.h"

namespace bizon::scene {

namespace {

template <class T>
T lerp(T a, T b, float t) {
  return a + (b - a) * t;
}

// One property of a node from its value when the tween starts (`get`) to `to`.
template <class T, class Get, class Set>
Tween towards(Get get, Set set, T to, float duration, Ease curve, float delay) {
  auto from = std::make_shared<T>();
  Tween t;
  t.delay = delay;
  t.duration = duration;
  t.curve = curve;
  t.start = [get, from] { *from = get(); };
  t.apply = [set, from, to](float p) { set(lerp(*from, to, p)); };
  return t;
}

}  // namespace

Tween moveTo(Node& node, sf::Vector2f to, float duration, Ease curve, float delay) {
  return towards([&node] { return node.getPosition(); }, [&node](sf::Vector2f v) { node.setPosition(v); },
                 to, duration, curve, delay);
}

Tween rotateTo(Node& node, float degrees, float duration, Ease curve, float delay) {
  // Turn the short way round.
  const auto start = [&node, degrees] {
    float from = node.getRotation();
    while (from - degrees > 180.f) from -= 360.f;
    while (degrees - from > 180.f) from += 360.f;
    return from;
  };
  return towards(start, [&node](float v) { node.setRotation(v); }, degrees, duration, curve, delay);
}

Tween scaleTo(Node& node, sf::Vector2f to, float duration, Ease curve, float delay) {
  return towards([&node] { return node.getScale(); }, [&node](sf::Vector2f v) { node.setScale(v); },
                 to, duration, curve, delay);
}

Tween fadeTo(Node& node, float opacity, float duration, Ease curve, float delay) {
  return towards([&node] { return node.opacity(); }, [&node](float v) { node.setOpacity(v); },
                 opacity, duration, curve, delay);
}

Tween wait(float duration, std::function<void()> done) {
  Tween t;
  t.delay = duration;
  t.duration = 0.f;
  t.done = std::move(done);
  return t;
}

}  // namespace bizon::scene
