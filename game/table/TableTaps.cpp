#include "table/TableTaps.h"

namespace bizon::table {

Tap tapOn(const TableScene& scene, sf::Vector2f point, Awaiting awaiting) {
  Tap tap;
  tap.action = scene.box().tap(point);
  tap.button = tap.action.has_value();
  if (tap.button) return tap;
  const Layout& layout = scene.layout();
  if (awaiting == Awaiting::Bid1 && layout.grassBox().contains(point)) tap.action = Action::Eat;
  else if (awaiting == Awaiting::Bid1 && layout.deckBox().contains(point)) tap.action = Action::Pass;
  if (tap.action || awaiting != Awaiting::Play) return tap;
  const auto& hand = scene.model().hand(Seat::You);
  // The rightmost card lies on top: test from the right.
  for (auto it = hand.rbegin(); it != hand.rend() && !tap.card; ++it)
    if (scene.stage().sprite(*it).contains(point)) tap.card = *it;
  return tap;
}

}  // namespace bizon::table
