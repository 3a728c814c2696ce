#include "Knowledge.h"

namespace bizon {

Knowledge knowledgeOf(const SeatView& view, bool voids) {
  Knowledge k;
  k.me = index(view.seat);
  for (int s = 0; s < 3; ++s) k.handSize[static_cast<std::size_t>(s)] = 8;
  for (std::size_t i = 0; i < view.plays.size(); ++i) {
    const PlayEntry& p = view.plays[i];
    const auto s = static_cast<std::size_t>(index(p.seat));
    k.played[s].add(p.card);
    --k.handSize[s];
    // A card off the led suit shows a void in it from then on (R10).
    const Card led = view.plays[i - i % 3].card;
    if (voids && i % 3 != 0 && p.card.suit() != led.suit())
      k.voids[s] = static_cast<std::uint8_t>(k.voids[s] | 1u << static_cast<int>(led.suit()));
  }
  for (const Trick& t : view.tricks) k.gp[static_cast<std::size_t>(index(t.winner))] += t.points();
  k.holds[static_cast<std::size_t>(k.me)] = view.hand;
  CardSet gone = view.hand;
  for (const CardSet& p : k.played) gone = gone | p;
  // The eaten grass was seen going into the Bizon's hand (R9); it is there until played.
  if (view.bizon && view.grass && !gone.contains(*view.grass))
    k.holds[static_cast<std::size_t>(index(*view.bizon))].add(*view.grass);
  CardSet known;
  for (const CardSet& h : k.holds) known = known | h;
  k.hidden = CardSet::all() - known - gone;
  return k;
}

}  // namespace bizon
