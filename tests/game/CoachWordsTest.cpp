// The coach's words: a mistake gets one line naming what you chose, the better option
// and what it keeps; a fine decision none; the end of a game says "Well played" or where the
// costliest mistake was; the hint says why, from the very values the analysis computes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>

#include "Analysis.h"
#include "Match.h"
#include "Random.h"
#include "core/DataPaths.h"
#include "core/Texts.h"
#include "session/JudgeWorker.h"
#include "table/CoachWords.h"
#include "../history/RandomPlay.h"
#include "../session/CoachGames.h"

using namespace bizon;
using test::gameWithBizonSeed;
using test::valuedOnWorker;
using test::viewsOf;
using table::coachLine;
using table::gameLine;
using table::hintLine;

namespace {

// The table of a language, read once.
const Texts& textsOf(localization::Language language) {
  static std::map<localization::Language, Texts> read;
  return read.try_emplace(language, DataPaths::locate(), language).first->second;
}
const Texts& english() { return textsOf(localization::Language::English); }
const Texts& french() { return textsOf(localization::Language::French); }
const Texts& dutch() { return textsOf(localization::Language::Dutch); }
const Texts& german() { return textsOf(localization::Language::German); }

Choice choice(DecisionKind kind, std::string_view code) {
  const Decision decision = kind == DecisionKind::Packets ? Decision::Packets
                            : kind == DecisionKind::Bid   ? Decision::Bid
                                                          : Decision::Play;
  return parseChoice(decision, code).value();
}

// A judged decision in the codes of the analysis file ("KS", "pass", "eat:H", "3-2"); an empty
// `played` (a hint's valuation) stands for the best.
DecisionAnalysis judged(DecisionKind kind, int index, std::string_view played, std::string_view best, double cost,
                        std::vector<std::pair<std::string_view, double>> options) {
  DecisionAnalysis d;
  d.kind = kind;
  d.index = index;
  d.played = choice(kind, played.empty() ? best : played);
  d.best = choice(kind, best);
  d.costSp = cost;
  for (const auto& [code, sp] : options) d.options.push_back({choice(kind, code), sp, {}});
  return d;
}

// You play last to a trick of spades, hearts trumps: Goat led the queen, Sheep trumped it with the 9.
DecisionPoint lastToSpades() {
  DecisionPoint p;
  p.kind = DecisionKind::Play;
  p.index = 8;
  p.view.trump = Suit::Hearts;
  p.view.currentTrick.push_back(Card(Suit::Spades, Rank::Queen));
  p.view.currentTrick.push_back(Card(Suit::Hearts, Rank::Nine));
  return p;
}

}  // namespace

TEST_CASE("coach: a mistake gets one line naming your option, the better one, its cost and why", "[coach]") {
  // The king of spades leaves the trick to Sheep's trump; the 10 of hearts takes it and keeps
  // 1.6 SP more. Without the facts of the deals there is no reason to add: the line says the SP.
  const DecisionPoint point = lastToSpades();
  const DecisionAnalysis d = judged(DecisionKind::Play, 8, "KS", "TH", 1.6, {{"KS", -1.2}, {"TH", 0.4}});
  const auto line = coachLine(english(), point, d);
  REQUIRE(line);
  CHECK(*line == "? Mistake: K\u2660 gave away the trick; 10\u2665 keeps 1.6 SP more");
  // A blunder is marked ?? and named, in French with its spaces and decimal comma; the reason says how often
  // each card takes the trick in the deals sampled (you are an Otter here: your side).
  DecisionAnalysis blunder = judged(DecisionKind::Play, 8, "KS", "TH", 4.25, {{"KS", -5}, {"TH", -0.75}});
  blunder.options[0].trickShare = 0;
  blunder.options[1].trickShare = 1;
  CHECK(*coachLine(french(), point, blunder) ==
        "?? Gaffe\u00a0: R\u2660 a laiss\u00e9 filer le pli\u00a0; 10\u2665 garde 4,3\u00a0SP de plus. Avec 10\u2665 votre camp prend ce pli "
        "dans toutes les donnes que j'imagine, avec R\u2660 dans aucune");
  // Not last to play, the trick is not yet given: the card was simply the weaker one.
  DecisionPoint second = point;
  second.view.currentTrick.pop_back();
  CHECK(*coachLine(english(), second, d) == "? Mistake: K\u2660 was weaker; 10\u2665 keeps 1.6 SP more");
}

