#include "GameAnalysis.h"

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

}  // namespace bizon
