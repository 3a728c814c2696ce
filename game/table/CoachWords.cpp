#include "table/CoachWords.h"

#include <algorithm>
#include <cmath>

#include "scene/Label.h"
#include "table/CardPainter.h"

namespace bizon::table {

namespace {

// An SP value as the box says it: one decimal, signed when it is not nothing ("+1.4", "-0.2").
std::string spWords(const Texts& t, double sp) {
  const double rounded = std::round(sp * 10.0) / 10.0;
  if (rounded == 0.0) return t.decimal(0.0, 1);
  return (rounded > 0 ? "+" : "") + t.decimal(rounded, 1);
}

// A card as its corner shows it: "K♠".
std::string cardWords(const Texts& t, Card c) {
  const std::string text = code(c);
  return t("card.index." + text.substr(0, 1)) + scene::utf8(CardPainter::symbolOf(c.suit()));
}

// Who takes the trick on the table once `card` joins it.
bool takesTrick(const SeatView& view, Card card) {
  if (view.currentTrick.empty() || !view.trump) return false;
  Card best = view.currentTrick[0];
  for (std::size_t i = 1; i < view.currentTrick.size(); ++i)
    if (beats(view.currentTrick[i], best, *view.trump)) best = view.currentTrick[i];
  return beats(card, best, *view.trump);
}

// Your trumps if `choice` (eat, eat:S) were the bid: the suit's cards in your hand, and the grass
// when it is of that suit (round 1: the Bizon takes it); "3 trumps and the ace", "no trump".
std::string trumpWords(const Texts& t, const SeatView& view, const Choice& choice) {
  if (!view.grass) return {};
  const Bid* bid = std::get_if<Bid>(&choice);
  const Suit suit = bid && bid->trump ? *bid->trump : view.grass->suit();
  int count = 0;
  bool ace = false;
  for (Card c : view.hand)
    if (c.suit() == suit) {
      ++count;
      ace = ace || c.rank() == Rank::Ace;
    }
  if (view.grass->suit() == suit) {
    ++count;
    ace = ace || view.grass->rank() == Rank::Ace;
  }
  if (count == 0) return t("hint.trumps_none");
  const std::string trumps = t.plural("hint.trumps", count);
  return ace ? t.format("hint.trumps_ace", {{"trumps", trumps}}) : trumps;
}

}  // namespace

std::string optionWords(const Texts& t, const Choice& choice) {
  if (const Card* card = std::get_if<Card>(&choice)) return cardWords(t, *card);
  if (const Bid* bid = std::get_if<Bid>(&choice)) {
    if (!bid->eat) return t("coach.option.pass");
    if (!bid->trump) return t("coach.option.eat");
    return t.format("coach.option.name", {{"suit", t.suit(*bid->trump)}});
  }
  return choiceCode(choice);  // packets: 3-2 or 2-3, digits
}

namespace {

bool eats(const Choice& choice) {
  const Bid* bid = std::get_if<Bid>(&choice);
  return bid && bid->eat;
}

// The cards worth the best's value within the analysis's noise (Marks.h, sameSp), best first.
std::vector<const OptionValue*> equalBest(const DecisionAnalysis& valued, const OptionValue& best) {
  std::vector<const OptionValue*> equal{&best};
  for (const OptionValue& o : valued.options)
    if (o.choice != best.choice && best.expectedSp - o.expectedSp < sameSp) equal.push_back(&o);
  std::stable_sort(equal.begin() + 1, equal.end(), [](const auto* a, const auto* b) { return a->expectedSp > b->expectedSp; });
  return equal;
}

// "Q♠", "Q♠ or K♠", "A♠, K♠ or Q♠".
std::string eitherWords(const Texts& t, const std::vector<const OptionValue*>& options) {
  std::string first = optionWords(t, options[0]->choice);
  for (std::size_t i = 1; i + 1 < options.size(); ++i) first += ", " + optionWords(t, options[i]->choice);
  if (options.size() == 1) return first;
  return t.format("hint.or", {{"first", first}, {"last", optionWords(t, options.back()->choice)}});
}

// The hint for a card: the best card, or each card as good as it, and why: what it expects and
// what the best of the others expects. "Every card" only when every card is as good as the best
// within the noise, so the words never claim what the values deny.
std::string playHint(const Texts& t, const DecisionAnalysis& valued, const OptionValue& best) {
  const std::string sp = spWords(t, best.expectedSp);
  const auto equal = equalBest(valued, best);
  const std::string hint = t.format("hint.play", {{"card", optionWords(t, best.choice)}});
  if (equal.size() == valued.options.size()) return t.format("hint.with_reason", {{"hint", hint}, {"reason", t.format("hint.reason_play_same", {{"sp", sp}})}});
  const OptionValue* next = nullptr;  // the best card not as good as the best
  for (const OptionValue& o : valued.options)
    if (std::find(equal.begin(), equal.end(), &o) == equal.end() && (!next || o.expectedSp > next->expectedSp)) next = &o;
  const std::string reason = t.format(equal.size() > 1 ? "hint.reason_play_equal" : "hint.reason_play",
                                      {{"sp", sp}, {"other_card", optionWords(t, next->choice)}, {"other", spWords(t, next->expectedSp)}});
  return t.format("hint.with_reason", {{"hint", t.format("hint.play", {{"card", eitherWords(t, equal)}})}, {"reason", reason}});
}

}  // namespace

std::optional<std::string> coachLine(const Texts& t, const DecisionPoint& point, const DecisionAnalysis& judged) {
  const Mark mark = markOf(judged);
  if (mark < Mark::Mistake || judged.best == judged.played) return std::nullopt;
  std::string key = "coach.weaker";
  if (judged.kind == DecisionKind::Bid) {
    const bool ate = eats(judged.played), best = eats(judged.best);
    if (ate && !best) key = "coach.too_bold";
    if (!ate && best) key = "coach.too_careful";
  } else if (judged.kind == DecisionKind::Play && point.view.currentTrick.size() == 2) {
    // Last to play: the card chosen lets the trick go where the best one takes it.
    const Card* played = std::get_if<Card>(&judged.played);
    const Card* best = std::get_if<Card>(&judged.best);
    if (played && best && takesTrick(point.view, *best) && !takesTrick(point.view, *played)) key = "coach.gave_trick";
  }
  return t.format(key, {{"mark", t("analysis.mark." + std::string(code(mark)))},
                        {"played", optionWords(t, judged.played)},
                        {"best", optionWords(t, judged.best)},
                        {"sp", t.decimal(std::round(judged.costSp * 10.0) / 10.0, 1)}});
}

std::string whereWords(const Texts& t, const DecisionAnalysis& judged) {
  switch (judged.kind) {
    case DecisionKind::Play: return t.format("coach.where_trick", {{"n", judged.index / 3 + 1}});
    case DecisionKind::Bid: return t("coach.where_bidding");
    case DecisionKind::Packets: return t("coach.where_deal");
  }
  return {};
}

const DecisionAnalysis* worstMistake(const std::vector<DecisionAnalysis>& judged) {
  const DecisionAnalysis* worst = nullptr;
  for (const DecisionAnalysis& d : judged)
    if (markOf(d) >= Mark::Mistake && (!worst || d.costSp > worst->costSp)) worst = &d;
  return worst;
}

std::string gameLine(const Texts& t, const std::vector<DecisionAnalysis>& judged) {
  const DecisionAnalysis* worst = worstMistake(judged);
  if (!worst) return t("coach.well_played");
  const auto n = std::count_if(judged.begin(), judged.end(), [](const DecisionAnalysis& d) { return markOf(d) >= Mark::Mistake; });
  if (n == 1) return t.format("coach.one_mistake", {{"where", whereWords(t, *worst)}});
  return t.format("coach.mistakes", {{"n", n}, {"where", whereWords(t, *worst)}});
}

std::string hintLine(const Texts& t, const SeatView& view, const DecisionAnalysis& valued) {
  const OptionValue* best = valued.option(valued.best);
  if (!best) return {};
  const std::string sp = spWords(t, best->expectedSp);
  const auto said = [&t](std::string hint, std::string reason) {
    return t.format("hint.with_reason", {{"hint", hint}, {"reason", reason}});
  };
  if (valued.kind == DecisionKind::Packets)
    return said(t(best->choice == Choice(Packets::TwoThree) ? "hint.packets_2_3" : "hint.packets_3_2"),
                t.format("hint.reason_packets", {{"sp", sp}}));
  if (valued.kind == DecisionKind::Play) return playHint(t, valued, *best);
  // The best of the others: passing against an eat, the best eat against a pass, the next card.
  const OptionValue* other = nullptr;
  for (const OptionValue& o : valued.options) {
    if (o.choice == best->choice) continue;
    if (valued.kind == DecisionKind::Bid && eats(o.choice) == eats(best->choice)) continue;
    if (!other || o.expectedSp > other->expectedSp) other = &o;
  }
  if (!other) return {};
  const std::string otherSp = spWords(t, other->expectedSp);
  if (!eats(best->choice))
    return said(t("hint.pass"), t.format("hint.reason_pass", {{"trumps", trumpWords(t, view, other->choice)},
                                                             {"option", optionWords(t, other->choice)},
                                                             {"other", otherSp},
                                                             {"sp", sp}}));
  const Bid& eat = std::get<Bid>(best->choice);
  const std::string hint = eat.trump ? t.format("hint.name", {{"suit", t.suit(*eat.trump)}}) : t("hint.eat");
  return said(hint, t.format("hint.reason_eat", {{"trumps", trumpWords(t, view, best->choice)}, {"sp", sp}, {"other", otherSp}}));
}

}  // namespace bizon::table