TEST_CASE("coach: a bid gone wrong is too bold or too careful", "[coach]") {
  const DecisionPoint point;  // no trump in hand, no grass: the words of a bid need no more
  const DecisionAnalysis bold = judged(DecisionKind::Bid, 1, "eat", "pass", 2.4, {{"pass", 0.3}, {"eat", -2.1}});
  CHECK(*coachLine(english(), point, bold) == "? Mistake: eating was too bold; passing keeps 2.4 SP more");
  const DecisionAnalysis careful =
      judged(DecisionKind::Bid, 4, "pass", "eat:H", 1.9, {{"pass", 0}, {"eat:H", 1.9}, {"eat:S", -3}});
  CHECK(*coachLine(english(), point, careful) ==
        "? Mistake: passing was too careful; naming hearts keeps 1.9 SP more");
  // With the shares of the deals, the coach adds how often eating wins, briefly: its line
  // already says what passing keeps.
  DecisionPoint dealt;
  dealt.view.grass = Card(Suit::Hearts, Rank::Nine);
  dealt.view.hand.add(Card(Suit::Clubs, Rank::Ten));
  DecisionAnalysis shared = bold;
  shared.options[0].spShares = std::array<double, 6>{0, 0, 0.8, 0, 0.2, 0};
  shared.options[1].spShares = std::array<double, 6>{0.1, 0.6, 0, 0, 0.3, 0};
  CHECK(*coachLine(english(), dealt, shared) ==
        "? Mistake: eating was too bold; passing keeps 2.4 SP more. With 1 trump plus 2 void suits, eating wins the game in 3 of 10 deals I can imagine");
}

TEST_CASE("coach: a fine decision or an inaccuracy stays quiet", "[coach]") {
  const DecisionPoint point = lastToSpades();
  CHECK_FALSE(coachLine(english(), point, judged(DecisionKind::Play, 8, "TH", "TH", 0, {{"KS", -1.2}, {"TH", 0.4}})));
  // Below the mistake's threshold (Marks.h): an inaccuracy is left to the review.
  CHECK_FALSE(coachLine(english(), point, judged(DecisionKind::Play, 8, "KS", "TH", 1.4, {{"KS", -1.0}, {"TH", 0.4}})));
  // Over the threshold but within twice the analysis's noise (Marks.h): a close call, no line.
  DecisionAnalysis close = judged(DecisionKind::Play, 8, "KS", "TH", 1.6, {{"KS", -1.2}, {"TH", 0.4}});
  close.noiseSp = 0.9;
  CHECK_FALSE(coachLine(english(), point, close));
  CHECK(gameLine(english(), {close}) == "Well played");
}

TEST_CASE("coach: the end of a game says well played, or where the costliest mistake was", "[coach]") {
  const Texts& t = english();
  const DecisionAnalysis fine = judged(DecisionKind::Bid, 0, "pass", "pass", 0, {{"pass", 0}, {"eat", -1}});
  const DecisionAnalysis inaccuracy = judged(DecisionKind::Play, 2, "9C", "AC", 0.7, {{"9C", 0}, {"AC", 0.7}});
  CHECK(gameLine(t, {fine, inaccuracy}) == "Well played");
  // Play 7 is in the third trick.
  const DecisionAnalysis mistake = judged(DecisionKind::Play, 7, "9C", "AC", 2.0, {{"9C", -1}, {"AC", 1}});
  CHECK(gameLine(t, {fine, mistake, inaccuracy}) == "One mistake: review it?");
  const DecisionAnalysis worse = judged(DecisionKind::Bid, 1, "eat", "pass", 5.0, {{"pass", 0}, {"eat", -5}});
  CHECK(gameLine(t, {worse, mistake}) == "2 mistakes, this the costliest: review it?");
  CHECK(table::worstMistake({worse, mistake}) != nullptr);
  CHECK(table::worstMistake({fine, inaccuracy}) == nullptr);
}

