// How likely each legal card is for a seat, given its hand and the public history: the club's rules of thumb softened into probabilities, fitted to self-play (assets/play_model.txt, ai_fit_play_model).
#pragma once

#include <array>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "SeatView.h"

namespace bizon {

// A conditional logit over the legal cards: P(card) is proportional to exp(w · features(card)),
// one set of weights for the Bizon and one for an Otter, mixed with a floor of uniform choice so
// that no legal card is ever impossible (a player may always surprise). The features start from
// HeuristicPlayer::cardScores, so the unfitted model (rules()) is the rules of thumb made soft;
// the fitted weights come from the card decisions of normal and hard players in self-play.
// Cheap: one cardScores and a few bit operations a query, so that thousands fit in a decision.
class PlayModel {
 public:
  static constexpr int featureCount = 10;
  using Features = std::array<double, featureCount>;
  // The features by name, as the file lists them: a file that names others is refused.
  static const std::array<std::string_view, featureCount>& featureNames();
  // The features of each legal card of a view in the playing phase (others left zero).
  static void features(const SeatView& view, std::array<Features, deckSize>& out);

  struct Weights {
    std::array<Features, 2> role{};  // [0] the Bizon's, [1] an Otter's
    double floor = 0.02;             // the share of uniform choice mixed in
  };
  explicit PlayModel(const Weights& weights) : weights_(weights) {}
  // The rules of thumb softened: only the rules' score counts, ten points of it a factor e.
  static PlayModel rules();

  // The probability of each legal card of the view (others zero); they sum to 1.
  void probabilities(const SeatView& view, std::array<double, deckSize>& out) const;
  // The same from features already computed, for the fitting.
  void probabilities(const SeatView& view, const std::array<Features, deckSize>& features, std::array<double, deckSize>& out) const;
  const Weights& weights() const { return weights_; }

  // The model as its file holds it: a first line saying the command that made it, then one line
  // per feature ("name bizon_weight otter_weight") and a last one "floor share".
  std::string toText(std::string_view rebuiltBy) const;
  static std::optional<PlayModel> fromText(std::string_view text, std::string& why);
  // The file Hard reads: <exe>/../share/bizon/assets when installed, else the source tree's assets.
  static std::filesystem::path standardFile();
  // That file's model, read once; the rules() model, after a warning on standard error, when the
  // file is missing or damaged.
  static const PlayModel& standard();
  static std::optional<PlayModel> load(const std::filesystem::path& file, std::string& why);

 private:
  Weights weights_;
};

}  // namespace bizon
