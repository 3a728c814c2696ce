#include "scene/Tween.h"

#include <memory>

#include "scene/Node.h"

namespace bizon::scene {

namespace {

template <class T>
T lerp(T a, T b, float t) {
  return a + (b - a) * t;
}

}  // namespace

Tween moveTo(Node& node, sf::Vector2f to, float duration, Ease curve, float delay) {
  auto from = std::make_shared<sf::Vector2f>();
  Tween t;
  t.delay = delay;
  t.duration = duration;
  t.curve = curve;
  t.start = [&node, from] { *from = node.getPosition(); };
  t.apply = [&node, from, to](float p) { node.setPosition(lerp(*from, to, p)); };
  return t;
}

Tween rotateTo(Node& node, float degrees, float duration, Ease curve, float delay) {
  auto from = std::make_shared<float>();
  Tween t;
  t.delay = delay;
  t.duration = duration;
  t.curve = curve;
  t.start = [&node, from, degrees] {
    // Turn the short way round.
    float start = node.getRotation();
    while (start - degrees > 180.f) start -= 360.f;
    while (degrees - start > 180.f) start += 360.f;
    *from = start;
  };
  t.apply = [&node, from, degrees](float p) { node.setRotation(lerp(*from, degrees, p)); };
  return t;
}

Tween scaleTo(Node& node, sf::Vector2f to, float duration, Ease curve, float delay) {
  auto from = std::make_shared<sf::Vector2f>();
  Tween t;
  t.delay = delay;
  t.duration = duration;
  t.curve = curve;
  t.start = [&node, from] { *from = node.getScale(); };
  t.apply = [&node, from, to](float p) { node.setScale(lerp(*from, to, p)); };
  return t;
}

Tween fadeTo(Node& node, float opacity, float duration, Ease curve, float delay) {
  auto from = std::make_shared<float>();
  Tween t;
  t.delay = delay;
  t.duration = duration;
  t.curve = curve;
  t.start = [&node, from] { *from = node.opacity(); };
  t.apply = [&node, from, opacity](float p) { node.setOpacity(lerp(*from, opacity, p)); };
  return t;
}

Tween wait(float duration, std::function<void()> done) {
  Tween t;
  t.delay = duration;
  t.duration = 0.f;
  t.done = std::move(done);
  return t;
}

}  // namespace bizon::scene
