// Hard's learned bid values: for a holding at the bidding, what eating is worth over passing (built by ai_learn_bids, kept in assets/).
#pragma once

#include <array>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "Card.h"

namespace bizon {

// A small linear model per bid number (0..5: the seat after the dealer first, both rounds, R6-R7,
// so that it also says the round and that every bid before it was a pass): the value in SP
// (R13's levelValue, relative to the others, the solved deals' eat bias included) of eating
// with a trump minus passing, from coarse features of the six cards the eater would hold (its
// five and the grass), learned from self-play deals solved exactly (ai/bench/README.md).
class BidValues {
 public:
  static constexpr int featureCount = 11;
  // The features by name, as the file lists them: a file that names others is refused.
  static const std::array<std::string_view, featureCount>& featureNames();
  using Features = std::array<double, featureCount>;
  static Features features(CardSet five, Card grass, Suit trump);

  using Weights = std::array<Features, 6>;
  explicit BidValues(const Weights& weights) : weights_(weights) {}
  // The model in a file's text (BidValuesCodec), or nullopt and why.
  static std::optional<BidValues> fromText(std::string_view text, std::string& why);

  // The learned gain of eating naming `trump` over passing, for bid number `bid` (0..5).
  double gain(int bid, CardSet five, Card grass, Suit trump) const;
  const Weights& weights() const { return weights_; }

  // The file Hard reads: <exe>/../share/bizon/assets when installed, else the source tree's assets.
  static std::filesystem::path standardFile();
  // The model of that file, read once; nullptr, after a warning on standard error, when the file
  // is missing or damaged (Hard then searches every bid).
  static const BidValues* standard();
  // A file's model, or nullopt and why (missing, unreadable, damaged).
  static std::optional<BidValues> load(const std::filesystem::path& file, std::string& why);
  // The same, with a warning on `warnings` when there is none (standard's warning).
  static std::optional<BidValues> loadOrWarn(const std::filesystem::path& file, std::ostream& warnings);

 private:
  Weights weights_;
};

}  // namespace bizon
