// What the coach and the hint pick out of the analysis's values of a decision: the options as good as the best, the one set against it, a game's costliest mistake.
#pragma once

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

}  // namespace bizon::table
