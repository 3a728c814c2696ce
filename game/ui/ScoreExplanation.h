// The GP and SP of a scored game spelled out (R12, R13): for the review the Bizon against the best Otter, the rule, the SP; for the table one sentence.
#pragma once

#include <string>
#include <vector>

#include "Score.h"
#include "Seat.h"
#include "core/Texts.h"

namespace bizon::ui {

// The lines in reading order: "Bizon: You, 23 GP; best Otter: Sheep, 12 GP", the rule that applies,
// "→ The Bizon wins: You +3, Goat 0 and Sheep 0" (a pass-out has no first line).
std::vector<std::string> explainScore(const Texts& texts, const Score& score);

// The count of a scored game in one sentence (R12, R13): the Bizon's GP against the best Otter's,
// and the SP that follow, e.g. "You, the Bizon: 13 GP against Goat's 27 — you lose 5 SP, the
// Otters win 3 each". Empty for a pass-out.
std::string countSentence(const Texts& texts, const Score& score);

// "+3", "0", "-5": a change of SP.
std::string signedSp(int sp);

}  // namespace bizon::ui
