#include "PlayModel.h"

#include <cmath>
#include <iostream>
#include <sstream>

#include "AssetFile.h"
#include "HeuristicPlayer.h"

namespace bizon {

const std::array<std::string_view, PlayModel::featureCount>& PlayModel::featureNames() {
  static const std::array<std::string_view, featureCount> names{
      "rule_score", "rule_choice", "points", "trump", "wins_trick",
      "rank", "master", "discard", "lowest_of_suit", "singleton"};
  return names;
}

void PlayModel::features(const SeatView& view, std::array<Features, deckSize>& out) {
  const auto scores = HeuristicPlayer::cardScores(view);
  const Suit trump = *view.trump;
  CardSet played;
  for (const PlayEntry& p : view.plays) played.add(p.card);
  const CardSet out_ = CardSet::all() - view.hand - played;
  double top = -1;
  Card choice = view.legal.first();
  for (Card c : view.legal)
    if (scores[static_cast<std::size_t>(c.index())] > top) top = scores[static_cast<std::size_t>(c.index())], choice = c;
  const auto& trick = view.currentTrick;
  Card best = trick.empty() ? Card{} : trick[0];
  for (std::size_t i = 1; i < trick.size(); ++i)
    if (beats(trick[i], best, trump)) best = trick[i];
  for (Card c : view.legal) {
    Features& f = out[static_cast<std::size_t>(c.index())];
    const CardSet suit = CardSet::of(c.suit());
    const std::uint32_t below = (1u << c.index()) - 1, above = ~below & ~(1u << c.index());
    f[0] = (scores[static_cast<std::size_t>(c.index())] - top) / 10;
    f[1] = c == choice;
    f[2] = c.points() / 4.0;
    f[3] = c.suit() == trump;
    f[4] = !trick.empty() && beats(c, best, trump);
    f[5] = static_cast<int>(c.rank()) / 5.0;
    f[6] = (out_ & suit & CardSet::fromMask(above)).empty();
    f[7] = !trick.empty() && c.suit() != trick[0].suit() && c.suit() != trump;
    f[8] = (view.hand & suit & CardSet::fromMask(below)).empty();
    f[9] = (view.hand & suit).size() == 1;
  }
}

PlayModel PlayModel::rules() {
  Weights w;
  w.role[0][0] = w.role[1][0] = 1;
  return PlayModel(w);
}

void PlayModel::probabilities(const SeatView& view, std::array<double, deckSize>& out) const {
  std::array<Features, deckSize> f{};
  features(view, f);
  probabilities(view, f, out);
}

void PlayModel::probabilities(const SeatView& view, const std::array<Features, deckSize>& f, std::array<double, deckSize>& out) const {
  const Features& w = weights_.role[view.bizon && *view.bizon == view.seat ? 0 : 1];
  out = {};
  double top = -INFINITY;
  for (Card c : view.legal) {
    double z = 0;
    for (std::size_t i = 0; i < w.size(); ++i) z += w[i] * f[static_cast<std::size_t>(c.index())][i];
    out[static_cast<std::size_t>(c.index())] = z;
    top = std::max(top, z);
  }
  double total = 0;
  for (Card c : view.legal) total += out[static_cast<std::size_t>(c.index())] = std::exp(out[static_cast<std::size_t>(c.index())] - top);
  const double n = view.legal.size();
  for (Card c : view.legal) {
    double& p = out[static_cast<std::size_t>(c.index())];
    p = (1 - weights_.floor) * p / total + weights_.floor / n;
  }
}

std::string PlayModel::toText(std::string_view rebuiltBy) const {
  std::ostringstream s;
  s.precision(6);
  s << "# bizon-play-model-1, rebuilt by: " << rebuiltBy << '\n';
  for (std::size_t i = 0; i < featureCount; ++i)
    s << featureNames()[i] << ' ' << weights_.role[0][i] << ' ' << weights_.role[1][i] << '\n';
  s << "floor " << weights_.floor << '\n';
  return s.str();
}

std::optional<PlayModel> PlayModel::fromText(std::string_view text, std::string& why) {
  std::istringstream in{std::string(text)};
  std::string line;
  if (!std::getline(in, line) || !line.starts_with("# bizon-play-model-1")) {
    why = "not a bizon-play-model-1 file";
    return std::nullopt;
  }
  Weights w;
  for (std::size_t i = 0; i < featureCount; ++i) {
    std::string name;
    if (!(in >> name >> w.role[0][i] >> w.role[1][i]) || name != featureNames()[i]) {
      why = "line " + std::to_string(i + 2) + " is not the weights of " + std::string(featureNames()[i]);
      return std::nullopt;
    }
  }
  std::string name;
  if (!(in >> name >> w.floor) || name != "floor" || !(w.floor > 0 && w.floor <= 1)) {
    why = "no floor between 0 and 1 after the weights";
    return std::nullopt;
  }
  return PlayModel(w);
}

std::filesystem::path PlayModel::standardFile() { return assetFile("play_model.txt"); }

std::optional<PlayModel> PlayModel::load(const std::filesystem::path& file, std::string& why) {
  const auto text = assetText(file, 1 << 16, why);
  auto model = text ? fromText(*text, why) : std::nullopt;
  if (text && !model) why = inFile(file, why);
  return model;
}

const PlayModel& PlayModel::standard() {
  static const PlayModel model = [] {
    std::string why;
    if (auto m = load(standardFile(), why)) return *m;
    std::cerr << "bizon: hard reads the cards played by the rules of thumb alone (" << why << ")\n";
    return rules();
  }();
  return model;
}

}  // namespace bizon
