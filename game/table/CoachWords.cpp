#include "table/CoachWords.h"

#include <algorithm>
#include <cmath>

#include "scene/Label.h"
#include "session/Verdicts.h"
#include "table/CardPainter.h"

using bizon::localization::Arguments;

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

// "3 trumps and the ace", "and", "plus": `first, …` joined as the words join them.
std::string joined(const Texts& t, const std::vector<std::string>& parts, std::string_view key) {
  std::string first = parts.front();
  for (std::size_t i = 1; i + 1 < parts.size(); ++i) first += ", " + parts[i];
  return parts.size() == 1 ? first : t.format(key, {{"first", first}, {"last", parts.back()}});
}

// Your holding if `choice` (eat, eat:S) were the bid, as far as the analysis's values respond to
// it: the trumps (the suit's cards in your hand, and the grass when it is of that suit: round 1,
// the Bizon takes it) and whether the ace is among them, then your other aces and the suits you
// lack, which let you take tricks by rank or by trumping: "3 trumps and the ace plus another ace
// and a void suit", "the ace of trumps alone", "no trump".
std::string trumpWords(const Texts& t, const SeatView& view, const Choice& choice) {
  if (!view.grass) return {};
  const Bid* bid = std::get_if<Bid>(&choice);
  const Suit suit = bid && bid->trump ? *bid->trump : view.grass->suit();
  int count = 0, sideAces = 0;
  bool ace = false;
  std::array<bool, 4> held{};
  for (Card c : view.hand) {
    held[static_cast<std::size_t>(c.suit())] = true;
    if (c.suit() != suit) {
      sideAces += c.rank() == Rank::Ace;
      continue;
    }
    ++count;
    ace = ace || c.rank() == Rank::Ace;
  }
  if (view.grass->suit() == suit) {
    ++count;
    ace = ace || view.grass->rank() == Rank::Ace;
  }
  int voids = 0;
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades})
    voids += s != suit && !held[static_cast<std::size_t>(s)];
  const std::string trumps = count == 0        ? t("hint.trumps_none")
                             : count == 1 && ace ? t("hint.trumps_ace_alone")
                             : ace              ? t.format("hint.trumps_ace", {{"trumps", t.plural("hint.trumps", count)}})
                                                : t.plural("hint.trumps", count);
  std::vector<std::string> extras;
  if (sideAces > 0) extras.push_back(t.plural("hint.side_aces", sideAces));
  if (voids > 0) extras.push_back(t.plural("hint.voids", voids));
  if (extras.empty()) return trumps;
  return t.format("hint.holding", {{"trumps", trumps}, {"extras", joined(t, extras, "hint.and")}});
}

}  // namespace

long shareTenths(double share) {
  if (share <= 1e-6) return 0;
  if (share >= 1 - 1e-6) return 10;
  return std::clamp(std::lround(share * 10), 1L, 9L);
}

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

// "Q♠", "Q♠ or K♠", "A♠, K♠ or Q♠".
std::string eitherWords(const Texts& t, const std::vector<const OptionValue*>& options) {
  std::vector<std::string> words;
  for (const OptionValue* o : options) words.push_back(optionWords(t, o->choice));
  return joined(t, words, "hint.or");
}

// A share of the sampled deals as the words say it, in tenths: "in 8 of 10 deals I can imagine",
// "in every deal I can imagine"; `brief` for the second of two: "in 2 of 10". A share neither none
// nor all is never rounded to either.
std::string shareWords(const Texts& t, double share, bool brief) {
  const std::string form = brief ? "reason.brief_" : "reason.share_";
  if (share <= 1e-6) return t(form + "none");
  if (share >= 1 - 1e-6) return t(form + "all");
  const long n = shareTenths(share);
  return brief ? t.format(form + "some", {{"n", n}}) : t.plural(form + "some", n);
}

// Nothing the seat plays changes the game: in every deal every card gives the seat the same SP.
std::optional<int> decidedSp(const DecisionAnalysis& valued) {
  if (valued.kind != DecisionKind::Play || !valued.options.front().spShares) return std::nullopt;
  const auto& first = *valued.options.front().spShares;
  const auto certain = std::find_if(first.begin(), first.end(), [](double s) { return s >= 1 - 1e-6; });
  if (certain == first.end()) return std::nullopt;
  for (const OptionValue& o : valued.options)
    if (!o.spShares || (*o.spShares)[static_cast<std::size_t>(certain - first.begin())] < 1 - 1e-6) return std::nullopt;
  return gameSps[static_cast<std::size_t>(certain - first.begin())];
}