TEST_CASE("coach: a lost game well played says the cards lost it, a mistake what it cost and why", "[coach]") {
  const Texts& t = english();
  SeatView you;
  you.bizon = Seat::You;
  // You were the Bizon and lost 5 SP; at your first card even the best one loses with every hand
  // known (exact -5): the cards lost it, not the play.
  DecisionAnalysis first = judged(DecisionKind::Play, 0, "AS", "AS", 0, {{"AS", -4.2}, {"9C", -5.0}});
  first.options[0].exactSp = -5;
  first.options[1].exactSp = -5;
  Score lost;
  lost.bizon = Seat::You;
  lost.sp[Seat::You] = -5;
  CHECK(table::endOfGameLine(t, {first}, {you}, lost) ==
        "Well played: with these cards you could not win as the Bizon, even playing every card right");
  // The best card would have won with every hand known: then it is just "Well played".
  first.options[0].exactSp = 3;
  CHECK(table::endOfGameLine(t, {first}, {you}, lost) == "Well played");
  // An Otter's game the Bizon won although both Otters played every card right.
  SeatView otter;
  otter.bizon = Seat::Goat;
  first.options[0].exactSp = 0;
  Score won;
  won.bizon = Seat::Goat;
  CHECK(table::endOfGameLine(t, {first}, {otter}, won) ==
        "Well played: with these cards the Otters could not stop the Bizon, even playing every card right");
  // A mistake: which one, what it was expected to cost (not what this deal did), and why in the
  // analysis's own shares of deals.
  DecisionAnalysis mistake = judged(DecisionKind::Play, 7, "9C", "AC", 2.4, {{"9C", -1.2}, {"AC", 1.2}});
  mistake.options[0].spShares = std::array<double, 6>{0, 0.7, 0, 0, 0.3, 0};
  mistake.options[1].spShares = std::array<double, 6>{0, 0.2, 0, 0, 0.8, 0};
  CHECK(table::endOfGameLine(t, {first, mistake}, {you, you}, lost) ==
        "9\u2663 (trick 3) was expected to lose 2.4 SP against A\u2663. With A\u2663 you win the game in 8 of 10 deals I can imagine, "
        "with 9\u2663 in 3 of 10. One mistake: review it?");
  // In every language: which card, in which trick, what it was expected to cost in SP as the
  // analysis measured it, and the costliest of two mistakes (a bid's, in the bidding) before the other.
  CHECK(table::endOfGameLine(french(), {first, mistake}, {you, you}, lost) ==
        "9\u2663 (pli 3) promettait 2,4\u00a0SP de moins que A\u2663. Avec A\u2663 vous gagnez la partie dans 8 donnes sur 10 que j'imagine, "
        "avec 9\u2663 dans 3 sur 10. Une erreur\u00a0: la revoir\u00a0?");
  CHECK(table::endOfGameLine(dutch(), {first, mistake}, {you, you}, lost).starts_with("9\u2663 (slag 3) gaf naar verwachting 2,4 SP minder dan A\u2663. "));
  CHECK(table::endOfGameLine(german(), {first, mistake}, {you, you}, lost).starts_with("9\u2663 (Stich 3) lie\u00df 2,4 SP weniger erwarten als A\u2663. "));
  DecisionAnalysis eat = judged(DecisionKind::Bid, 1, "eat", "pass", 3.9, {{"pass", 0}, {"eat", -3.9}});
  for (const Texts* texts : {&english(), &french(), &dutch(), &german()}) {
    const std::string line = table::endOfGameLine(*texts, {eat, first, mistake}, {you, you, you}, lost);
    CAPTURE(line);
    CHECK(line.find((*texts)("coach.where_bidding")) != std::string::npos);
    CHECK(line.find("3" + std::string(texts == &english() ? "." : ",") + "9") != std::string::npos);
    CHECK(line.find((*texts).format("coach.mistakes", {{"n", 2}})) != std::string::npos);
  }
  // The same mistake in a game you won anyway (the newcomer's "you win 3 SP / Eating cost you 4.5
  // SP"): still what it was expected to lose, and that the cards went your way, in every language.
  Score lucky;
  lucky.bizon = Seat::You;
  lucky.sp[Seat::You] = 3;
  CHECK(table::endOfGameLine(t, {first, mistake}, {you, you}, lucky)
            .starts_with("9\u2663 (trick 3) was expected to lose 2.4 SP against A\u2663; the cards went your way this time. With A\u2663"));
  CHECK(table::endOfGameLine(french(), {first, mistake}, {you, you}, lucky)
            .starts_with("9\u2663 (pli 3) promettait 2,4\u00a0SP de moins que A\u2663\u00a0; les cartes vous ont souri cette fois."));
  CHECK(table::endOfGameLine(dutch(), {first, mistake}, {you, you}, lucky).find("deze keer zaten de kaarten mee") != std::string::npos);
  CHECK(table::endOfGameLine(german(), {first, mistake}, {you, you}, lucky).find("diesmal waren dir die Karten") != std::string::npos);
}

