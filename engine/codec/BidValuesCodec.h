// The file of Hard's learned bid values (assets/bid_values.json, bizon-bid-values-1): how it was rebuilt, the features, one row of weights per bid.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bizon {

// The model as the file holds it; what the features mean is the AI's (ai/BidValues.h).
struct BidValuesFile {
  std::string rebuiltBy;              // the command that rebuilt the file
  std::vector<std::string> features;  // the features' names, in the weights' order
  struct Row {
    std::vector<double> weights;      // one per feature
    long labels = 0;                  // the solved decisions it was fitted to
    double residual = 0;              // their residual standard deviation, SP
  };
  std::vector<Row> bids;              // one per bid number, 0..5
};

// The file's text, or nullopt and why ("bids[2].weights: has 3 numbers, features has 11").
std::optional<BidValuesFile> parseBidValues(std::string_view text, std::string& why);
// The file's text: the format and the command on the first line (a reader of the file sees
// at once how to rebuild it), then one line per feature list and per bid.
std::string bidValuesText(const BidValuesFile& file);

}  // namespace bizon
