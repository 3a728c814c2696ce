// The coach's and the hint's words: a judged decision's line, the end of a game, the hint's reason, all from the analysis's values.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Analysis.h"
#include "Marks.h"
#include "core/Texts.h"

namespace bizon::table {

// An option as the box names it: a card as "K♠", a bid as "eating", "passing", "naming hearts".
std::string optionWords(const Texts& t, const Choice& choice);

// The line for a decision of yours once judged: none for a fine one or an inaccuracy; for a
// mistake or a blunder its mark, what you chose and why it fell short, the best option and what
// it keeps: "?: K♠ gave away the trick; A♠ keeps 1.2 SP more".
std::optional<std::string> coachLine(const Texts& t, const DecisionPoint& point, const DecisionAnalysis& judged);

// Where in its game a decision lies, in words: "trick 3", "the bidding", "the deal".
std::string whereWords(const Texts& t, const DecisionAnalysis& judged);

// The end of a game: "Well played" when no decision of yours was a mistake or a blunder, else
// how many and where the costliest was, with the offer to review it.
std::string gameLine(const Texts& t, const std::vector<DecisionAnalysis>& judged);
// The costliest mistake or blunder of a game's decisions, if any.
const DecisionAnalysis* worstMistake(const std::vector<DecisionAnalysis>& judged);

// The hint's reason: the best option of `valued` (options valued from your view, best set) and
// why, in the values the analysis computes: "Hint: eat. With 3 trumps and the ace you expect
// +1.4 SP; passing expects -0.2".
std::string hintLine(const Texts& t, const SeatView& view, const DecisionAnalysis& valued);

}  // namespace bizon::table