TEST_CASE("hint: the best option with its reason in the analysis's values", "[coach][hint]") {
  const Texts& t = english();
  // Round 1, the grass the 9 of hearts, with the ace and the king of hearts in hand: three trumps,
  // and no spade.
  SeatView view;
  view.round = 1;
  view.grass = Card(Suit::Hearts, Rank::Nine);
  view.hand.add(Card(Suit::Hearts, Rank::Ace));
  view.hand.add(Card(Suit::Hearts, Rank::King));
  view.hand.add(Card(Suit::Clubs, Rank::Ten));
  view.hand.add(Card(Suit::Diamonds, Rank::Jack));
  view.hand.add(Card(Suit::Diamonds, Rank::Queen));
  // A close eat: eating wins 6 deals of 10 and loses the rest, and still expects more than passing.
  DecisionAnalysis eat = judged(DecisionKind::Bid, 0, "", "eat", 0, {{"pass", 0.1}, {"eat", 0.2}});
  eat.options[0].spShares = std::array<double, 6>{0, 0, 0.7, 0, 0.3, 0};
  eat.options[1].spShares = std::array<double, 6>{0, 0.35, 0, 0.05, 0.6, 0};
  CHECK(hintLine(t, view, eat) ==
        "Hint: eat. With 3 trumps and the ace plus 1 void suit, eating wins the game in 6 of 10 deals I can imagine and expects +0.2 SP; passing "
        "expects +0.1");
  CHECK(hintLine(french(), view, eat) ==
        "Conseil\u00a0: mangez. Avec 3 atouts dont l'as, plus 1 couleur absente, manger gagne la partie dans 6 donnes sur 10 que j'imagine et promet "
        "+0,2\u00a0SP\u00a0; en passant, +0,1");
  // The same trumps, but eating wins too seldom: the reason for passing is how seldom.
  DecisionAnalysis pass = judged(DecisionKind::Bid, 0, "", "pass", 0, {{"pass", 0.3}, {"eat", -2.06}});
  pass.options[0].spShares = std::array<double, 6>{0, 0, 0.7, 0, 0.3, 0};
  pass.options[1].spShares = std::array<double, 6>{0, 0.8, 0, 0, 0.2, 0};
  CHECK(hintLine(t, view, pass) ==
        "Hint: pass. With 3 trumps and the ace plus 1 void suit, eating wins the game in 2 of 10 deals I can imagine and expects -2.1 SP; passing "
        "expects +0.3");
  // Eating 0.65 SP worse than passing, but within twice the analysis's noise of it: the hint says it
  // is a close call, as the review would mark an eat there (Marks.h, closeCall), in every language.
  DecisionAnalysis close = judged(DecisionKind::Bid, 0, "eat", "pass", 0.65, {{"pass", 0.19}, {"eat", -0.46}});
  close.options[0].spShares = std::array<double, 6>{0, 0, 0.9, 0, 0.1, 0};
  close.options[1].spShares = std::array<double, 6>{0, 0.5, 0, 0, 0.5, 0};
  close.noiseSp = 0.4;
  REQUIRE(closeCall(close));
  CHECK(hintLine(t, view, close) ==
        "Hint: pass. With 3 trumps and the ace plus 1 void suit, eating wins the game in 5 of 10 deals I can imagine and expects "
        "-0.5 SP; passing expects +0.2 (a close call: within the analysis's uncertainty)");
  for (const Texts* other : {&french(), &dutch(), &german()})
    CHECK(hintLine(*other, view, close).ends_with(" " + (*other)("analysis.close_call")));
  // Outside the noise it is said flatly.
  close.noiseSp = 0.2;
  CHECK(hintLine(t, view, close).find("close call") == std::string::npos);
  DecisionAnalysis packets = judged(DecisionKind::Packets, 0, "", "3-2", 0, {{"3-2", 0.12}, {"2-3", 0.12}});
  CHECK(hintLine(t, view, packets) ==
        "Hint: deal in packets of 3, then 2. Either way you expect +0.1 SP: nobody knows yet where the cards will fall");
}

