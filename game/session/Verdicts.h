// What the coach and the hint pick out of the analysis's values of a decision: the options as good as the best, the one set against it, a game's costliest mistake.
#pragma once

#include <optional>
#include <vector>

#include "Analysis.h"
#include "Marks.h"

namespace bizon::table {

// Whether a choice eats (a bid that is not a pass).
bool eats(const Choice& choice);
// The options worth the best's value within the analysis's noise (Marks.h, sameSp), best first.
std::vector<const OptionValue*> equalBest(const DecisionAnalysis& valued, const OptionValue& best);
// The best of the others, the one a reason sets against the best: not one as good as it (sameSp).
const OptionValue* nextBest(const DecisionAnalysis& valued, const std::vector<const OptionValue*>& equal);
// The option the hint sets against the best of `valued`: the best card not as good as it (sameSp),
// passing against an eat and the best eat against a pass, the other packets; none if there is none.
const OptionValue* hintRival(const DecisionAnalysis& valued);
// The costliest mistake or blunder of a game's decisions, if any.
const DecisionAnalysis* worstMistake(const std::vector<DecisionAnalysis>& judged);

// The option of highest exact value (with every hand known, everyone perfect from there: the cards
// as they lay) of a decision that has exact values: the best on what was known where it is among
// the highest; none without exact values.
const OptionValue* exactBest(const DecisionAnalysis& d);
// A win missed with the cards as they lay: the first decision at which an option's exact value
// gives you SP (above 0) where the one you chose does not, and that option.
struct MissedWin {
  const DecisionAnalysis* decision = nullptr;
  const OptionValue* option = nullptr;
};
std::optional<MissedWin> missedWin(const std::vector<DecisionAnalysis>& judged);
// Whether the cards as they lay lost the game for you whatever you chose: at every decision with
// exact values (at least one), no option gives you SP.
bool cardsLostIt(const std::vector<DecisionAnalysis>& judged);

}  // namespace bizon::table
