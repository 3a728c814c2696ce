#include "GameAnalysis.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace bizon {

namespace {
constexpr std::array<std::string_view, 3> kindCodes{"packets", "bid", "play"};
}

std::string_view code(DecisionKind kind) { return kindCodes[static_cast<std::size_t>(kind)]; }

std::optional<DecisionKind> parseDecisionKind(std::string_view text) {
  for (std::size_t i = 0; i < kindCodes.size(); ++i)
    if (kindCodes[i] == text) return static_cast<DecisionKind>(i);
  return std::nullopt;
}

bool DecisionAnalysis::realChoice() const {
  for (const OptionValue& o : options)
    if (std::abs(o.expectedSp - options.front().expectedSp) > 1e-9) return true;
  return false;
}

double OptionValue::shareAtLeast(int sp) const {
  double share = 0;
  if (spShares)
    for (std::size_t i = 0; i < gameSps.size(); ++i)
      if (gameSps[i] >= sp) share += (*spShares)[i];
  return share;
}

int moveOf(const DecisionAnalysis& decision, const GameRecord& record) {
  if (decision.kind == DecisionKind::Packets) return 0;
  if (decision.kind == DecisionKind::Bid) return 1 + decision.index;
  const auto bids = std::count_if(record.moves.begin(), record.moves.end(), [](const Move& m) { return m.bid(); });
  return 1 + static_cast<int>(bids) + decision.index;
}

const DecisionAnalysis* GameAnalysis::decisionAt(const GameRecord& analysed, int move) const {
  for (const DecisionAnalysis& d : decisions)
    if (moveOf(d, analysed) == move) return &d;
  return nullptr;
}

}  // namespace bizon