namespace {

// The decision of the issue: Q♠ and K♠ within the noise of each other (Marks.h, sameSp), every
// other card far worse; with Q♠ and K♠ you win 7 deals in 10, with 10♠ 2.
DecisionAnalysis queenOrKing() {
  DecisionAnalysis d = judged(DecisionKind::Play, 3, "", "QS", 0,
                              {{"QS", 1.38}, {"KS", 1.33}, {"TS", -2.25}, {"KH", -2.79}, {"TD", -3.21}, {"JD", -4.88}});
  const std::array<double, 6> queen{0, 0.3, 0, 0, 0.7, 0}, ten{0, 0.8, 0, 0, 0.2, 0}, low{0, 0.9, 0, 0, 0.1, 0};
  for (OptionValue& o : d.options) o.spShares = o.expectedSp > 0 ? queen : o.expectedSp > -2.5 ? ten : low;
  return d;
}

}  // namespace

TEST_CASE("hint: a card is called as good as the best only when its value says so", "[coach][hint]") {
  SeatView view;
  view.bizon = Seat::You;
  // Q♠ +1.38, K♠ +1.33, 10♠ −2.25…: never "every card", in no language; both named, and why.
  const DecisionAnalysis split = queenOrKing();
  CHECK(hintLine(english(), view, split) ==
        "Hint: play Q\u2660 or K\u2660. With Q\u2660 you win the game in 7 of 10 deals I can imagine, with 10\u2660 in 2 of 10: "
        "+1.4 SP against -2.3");
  CHECK(hintLine(french(), view, split) ==
        "Conseil\u00a0: jouez D\u2660 ou R\u2660. Avec D\u2660 vous gagnez la partie dans 7 donnes sur 10 que j'imagine, avec "
        "10\u2660 dans 2 sur 10\u00a0: +1,4\u00a0SP contre -2,3");
  CHECK(hintLine(dutch(), view, split) ==
        "Tip: V\u2660 of H\u2660 spelen. Met V\u2660 win je het spel in 7 van de 10 verdelingen die ik kan bedenken, met 10\u2660 "
        "in 2 van de 10: +1,4 SP tegen -2,3");
  CHECK(hintLine(german(), view, split) ==
        "Tipp: D\u2660 oder K\u2660 spielen. Mit D\u2660 gewinnst du das Spiel in 7 von 10 Verteilungen, die ich mir denken kann, "
        "mit 10\u2660 in 2 von 10: +1,4 SP gegen\u00fcber -2,3");
  for (const Texts* t : {&english(), &french(), &dutch(), &german()}) {
    const std::string every = t->format("hint.reason_play_same", {{"sp", "+1,4"}}).substr(0, 10);
    CHECK(hintLine(*t, view, split).find(every) == std::string::npos);
  }
  // Three equal best cards, named best first; without the facts of deals the values say why.
  const DecisionAnalysis three =
      judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", -1.0}, {"QS", 0.9}, {"AS", 1.0}, {"KS", 1.0}, {"JD", -1.2}, {"TD", -1.5}});
  CHECK(hintLine(english(), view, three) == "Hint: play A\u2660, K\u2660 or Q\u2660. A\u2660 expects +1.0 SP, 9\u2663 -1.0");
  CHECK(hintLine(french(), view, three) == "Conseil\u00a0: jouez A\u2660, R\u2660 ou D\u2660. A\u2660 promet +1,0\u00a0SP, 9\u2663 -1,0");
  CHECK(hintLine(dutch(), view, three) == "Tip: A\u2660, H\u2660 of V\u2660 spelen. A\u2660 geeft +1,0 SP, 9\u2663 -1,0");
  CHECK(hintLine(german(), view, three) == "Tipp: A\u2660, K\u2660 oder D\u2660 spielen. A\u2660 bringt +1,0 SP, 9\u2663 -1,0");
  // One clearly best card that takes the trick where the next best does not.
  DecisionAnalysis one = judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", -1.0}, {"AS", 1.0}, {"KS", 0.5}});
  one.options[0].trickShare = 0;
  one.options[1].trickShare = 0.9;
  one.options[2].trickShare = 0.4;
  CHECK(hintLine(english(), view, one) ==
        "Hint: play A\u2660. With A\u2660 you take this trick in 9 of 10 deals I can imagine, with K\u2660 in 4 of 10: +1.0 SP "
        "against +0.5");
  CHECK(hintLine(french(), view, one) ==
        "Conseil\u00a0: jouez A\u2660. Avec A\u2660 vous prenez ce pli dans 9 donnes sur 10 que j'imagine, avec R\u2660 dans 4 sur "
        "10\u00a0: +1,0\u00a0SP contre +0,5");
  CHECK(hintLine(dutch(), view, one) ==
        "Tip: A\u2660 spelen. Met A\u2660 neem je deze slag in 9 van de 10 verdelingen die ik kan bedenken, met H\u2660 in 4 van de "
        "10: +1,0 SP tegen +0,5");
  CHECK(hintLine(german(), view, one) ==
        "Tipp: A\u2660 spielen. Mit A\u2660 nimmst du diesen Stich in 9 von 10 Verteilungen, die ich mir denken kann, mit K\u2660 in "
        "4 von 10: +1,0 SP gegen\u00fcber +0,5");
  // Every card within the noise of the best: then, and only then, "every card".
  const DecisionAnalysis all = judged(DecisionKind::Play, 3, "", "AS", 0, {{"9C", 0.4}, {"AS", 0.5}, {"KS", 0.5}});
  CHECK(hintLine(english(), view, all) == "Hint: play A\u2660. Every card you may play expects about +0.5 SP");
  CHECK(hintLine(french(), view, all) == "Conseil\u00a0: jouez A\u2660. Toutes vos cartes jouables promettent environ +0,5\u00a0SP");
  CHECK(hintLine(dutch(), view, all) == "Tip: A\u2660 spelen. Elke kaart die je mag spelen geeft ongeveer +0,5 SP");
  CHECK(hintLine(german(), view, all) == "Tipp: A\u2660 spielen. Jede Karte, die du spielen darfst, bringt etwa +0,5 SP");
  // A decided game: every card gives you -5 in every deal sampled.
  DecisionAnalysis decided = judged(DecisionKind::Play, 20, "", "AS", 0, {{"9C", -5}, {"AS", -5}});
  for (OptionValue& o : decided.options) o.spShares = std::array<double, 6>{0, 1, 0, 0, 0, 0};
  CHECK(hintLine(english(), view, decided) ==
        "Hint: play A\u2660. Nothing you play changes this game: it gives you -5 SP in every deal I can imagine");
  CHECK(hintLine(french(), view, decided) ==
        "Conseil\u00a0: jouez A\u2660. Rien de ce que vous jouez ne change cette partie\u00a0: elle vous donne -5\u00a0SP dans "
        "toutes les donnes que j'imagine");
  CHECK(hintLine(dutch(), view, decided) ==
        "Tip: A\u2660 spelen. Niets wat je speelt verandert dit spel: het geeft je -5 SP in elke verdeling die ik kan bedenken");
  CHECK(hintLine(german(), view, decided) ==
        "Tipp: A\u2660 spielen. Nichts, was du spielst, \u00e4ndert dieses Spiel: es bringt dir -5 SP in jeder Verteilung, die ich "
        "mir denken kann");
  // Decided by the GP already taken, which the words then name: Goat, an Otter, holds 30 GP, you
  // (the Bizon) 6, and 4 are left.
  SeatView late = view;
  auto trick = [](std::string_view a, std::string_view b, std::string_view c, Seat winner) {
    return Trick{winner, {parseCard(a).value(), parseCard(b).value(), parseCard(c).value()}, winner};
  };
  late.tricks.push_back(trick("AS", "AH", "AD", Seat::Goat));
  late.tricks.push_back(trick("AC", "KS", "KH", Seat::Goat));
  late.tricks.push_back(trick("KD", "KC", "QS", Seat::Goat));
  late.tricks.push_back(trick("QH", "QD", "QC", Seat::You));
  CHECK(hintLine(english(), late, decided) ==
        "Hint: play A\u2660. Nothing you play changes this game: an Otter already holds 30 GP, more than the Bizon can still reach");
  CHECK(hintLine(french(), late, decided) ==
        "Conseil\u00a0: jouez A\u2660. Rien de ce que vous jouez ne change cette partie\u00a0: une Loutre a d\u00e9j\u00e0 30\u00a0GP, "
        "plus que le Bizon ne peut encore atteindre");
  CHECK(hintLine(dutch(), late, decided) ==
        "Tip: A\u2660 spelen. Niets wat je speelt verandert dit spel: een Otter heeft al 30 GP, meer dan de Bizon nog kan halen");
  CHECK(hintLine(german(), late, decided) ==
        "Tipp: A\u2660 spielen. Nichts, was du spielst, \u00e4ndert dieses Spiel: ein Otter hat schon 30 GP, mehr als der Bizon noch "
        "erreichen kann");
}

