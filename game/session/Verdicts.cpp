#include "session/Verdicts.h"

#include <algorithm>

namespace bizon::table {

bool eats(const Choice& choice) {
  const Bid* bid = std::get_if<Bid>(&choice);
  return bid && bid->eat;
}

std::vector<const OptionValue*> equalBest(const DecisionAnalysis& valued, const OptionValue& best) {
  std::vector<const OptionValue*> equal{&best};
  for (const OptionValue& o : valued.options)
    if (o.choice != best.choice && best.expectedSp - o.expectedSp < sameSp) equal.push_back(&o);
  std::stable_sort(equal.begin() + 1, equal.end(), [](const auto* a, const auto* b) { return a->expectedSp > b->expectedSp; });
  return equal;
}

const OptionValue* nextBest(const DecisionAnalysis& valued, const std::vector<const OptionValue*>& equal) {
  const OptionValue* next = nullptr;
  for (const OptionValue& o : valued.options)
    if (std::find(equal.begin(), equal.end(), &o) == equal.end() && (!next || o.expectedSp > next->expectedSp)) next = &o;
  return next;
}

const DecisionAnalysis* worstMistake(const std::vector<DecisionAnalysis>& judged) {
  const DecisionAnalysis* worst = nullptr;
  for (const DecisionAnalysis& d : judged)
    if (markOf(d) >= Mark::Mistake && (!worst || d.costSp > worst->costSp)) worst = &d;
  return worst;
}

const OptionValue* hintRival(const DecisionAnalysis& valued) {
  const OptionValue* best = valued.option(valued.best);
  if (!best) return nullptr;
  if (valued.kind == DecisionKind::Play) return nextBest(valued, equalBest(valued, *best));
  // The other packets; passing against an eat, the best eat against a pass.
  const OptionValue* other = nullptr;
  for (const OptionValue& o : valued.options) {
    if (o.choice == best->choice || (valued.kind == DecisionKind::Bid && eats(o.choice) == eats(best->choice))) continue;
    if (!other || o.expectedSp > other->expectedSp) other = &o;
  }
  return other;
}

}  // namespace bizon::table
