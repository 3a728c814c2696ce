#include "BidValues.h"

#include <bit>
#include <iostream>

#include "AssetFile.h"
#include "codec/BidValuesCodec.h"

namespace bizon {

const std::array<std::string_view, BidValues::featureCount>& BidValues::featureNames() {
  static const std::array<std::string_view, featureCount> names{
      "one", "trumps", "trumps_over_3", "trump_ace", "trump_king", "trump_queen", "trump_jack",
      "side_aces", "side_guarded_kings", "side_voids", "side_singletons"};
  return names;
}

BidValues::Features BidValues::features(CardSet five, Card grass, Suit trump) {
  CardSet six = five;
  six.add(grass);
  const std::uint32_t m = six.mask();
  const int ts = static_cast<int>(trump);
  const std::uint32_t t = (m >> (6 * ts)) & 0x3Fu;
  const int trumps = std::popcount(t);
  Features f{};
  f[0] = 1;
  f[1] = trumps;
  f[2] = trumps > 3 ? trumps - 3 : 0;
  f[3] = t >> 5 & 1u;
  f[4] = t >> 4 & 1u;
  f[5] = t >> 3 & 1u;
  f[6] = t >> 2 & 1u;
  for (int suit = 0; suit < 4; ++suit) {
    if (suit == ts) continue;
    const std::uint32_t x = (m >> (6 * suit)) & 0x3Fu;
    const int length = std::popcount(x);
    f[7] += x >> 5 & 1u;
    f[8] += (x & 0x10u) && length >= 2;
    // Short side suits only help with trumps to cut with.
    f[9] += trumps >= 2 && length == 0;
    f[10] += trumps >= 2 && length == 1 && !(x & 0x20u);
  }
  return f;
}

double BidValues::gain(int bid, CardSet five, Card grass, Suit trump) const {
  const Features f = features(five, grass, trump);
  const Features& w = weights_[static_cast<std::size_t>(bid)];
  double sum = 0;
  for (std::size_t i = 0; i < f.size(); ++i) sum += w[i] * f[i];
  return sum;
}

std::optional<BidValues> BidValues::fromText(std::string_view text, std::string& why) {
  const auto file = parseBidValues(text, why);
  if (!file) return std::nullopt;
  if (file->features.size() != featureNames().size()) {
    why = "it has " + std::to_string(file->features.size()) + " features, Hard reads " + std::to_string(featureCount);
    return std::nullopt;
  }
  for (std::size_t i = 0; i < file->features.size(); ++i)
    if (file->features[i] != featureNames()[i]) {
      why = "feature " + std::to_string(i) + " is " + file->features[i] + ", Hard reads " + std::string(featureNames()[i]);
      return std::nullopt;
    }
  Weights w{};
  for (std::size_t b = 0; b < w.size(); ++b)
    for (std::size_t i = 0; i < w[b].size(); ++i) w[b][i] = file->bids[b].weights[i];
  return BidValues(w);
}

std::filesystem::path BidValues::standardFile() { return assetFile("bid_values.json"); }

std::optional<BidValues> BidValues::load(const std::filesystem::path& file, std::string& why) {
  // A few kilobytes: anything far larger is not this file.
  const auto text = assetText(file, 1 << 20, why);
  auto values = text ? fromText(*text, why) : std::nullopt;
  if (text && !values) why = inFile(file, why);
  return values;
}

std::optional<BidValues> BidValues::loadOrWarn(const std::filesystem::path& file, std::ostream& warnings) {
  std::string why;
  auto values = load(file, why);
  if (!values) warnings << "bizon: hard bids without its learned values (" << why << "): it searches every bid\n";
  return values;
}

const BidValues* BidValues::standard() {
  static const std::optional<BidValues> values = loadOrWarn(standardFile(), std::cerr);
  return values ? &*values : nullptr;
}

}  // namespace bizon