TEST_CASE("hint: judged as if its rival were chosen, it is a close call exactly where the review says one", "[coach][hint]") {
  // Your first bid of the set.
  Match match(MatchOptions{11, Shuffle::Light, 15});
  Random random(11);
  while (match.game().phase() != Phase::Bidding || match.game().toAct() != Seat::You) test::playRandomAction(match, random);
  DecisionPoint point;
  point.kind = DecisionKind::Bid;
  point.view = match.view(Seat::You);
  const std::vector<table::JudgeWorker::Answer> answers = valuedOnWorker(match.moment(), point);
  REQUIRE(answers.size() == 1);
  const DecisionAnalysis& valued = answers[0].analysis;
  const OptionValue* rival = table::hintRival(valued);
  REQUIRE(rival);
  // The review's judgement of the rival chosen there: the same cost and noise, so the same mark.
  point.played = rival->choice;
  Judge judge;
  const DecisionAnalysis review = judge.judge(point);
  CHECK(valued.played == rival->choice);
  CHECK(valued.costSp == Approx(review.costSp).margin(1e-6));
  CHECK(valued.noiseSp == Approx(review.noiseSp).margin(1e-6));
  CHECK(valued.noiseSp > 0);
  CHECK(closeCall(valued) == closeCall(review));
  CHECK((hintLine(english(), point.view, valued).find("close call") != std::string::npos) == closeCall(review));
}

