// Tweens move nodes over time, chain from where the last left off, and can be skipped at once.
#include <catch2/catch.hpp>

#include "scene/Node.h"
#include "scene/Tweener.h"

using namespace bizon::scene;

TEST_CASE("a move tween reaches its end after its duration", "[tween]") {
  Node node;
  Tweener tweens;
  tweens.add(moveTo(node, {100.f, 50.f}, 1.f, Ease::Linear));
  tweens.update(0.5f);
  CHECK(node.getPosition().x == Approx(50.f));
  CHECK_FALSE(tweens.idle());
  tweens.update(0.6f);
  CHECK(node.getPosition().x == Approx(100.f));
  CHECK(node.getPosition().y == Approx(50.f));
  CHECK(tweens.idle());
}

TEST_CASE("a delayed tween starts from where the node is when its delay ends", "[tween]") {
  Node node;
  Tweener tweens;
  tweens.add(moveTo(node, {10.f, 0.f}, 1.f, Ease::Linear));
  tweens.add(moveTo(node, {20.f, 0.f}, 1.f, Ease::Linear, 1.f));
  tweens.update(1.f);
  CHECK(node.getPosition().x == Approx(10.f));
  tweens.update(0.5f);
  CHECK(node.getPosition().x == Approx(15.f));
}

TEST_CASE("finishAll jumps to the end, running callbacks and the tweens they add", "[tween]") {
  Node node;
  Tweener tweens;
  int done = 0;
  tweens.add(wait(2.f, [&] {
    ++done;
    tweens.add(fadeTo(node, 0.f, 1.f));
  }));
  tweens.add(rotateTo(node, 90.f, 5.f));
  tweens.finishAll();
  CHECK(done == 1);
  CHECK(tweens.idle());
  CHECK(node.getRotation() == Approx(90.f));
  CHECK(node.opacity() == Approx(0.f));
}

TEST_CASE("a rotation takes the short way round", "[tween]") {
  Node node;
  node.setRotation(350.f);
  Tweener tweens;
  tweens.add(rotateTo(node, 10.f, 1.f, Ease::Linear));
  tweens.update(0.5f);
  const float r = node.getRotation();
  CHECK((r == Approx(0.f).margin(0.01) || r == Approx(360.f).margin(0.01)));
}

TEST_CASE("tweens added from a callback during an update run on the next update", "[tween]") {
  Node node;
  Tweener tweens;
  tweens.add(wait(0.1f, [&] { tweens.add(moveTo(node, {5.f, 5.f}, 0.f)); }));
  tweens.update(0.2f);
  CHECK_FALSE(tweens.idle());
  tweens.update(0.01f);
  CHECK(node.getPosition().x == Approx(5.f));
  CHECK(tweens.idle());
}