// Nothing played changes the game, in words: when the GP already taken settle it, who holds them
// (the Otters more than the Bizon can still reach, or the Bizon more than either Otter can); else
// the SP every deal gives you.
std::optional<std::string> decidedWords(const Texts& t, const SeatView& view, const DecisionAnalysis& valued) {
  const auto sp = decidedSp(valued);
  if (!sp) return std::nullopt;
  if (view.bizon) {
    std::array<int, 3> gp{};
    for (const Trick& trick : view.tricks) gp[static_cast<std::size_t>(index(trick.winner))] += trick.points();
    const int left = 40 - gp[0] - gp[1] - gp[2];
    const int bizon = gp[static_cast<std::size_t>(index(*view.bizon))];
    int otter = 0;
    for (Seat s : allSeats)
      if (s != *view.bizon) otter = std::max(otter, gp[static_cast<std::size_t>(index(s))]);
    if (otter > bizon + left) return t.format("reason.decided_otters", {{"gp", otter}});
    if (bizon > otter + left) return t.format("reason.decided_bizon", {{"gp", bizon}});
  }
  return t.format("reason.decided", {{"sp", (*sp > 0 ? "+" : "") + std::to_string(*sp)}});
}

// The share of the deals in which the option gives the seat exactly `sp` (one of gameSps).
double shareOf(const OptionValue& o, int sp) {
  const auto k = static_cast<std::size_t>(std::find(gameSps.begin(), gameSps.end(), sp) - gameSps.begin());
  return o.spShares && k < gameSps.size() ? (*o.spShares)[k] : 0;
}

// The fact that tells two cards apart, the first that reads differently in tenths and leans the
// way the values do: how often each wins the game for you, else how often each takes the trick,
// else how often each wins or ties, gets the +10 SP of a game with every GP, or the -10 of none.
std::optional<std::string> cardFact(const Texts& t, const SeatView& view, const OptionValue& chosen, const OptionValue& other) {
  const Arguments cards{{"card", optionWords(t, chosen.choice)}, {"other_card", optionWords(t, other.choice)}};
  auto with = [&](std::string_view key, double mine, double theirs, Arguments a = {}) {
    a.insert(a.end(), cards.begin(), cards.end());
    a.emplace_back("share", shareWords(t, mine, false));
    a.emplace_back("other_share", shareWords(t, theirs, true));
    return t.format(key, a);
  };
  const bool better = chosen.expectedSp >= other.expectedSp;
  // Tells them apart, and says more of the better one when `higher` is the better.
  auto differs = [&](double mine, double theirs, bool higher) {
    return shareTenths(mine) != shareTenths(theirs) && ((mine > theirs) == higher) == better;
  };
  const bool shares = chosen.spShares && other.spShares;
  if (shares && differs(chosen.shareAtLeast(3), other.shareAtLeast(3), true))
    return with("reason.win", chosen.shareAtLeast(3), other.shareAtLeast(3));
  if (chosen.trickShare && other.trickShare && shareTenths(*chosen.trickShare) != shareTenths(*other.trickShare))
    return with(view.bizon == view.seat ? "reason.trick_you" : "reason.trick_side", *chosen.trickShare, *other.trickShare);
  if (!shares) return std::nullopt;
  if (differs(chosen.shareAtLeast(1), other.shareAtLeast(1), true))
    return with("reason.win_or_tie", chosen.shareAtLeast(1), other.shareAtLeast(1));
  for (const int sp : {10, -10})
    if (differs(shareOf(chosen, sp), shareOf(other, sp), sp > 0))
      return with("reason.sp_share", shareOf(chosen, sp), shareOf(other, sp), {{"points", sp > 0 ? "+10" : "-10"}});
  return std::nullopt;
}

// A sentence begins with a capital: "passing expects …" opens a reason.
std::string sentence(std::string words) {
  if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') words[0] = static_cast<char>(words[0] - 'a' + 'A');
  return words;
}

std::string reasonOf(const Texts& t, const SeatView& view, const DecisionAnalysis& valued, const OptionValue& chosen,
                     const OptionValue& other, bool brief);

}  // namespace

std::string reasonWords(const Texts& t, const SeatView& view, const DecisionAnalysis& valued, const OptionValue& chosen,
                        const OptionValue& other, bool brief) {
  return sentence(reasonOf(t, view, valued, chosen, other, brief));
}