TEST_CASE("hint: nearly every card as good as the best is 'any card but'; two cards apart are told by a fact", "[coach][hint]") {
  SeatView view;
  view.bizon = Seat::You;
  // Seven of eight cards within the noise of the best (the newcomer's "play 9♣, Q♠, J♠, Q♦, J♥, K♦
  // or 10♦"): the one left out is named, with why.
  DecisionAnalysis seven = judged(DecisionKind::Play, 0, "", "9C",
                                  0, {{"9C", 0.5}, {"QS", 0.45}, {"JS", 0.4}, {"QD", 0.4}, {"JH", 0.35}, {"KD", 0.3}, {"TD", 0.3}, {"AS", -1.5}});
  for (OptionValue& o : seven.options)
    o.spShares = o.expectedSp > 0 ? std::array<double, 6>{0, 0.3, 0, 0, 0.7, 0} : std::array<double, 6>{0, 0.6, 0, 0, 0.4, 0};
  CHECK(hintLine(english(), view, seven) ==
        "Hint: play any card but A\u2660. With 9\u2663 you win the game in 7 of 10 deals I can imagine, with A\u2660 in 4 of 10: "
        "+0.5 SP against -1.5");
  CHECK(hintLine(french(), view, seven).starts_with("Conseil\u00a0: jouez n'importe quelle carte sauf A\u2660. "));
  CHECK(hintLine(dutch(), view, seven).starts_with("Tip: elke kaart behalve A\u2660 spelen. "));
  CHECK(hintLine(german(), view, seven).starts_with("Tipp: jede Karte au\u00dfer A\u2660 spielen. "));
  // Two cards that win equally often and take the trick as often: what tells them apart is the tie
  // (the newcomer's "9♥ expects +1.3 SP, K♦ +0.4", numbers only).
  DecisionAnalysis tie = judged(DecisionKind::Play, 5, "", "9H", 0, {{"9H", 1.3}, {"KD", 0.4}});
  tie.options[0].spShares = std::array<double, 6>{0, 0.2, 0, 0.5, 0.3, 0};
  tie.options[1].spShares = std::array<double, 6>{0, 0.4, 0, 0.3, 0.3, 0};
  CHECK(hintLine(english(), view, tie) ==
        "Hint: play 9\u2665. With 9\u2665 you win or tie the game in 8 of 10 deals I can imagine, with K\u2666 in 6 of 10: +1.3 SP "
        "against +0.4");
  // Only the -10 of a Bizon without a GP differs: that is said.
  DecisionAnalysis zero = judged(DecisionKind::Play, 5, "", "9H", 0, {{"9H", -1.0}, {"KD", -2.0}});
  zero.options[0].spShares = std::array<double, 6>{0, 0.6, 0, 0, 0.4, 0};
  zero.options[1].spShares = std::array<double, 6>{0.2, 0.4, 0, 0, 0.4, 0};
  CHECK(hintLine(english(), view, zero) ==
        "Hint: play 9\u2665. With 9\u2665 you get -10 SP in no deal I can imagine, with K\u2666 in 2 of 10: -1.0 SP against -2.0");
  for (const Texts* t : {&french(), &dutch(), &german()}) {
    CHECK(hintLine(*t, view, tie).find("+1") != std::string::npos);
    CHECK(hintLine(*t, view, zero).find("-10") != std::string::npos);
  }
}

