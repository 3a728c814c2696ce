// The coach's and the hint's words: a judged decision's line, the end of a game, the hint's reason, all from the analysis's values.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Analysis.h"
#include "Marks.h"
#include "Score.h"
#include "core/Texts.h"
#include "session/Coach.h"
#include "session/Verdicts.h"

namespace bizon::table {

// A share of the analysis's deals in tenths, as the reasons say it: 0 and 10 only for none and all.
long shareTenths(double share);

// An option as the box names it: a card as "K♠", a bid as "eating", "passing", "naming hearts".
std::string optionWords(const Texts& t, const Choice& choice);

// The line for a decision of yours once judged: none for a fine one or an inaccuracy; for a
// mistake or a blunder its mark, what you chose and why it fell short, the best option and what
// it keeps, and the reason: "?: K♠ gave away the trick; A♠ keeps 1.2 SP more. With A♠ …".
std::optional<std::string> coachLine(const Texts& t, const DecisionPoint& point, const DecisionAnalysis& judged);

// Where in its game a decision lies, in words: "trick 3", "the bidding", "the deal".
std::string whereWords(const Texts& t, const DecisionAnalysis& judged);

// The end of a game: "Well played" when no decision of yours was a mistake or a blunder, else
// how many, with the offer to review the costliest (the sentence before it says which, where and
// what it cost: Coach's endOfGameLine).
std::string gameLine(const Texts& t, const std::vector<DecisionAnalysis>& judged);

// Why `chosen` is worth what it is against `other` (two options of `valued`, a decision of the
// seat whose view is `view`), in facts a player can check at the table, every number from the
// analysis's own sampled deals: how often each card wins the game or takes the trick, how often
// eating wins, that nothing played changes the game, and what each expects. The one maker of
// reasons: the hint, the coach, the review and `bizon analyse` all say these words. `brief` (the
// coach's, whose line already says the SP kept): the fact alone, none when there is no fact.
std::string reasonWords(const Texts& t, const SeatView& view, const DecisionAnalysis& valued, const OptionValue& chosen,
                        const OptionValue& other, bool brief = false);
// A judged decision's reason: the best against the choice made when that fell short (by sameSp or
// more), else the best against the next best, as the hint would have said it.
std::string decisionReason(const Texts& t, const SeatView& view, const DecisionAnalysis& d, bool brief = false);

// The hint's reason: the best option of `valued` (options valued from your view, best set) and
// why (reasonWords, against hintRival): "Hint: eat. With 3 trumps and the ace, eating wins the
// game in 7 of 10 deals I can imagine: +1.4 SP, passing -0.2". When `valued` is judged as if the
// rival were played (its cost and noise, JudgeWorker) and that is a close call (Marks.h), it says so.
std::string hintLine(const Texts& t, const SeatView& view, const DecisionAnalysis& valued);

// The end of a game in words: well played, and that the cards lost it when you lost and the
// analysis says even your best first card lost for your side with every hand known; or which was
// the costliest mistake, where it was, what it was expected to cost (and, after a game that went
// well anyway, that the cards went your way) and why (its reason, from `views`, the view of each
// decision in `judged`), and the offer to review it. The cost is in SP: the analysis's solves
// give each deal's level of R13, never the GP a line would take (Solver stops once the level is
// settled), so there is no expected GP to compare.
std::string endOfGameLine(const Texts& t, const std::vector<DecisionAnalysis>& judged, const std::vector<SeatView>& views,
                          const Score& score);

// The coach's line to show now, if any: its latest mistake's, or the end of a game's.
std::optional<std::string> coachSays(const Texts& t, const Coach& coach);

}  // namespace bizon::table
