#include "ui/ScoreExplanation.h"

#include <algorithm>
#include <cstdlib>

namespace bizon::ui {

std::string signedSp(int sp) { return sp > 0 ? "+" + std::to_string(sp) : std::to_string(sp); }

std::string countSentence(const Texts& t, const Score& score) {
  if (!score.bizon) return {};
  // The best Otter (R13): the Otter with more GP, or both when they tie.
  const Seat bizon = *score.bizon;
  const Seat first = leftOf(bizon), second = leftOf(first);
  const int best = std::max(score.gp[first], score.gp[second]);
  std::string against;
  if (score.gp[first] == score.gp[second])
    against = t.format("table.count.against_both", {{"gp", best}, {"players", t.list({t.seat(first), t.seat(second)})}});
  else if (const Seat otter = score.gp[first] == best ? first : second; otter == Seat::You)
    against = t.format("table.count.against_you", {{"gp", best}});
  else
    against = t.format("table.count.against_player", {{"gp", best}, {"player", t.seat(otter)}});
  const bool you = bizon == Seat::You;
  const std::string code(bizon::code(score.outcome));
  const std::string result =
      t.format(std::string(you ? "table.count.you." : "table.count.player.") + code,
               {{"bizon", t.seat(bizon)}, {"sp", std::abs(score.sp[bizon])}, {"otter_sp", score.sp[first]}});
  return t.format(you ? "table.count.you" : "table.count.player",
                  {{"bizon", t.seat(bizon)}, {"gp", score.gp[bizon]}, {"against", against}, {"result", result}});
}

std::vector<std::string> explainScore(const Texts& t, const Score& score) {
  std::vector<std::string> lines;
  const std::string code(bizon::code(score.outcome));
  if (score.bizon) {
    // The best Otter (R13): the Otter with more GP, or both when they tie.
    const Seat bizon = *score.bizon;
    const Seat first = leftOf(bizon), second = leftOf(first);
    const int best = std::max(score.gp[first], score.gp[second]);
    const std::string otter = score.gp[first] == score.gp[second] ? t.list({t.seat(first), t.seat(second)})
                                                                  : t.seat(score.gp[first] == best ? first : second);
    lines.push_back(t.format("review.explain_gp", {{"bizon", t.seat(bizon)},
                                                   {"bizon_gp", score.gp[bizon]},
                                                   {"otter", otter},
                                                   {"otter_gp", best}}));
  }
  lines.push_back(t("review.sp_rule." + code));
  std::vector<std::string> changes;
  for (Seat s : allSeats)
    changes.push_back(t.format("review.sp_change", {{"player", t.seat(s)}, {"sp", signedSp(score.sp[s])}}));
  lines.push_back(t.format("review.explain_sp", {{"outcome", t("outcome." + code)}, {"changes", t.list(changes)}}));
  return lines;
}

}  // namespace bizon::ui