TEST_CASE("hint: the holding named is what the values respond to: other aces, voids, the ace of trumps alone", "[coach][hint]") {
  auto bidView = [](std::string_view grass, std::initializer_list<std::string_view> hand) {
    SeatView view;
    view.round = 1;
    view.grass = parseCard(grass).value();
    for (std::string_view c : hand) view.hand.add(parseCard(c).value());
    return view;
  };
  DecisionAnalysis eat = judged(DecisionKind::Bid, 0, "", "eat", 0, {{"pass", 0.1}, {"eat", 1.2}});
  eat.options[0].spShares = std::array<double, 6>{0, 0, 0.7, 0, 0.3, 0};
  eat.options[1].spShares = std::array<double, 6>{0, 0.2, 0, 0, 0.8, 0};
  // Three spades and their ace both times: the other ace and the missing suits tell them apart.
  const SeatView plain = bidView("9S", {"AS", "KS", "TC", "JD", "QH"});
  const SeatView rich = bidView("9S", {"AS", "TS", "AH", "KH", "QH"});
  CHECK(hintLine(english(), plain, eat).starts_with("Hint: eat. With 3 trumps and the ace, eating"));
  CHECK(hintLine(english(), rich, eat).starts_with("Hint: eat. With 3 trumps and the ace plus 1 other ace and 2 void suits, eating"));
  CHECK(hintLine(french(), rich, eat).starts_with("Conseil\u00a0: mangez. Avec 3 atouts dont l'as, plus 1 autre as et 2 couleurs "
                                                  "absentes, manger"));
  CHECK(hintLine(dutch(), rich, eat).find("nog 1 aas en 2 lege kleuren") != std::string::npos);
  CHECK(hintLine(german(), rich, eat).find("1 weiteren Ass und 2 Fehlfarben") != std::string::npos);
  // The one trump is the ace: not "1 trump and the ace".
  const SeatView alone = bidView("AS", {"TC", "JC", "QD", "KD", "QH"});
  CHECK(hintLine(english(), alone, eat).starts_with("Hint: eat. With the ace of trumps alone, eating"));
  CHECK(hintLine(french(), alone, eat).starts_with("Conseil\u00a0: mangez. Avec l'as d'atout seul, manger"));
  CHECK(hintLine(dutch(), alone, eat).find("alleen de troefaas") != std::string::npos);
  CHECK(hintLine(german(), alone, eat).find("dem Trumpfass allein") != std::string::npos);
}

TEST_CASE("coach: each decision's reason never claims what its values deny", "[coach]") {
  // "Every card" only when every card is within sameSp of the best, "nothing you play changes"
  // only when every card gives the same SP in every deal.
  Match match(MatchOptions{gameWithBizonSeed(), Shuffle::Light, 15});
  Random random(match.options().seed);
  while (match.finishedGames().empty()) test::playRandomAction(match, random);
  Judge judge;
  const GameAnalysis analysis = analyseGame(match.finishedGames()[0], 0, Seat::You, judge);
  const std::vector<SeatView> views = viewsOf(match.finishedGames()[0]);
  REQUIRE(views.size() == analysis.decisions.size());
  for (std::size_t i = 0; i < views.size(); ++i) {
    const DecisionAnalysis& d = analysis.decisions[i];
    const std::string reason = table::decisionReason(english(), views[i], d);
    INFO(reason);
    CHECK_FALSE(reason.empty());
    const OptionValue* best = d.option(d.best);
    if (reason.starts_with("Every card"))
      for (const OptionValue& o : d.options) CHECK(best->expectedSp - o.expectedSp < sameSp);
    if (reason.starts_with("Nothing you play"))
      for (const OptionValue& o : d.options) CHECK(o.spShares == d.options.front().spShares);
  }
}
