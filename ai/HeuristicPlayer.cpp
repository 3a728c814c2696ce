#include "HeuristicPlayer.h"

#include "BidModel.h"
#include "Knowledge.h"
#include "Random.h"
#include "ViewHash.h"

namespace bizon {

Packets HeuristicPlayer::choosePackets(const SeatView& view) {
  // The view holds nothing that favours either way (R16), so any choice is as good: a coin.
  Random random = viewRandom(seed_, view);
  return random.below(2) ? Packets::TwoThree : Packets::ThreeTwo;
}

Bid HeuristicPlayer::ruleBid(const SeatView& view) {
  const Card grass = *view.grass;
  if (view.round == 1)
    return roundOneStrength(view.hand, grass) >= eatThreshold ? Bid::eatGrass() : Bid::pass();
  const Suit best = bestRoundTwoTrump(view.hand, grass);
  return roundTwoStrength(view.hand, grass, best) >= eatThreshold ? Bid::eatGrass(best) : Bid::pass();
}

Bid HeuristicPlayer::bid(const SeatView& view) { return ruleBid(view); }

std::array<double, deckSize> HeuristicPlayer::cardScores(const SeatView& view, bool beginner) {
  std::array<double, deckSize> score{};
  const Knowledge k = knowledgeOf(view, !beginner);
  const int me = k.me;
  const int bizon = index(*view.bizon);
  const Suit trump = *view.trump;
  const bool otter = me != bizon;
  const int partner = otter ? 3 - me - bizon : -1;
  // Cards still out in the other hands; to a beginner, every card not in sight.
  CardSet onTable;
  for (Card c : view.currentTrick) onTable.add(c);
  const CardSet out = beginner ? CardSet::all() - view.hand - onTable
                               : CardSet::all() - view.hand - k.played[0] - k.played[1] - k.played[2];
  const CardSet trumpsOut = out & CardSet::of(trump);
  auto higherOut = [&](Card c) {
    CardSet h;
    for (Card x : out & CardSet::of(c.suit()))
      if (x.rank() > c.rank()) h.add(x);
    return h;
  };
  auto isVoid = [&](int seat, Suit s) { return (k.voids[static_cast<std::size_t>(seat)] >> static_cast<int>(s) & 1u) != 0; };
  // May this seat cut a lead of suit s? Known void in it, and not known void in trumps.
  auto mayCut = [&](int seat, Suit s) { return s != trump && isVoid(seat, s) && !isVoid(seat, trump) && !trumpsOut.empty(); };
  // Cost of spending a card: trumps are worth more than any side card.
  auto cost = [&](Card c) { return static_cast<double>(c.rank()) + (c.suit() == trump ? 6.0 : 0.0); };

  const auto& trick = view.currentTrick;
  for (Card c : view.legal) {
    const double pts = c.points();
    const int length = (view.hand & CardSet::of(c.suit())).size();
    double s;
    if (trick.size() == 0) {
      const bool master = higherOut(c).empty();
      if (!otter) {
        const bool cut = mayCut((me + 1) % 3, c.suit()) || mayCut((me + 2) % 3, c.suit());
        if (c.suit() == trump) s = master && !trumpsOut.empty() ? 80 + pts : 25 - cost(c);
        else if (master && !cut) s = 70 + pts;
        else s = 40 - cost(c) - 3 * pts + 4.0 * (3 - length);  // low from a short suit: get void
      } else {
        const bool bizonCuts = mayCut(bizon, c.suit());
        if (c.suit() == trump) s = master ? 45 + pts : 20 - cost(c);
        else if (master && !bizonCuts) s = 70 + pts;
        else s = 40 - cost(c) - 3 * pts - (bizonCuts ? 15 : 0) + (mayCut(partner, c.suit()) ? 10 : 0);
      }
    } else {
      Card best = trick[0];
      std::size_t bestAt = 0;
      for (std::size_t i = 1; i < trick.size(); ++i)
        if (beats(trick[i], best, trump)) best = trick[i], bestAt = i;
      const std::size_t leadAt = view.plays.size() - trick.size();
      const int winner = index(view.plays[leadAt + bestAt].seat);
      const bool partnerWinning = otter && winner == partner;
      const bool wins = beats(c, best, trump);
      const bool discard = c.suit() != trick[0].suit();
      if (trick.size() == 2) {
        if (partnerWinning) s = wins ? 10 - pts : 60 + 5 * pts;  // feed the partner, never overtake
        else if (wins) s = 70 + pts - 2 * cost(c);                 // win cheaply
        else s = 40 - 4 * pts - cost(c) - (discard && length <= 2 ? -3 : 0);
      } else {
        const int last = (me + 1) % 3;
        // Can the last seat still beat card x? Higher in the suit, or a cut when void.
        auto beatable = [&](Card x) {
          if (isVoid(last, trick[0].suit())) return x.suit() != trump ? !trumpsOut.empty() && !isVoid(last, trump) : !higherOut(x).empty();
          return !higherOut(x).empty();
        };
        if (partnerWinning && !beatable(best)) s = wins ? 10 - pts : 55 + 4 * pts;
        else if (wins && !beatable(c)) s = 65 + 3 * pts;
        else if (wins && otter && last == partner) s = 45 + pts - cost(c);
        else s = 40 - 4 * pts - cost(c);
      }
    }
    score[static_cast<std::size_t>(c.index())] = s + 100;  // legal cards all above 0
  }
  return score;
}

Card HeuristicPlayer::ruleCard(const SeatView& view, bool beginner) {
  const auto score = cardScores(view, beginner);
  Card best = view.legal.first();
  for (Card c : view.legal)
    if (score[static_cast<std::size_t>(c.index())] > score[static_cast<std::size_t>(best.index())]) best = c;
  return best;
}

Card HeuristicPlayer::play(const SeatView& view) { return ruleCard(view, beginner_); }

}  // namespace bizon