namespace {

std::string reasonOf(const Texts& t, const SeatView& view, const DecisionAnalysis& valued, const OptionValue& chosen,
                     const OptionValue& other, bool brief) {
  if (const auto decided = decidedWords(t, view, valued)) return *decided;
  const Arguments values{{"sp", spWords(t, chosen.expectedSp)}, {"other", spWords(t, other.expectedSp)},
                         {"card", optionWords(t, chosen.choice)}, {"other_card", optionWords(t, other.choice)}};
  if (valued.kind == DecisionKind::Play) {
    const auto fact = cardFact(t, view, chosen, other);
    if (brief) return fact.value_or("");
    if (!fact) return t.format("reason.values", values);
    Arguments a = values;
    a.emplace_back("fact", *fact);
    return t.format("reason.with_values", a);
  }
  if (valued.kind == DecisionKind::Bid && eats(chosen.choice) != eats(other.choice) && chosen.spShares && other.spShares &&
      view.grass) {
    // The eat against the pass, whichever is better: how often eating wins the game.
    const OptionValue& eat = eats(chosen.choice) ? chosen : other;
    const OptionValue& pass = eats(chosen.choice) ? other : chosen;
    return t.format(brief ? "reason.bid_brief" : "reason.bid",
                    {{"trumps", trumpWords(t, view, eat.choice)},
                     {"option", optionWords(t, eat.choice)},
                     {"share", shareWords(t, eat.shareAtLeast(3), false)},
                     {"eat", spWords(t, eat.expectedSp)},
                     {"pass", spWords(t, pass.expectedSp)}});
  }
  return brief ? std::string() : t.format("reason.values", values);
}

// Why every option is as good as the best (none is set against it): the game is decided, or each
// expects about the same.
std::string sameReason(const Texts& t, const SeatView& view, const DecisionAnalysis& valued, const OptionValue& best) {
  if (const auto decided = decidedWords(t, view, valued)) return *decided;
  return t.format("hint.reason_play_same", {{"sp", spWords(t, best.expectedSp)}});
}

// The hint for a card: the best card, or each card as good as it, and why. "Every card" only when
// every card is as good as the best within the noise, so the words never claim what the values deny;
// "any card but …" when more are as good as it than not (three at least), the rest named.
std::string playHint(const Texts& t, const SeatView& view, const DecisionAnalysis& valued, const OptionValue& best) {
  const auto equal = equalBest(valued, best);
  const OptionValue* next = nextBest(valued, equal);
  if (!next)
    return t.format("hint.with_reason", {{"hint", t.format("hint.play", {{"card", optionWords(t, best.choice)}})},
                                         {"reason", sameReason(t, view, valued, best)}});
  std::vector<std::string> rest;
  for (const OptionValue& o : valued.options)
    if (std::find(equal.begin(), equal.end(), &o) == equal.end()) rest.push_back(optionWords(t, o.choice));
  const std::string hint = equal.size() >= 3 && rest.size() < equal.size()
                               ? t.format("hint.play_any_but", {{"cards", joined(t, rest, "hint.or")}})
                               : t.format("hint.play", {{"card", eitherWords(t, equal)}});
  return t.format("hint.with_reason", {{"hint", hint}, {"reason", reasonWords(t, view, valued, best, *next)}});
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
  // The mark's sign and its word: "?? Blunder", never a sign a newcomer cannot read.
  const std::string markWords = t("analysis.mark." + std::string(code(mark))) + " " + t("analysis.mark_name." + std::string(code(mark)));
  const std::string line = t.format(key, {{"mark", markWords},
                                          {"played", optionWords(t, judged.played)},
                                          {"best", optionWords(t, judged.best)},
                                          {"sp", t.decimal(std::round(judged.costSp * 10.0) / 10.0, 1)}});
  const std::string reason = decisionReason(t, point.view, judged, true);
  return reason.empty() ? line : t.format("hint.with_reason", {{"hint", line}, {"reason", reason}});
}

std::string whereWords(const Texts& t, const DecisionAnalysis& judged) {
  switch (judged.kind) {
    case DecisionKind::Play: return t.format("coach.where_trick", {{"n", judged.index / 3 + 1}});
    case DecisionKind::Bid: return t("coach.where_bidding");
    case DecisionKind::Packets: return t("coach.where_deal");
  }
  return {};
}

std::string gameLine(const Texts& t, const std::vector<DecisionAnalysis>& judged) {
  const DecisionAnalysis* worst = worstMistake(judged);
  if (!worst) return t("coach.well_played");
  const auto n = std::count_if(judged.begin(), judged.end(), [](const DecisionAnalysis& d) { return markOf(d) >= Mark::Mistake; });
  if (n == 1) return t("coach.one_mistake");
  return t.format("coach.mistakes", {{"n", n}});
}

std::string hintLine(const Texts& t, const SeatView& view, const DecisionAnalysis& valued) {
  const OptionValue* best = valued.option(valued.best);
  if (!best) return {};
  std::string line;
  const OptionValue* other = hintRival(valued);
  if (valued.kind == DecisionKind::Packets) {
    line = t.format("hint.with_reason", {{"hint", t(best->choice == Choice(Packets::TwoThree) ? "hint.packets_2_3" : "hint.packets_3_2")},
                                         {"reason", t.format("hint.reason_packets", {{"sp", spWords(t, best->expectedSp)}})}});
  } else if (valued.kind == DecisionKind::Play) {
    line = playHint(t, view, valued, *best);
  } else {
    if (!other) return {};
    const Bid& bid = std::get<Bid>(best->choice);
    const std::string hint = !bid.eat ? t("hint.pass") : bid.trump ? t.format("hint.name", {{"suit", t.suit(*bid.trump)}}) : t("hint.eat");
    line = t.format("hint.with_reason", {{"hint", hint}, {"reason", reasonWords(t, view, valued, *best, *other)}});
  }
  // The rival as the one "played": a close call exactly where the review would call choosing it one.
  if (other && valued.played == other->choice && closeCall(valued)) line += " " + t("analysis.close_call");
  return line;
}

std::string decisionReason(const Texts& t, const SeatView& view, const DecisionAnalysis& d, bool brief) {
  const OptionValue* best = d.option(d.best);
  const OptionValue* played = d.option(d.played);
  if (!best || !played) return {};
  if (best->expectedSp - played->expectedSp >= sameSp) return reasonWords(t, view, d, *best, *played, brief);
  if (d.kind == DecisionKind::Packets) return t.format("hint.reason_packets", {{"sp", spWords(t, best->expectedSp)}});
  const auto equal = equalBest(d, *best);
  const OptionValue* next = nextBest(d, equal);
  return next ? reasonWords(t, view, d, *best, *next, brief) : sameReason(t, view, d, *best);
}

namespace {

// You lost, and the analysis says the cards did it: at your first card, even the best one loses
// for your side with every hand known (its exact value; the expected one where none is given).
// The Bizon loses below 0 SP; an Otter gets nothing when the Bizon wins.
bool cardsLostIt(const std::vector<DecisionAnalysis>& judged, const Score& score) {
  if (!score.bizon || score.sp[Seat::You] > 0) return false;
  const auto first = std::find_if(judged.begin(), judged.end(), [](const DecisionAnalysis& d) { return d.kind == DecisionKind::Play; });
  if (first == judged.end()) return false;
  const OptionValue* best = first->option(first->best);
  const double sp = best ? best->exactSp.value_or(best->expectedSp) : 1;
  return *score.bizon == Seat::You ? sp < 0 : sp <= 0;
}

}  // namespace

std::string endOfGameLine(const Texts& t, const std::vector<DecisionAnalysis>& judged, const std::vector<SeatView>& views,
                          const Score& score) {
  const DecisionAnalysis* worst = worstMistake(judged);
  if (!worst) {
    if (!cardsLostIt(judged, score)) return gameLine(t, judged);
    return t(score.bizon == Seat::You ? "coach.cards_lost" : "coach.cards_lost_otter");
  }
  std::string played = optionWords(t, worst->played);  // "passing" begins a sentence here
  if (!played.empty() && played[0] >= 'a' && played[0] <= 'z') played[0] = static_cast<char>(played[0] - 'a' + 'A');
  const auto at = static_cast<std::size_t>(worst - judged.data());
  // A cost is what the choice was expected to lose over the deals the analysis imagines, not what
  // this deal did: said so, and when the game went well anyway, that the cards did it.
  const bool lucky = score.sp[Seat::You] > 0;
  const std::string cost = t.format(lucky ? "coach.mistake_cost_lucky" : "coach.mistake_cost",
                                    {{"played", played},
                                     {"where", whereWords(t, *worst)},
                                     {"best", optionWords(t, worst->best)},
                                     {"sp", t.decimal(std::round(worst->costSp * 10.0) / 10.0, 1)}});
  const std::string reason = at < views.size() ? decisionReason(t, views[at], *worst, true) : std::string();
  return (reason.empty() ? cost : t.format("coach.mistake_why", {{"cost", cost}, {"reason", reason}})) + " " + gameLine(t, judged);
}

std::optional<std::string> coachSays(const Texts& t, const Coach& coach) {
  if (const auto ending = coach.ending()) return endOfGameLine(t, ending->judged, ending->views, ending->score);
  if (const auto& mistake = coach.mistake()) return coachLine(t, mistake->point, mistake->analysis);
  return std::nullopt;
}

}  // namespace bizon::table
